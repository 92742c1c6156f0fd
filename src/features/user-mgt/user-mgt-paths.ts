/** Links of user management: its tabs, a member's allocated resources and detail, a cluster's shared-account tab. */
import { useMemo } from 'react';
import { consolePath, useSession } from '@/shared/session/session-context';

export const USER_MGT_TABS = ['user_management', 'res_statistics'] as const;
export type UserMgtTab = (typeof USER_MGT_TABS)[number];

export function useUserMgtPaths() {
  const { zone } = useSession();
  return useMemo(
    () => ({
      tab: (tab: UserMgtTab) => consolePath(zone, 'hpc', `user_mgt/main/${tab}`),
      allocate: (sharedUserId: string) => consolePath(zone, 'hpc', `user_mgt/sub/allocate_res/${sharedUserId}`),
      detail: (sharedUserId: string) => consolePath(zone, 'hpc', `user_mgt/sub/allocate_res_detail/${sharedUserId}`),
      cluster: (clusterId: string) => consolePath(zone, 'hpc', `hpc_clusters/${clusterId}/shared_account`),
    }),
    [zone],
  );
}
