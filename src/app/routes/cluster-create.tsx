/** Route /hpc_clusters/create_hpc and /hpc_clusters/create_ehpc: the frame of the creation flow. */
import { useLocation } from 'react-router';
import { CreateClusterScreen } from '@/features/clusters/create-cluster-screen';

export function Component() {
  const type = useLocation().pathname.endsWith('/create_ehpc') ? 'ehpc' : 'hpc';
  return <CreateClusterScreen key={type} type={type} />;
}
