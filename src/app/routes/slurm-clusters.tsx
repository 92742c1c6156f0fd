/** Route /slurm_clusters: the zone administrator's registered Slurm clusters of the site (ADR 0065). */
import { SlurmClustersScreen } from '@/features/slurm-clusters/slurm-clusters-screen';

export function Component() {
  return <SlurmClustersScreen />;
}
