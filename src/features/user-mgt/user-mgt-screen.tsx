/** User management (/user_mgt/main/{user_management|res_statistics}): sub-accounts, projects, login accounts and shared members, and shared-cluster statistics. */
import { Stack } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { isIamUser, isSubUser, useSession } from '@/shared/session/session-context';
import { RouteTabs } from '@/shared/ui/route-tabs';
import { ClusterStatsTable } from './cluster-stats-table';
import { LoginAccountsPanel } from './login-accounts-panel';
import { MemberTable } from './member-table';
import { ProjectsPanel } from './projects-panel';
import { SubAccountPanel } from './sub-account-panel';
import { USER_MGT_TABS, useUserMgtPaths, type UserMgtTab } from './user-mgt-paths';

const TAB_TITLES: Record<UserMgtTab, MessageDescriptor> = {
  user_management: msg`Shared members`,
  res_statistics: msg`Resource statistics`,
};

export function UserMgtScreen() {
  const { t, i18n } = useLingui();
  const paths = useUserMgtPaths();
  const { user } = useSession();
  // Sub-accounts are the account owner's to manage (ADR 0013, 0020): IAM users and sub-users do not see them.
  const owner = !isSubUser(user) && !isIamUser(user);
  const last = useLocation().pathname.replace(/\/+$/, '').split('/').pop();
  const tab: UserMgtTab = last === 'res_statistics' ? 'res_statistics' : 'user_management';
  return (
    <Stack gap="4">
      <RouteTabs
        tabs={USER_MGT_TABS.map((value) => ({ value, label: i18n._(TAB_TITLES[value]), to: paths.tab(value) }))}
        value={tab}
        label={t`User management`}
      >
        {tab === 'user_management' ? (
          <Stack gap="8">
            {owner && <SubAccountPanel />}
            {owner && <ProjectsPanel />}
            {owner && <LoginAccountsPanel />}
            <MemberTable />
          </Stack>
        ) : (
          <ClusterStatsTable />
        )}
      </RouteTabs>
    </Stack>
  );
}
