/** Route /hpc_clusters/select_type: choosing HPC or EHPC before creating a cluster. */
import { SelectTypeScreen } from '@/features/clusters/select-type-screen';

export function Component() {
  return <SelectTypeScreen />;
}
