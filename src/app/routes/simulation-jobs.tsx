/** Route /ispf: the simulation job list. */
import { SimulationJobsScreen } from '@/features/simulation/simulation-jobs-screen';

export function Component() {
  return <SimulationJobsScreen />;
}
