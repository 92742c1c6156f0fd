/** Route /hpc_clusters and /hpc_clusters/shared: the cluster list, its two tabs. */
import { Navigate, useLocation } from 'react-router';
import { ClusterListScreen } from '@/features/clusters/cluster-list-screen';
import { consolePath, useFeature, useSession } from '@/shared/session/session-context';

export function Component() {
  const { zone, portal } = useSession();
  const sharedOn = useFeature('shared_cluster');
  const shared = useLocation().pathname.endsWith('/hpc_clusters/shared');
  if (shared && !sharedOn) return <Navigate to={consolePath(zone, portal, 'hpc_clusters')} replace />;
  const tab = shared ? 'shared' : 'mine';
  return <ClusterListScreen key={tab} tab={tab} />;
}
