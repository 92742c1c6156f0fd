/**
 * The software page: the catalogue (collect, apply) and the applications — the zone administrator's to approve or
 * reject (ADR 0025), everyone else's own with their status. The tab is kept in the address (?tab=applications).
 */
import { Tabs } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { useSession } from '@/shared/session/session-context';
import { ApplicationsPanel } from './applications-panel';
import { SoftwareCatalogue } from './software-catalogue';

type SoftwareTab = 'catalogue' | 'applications';

export function SoftwareScreen() {
  const { user } = useSession();
  const reviewer = user.role === 'zone_admin';
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: SoftwareTab = searchParams.get('tab') === 'applications' ? 'applications' : 'catalogue';
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(details) => setSearchParams(details.value === 'applications' ? { tab: 'applications' } : {}, { replace: true })}
      variant="line"
      lazyMount
    >
      <Tabs.List mb="4">
        <Tabs.Trigger value="catalogue">
          <Trans>Catalogue</Trans>
        </Tabs.Trigger>
        <Tabs.Trigger value="applications">
          {reviewer ? <Trans>Applications to approve</Trans> : <Trans>My applications</Trans>}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="catalogue" pt="0">
        <SoftwareCatalogue />
      </Tabs.Content>
      <Tabs.Content value="applications" pt="0">
        <ApplicationsPanel reviewer={reviewer} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
