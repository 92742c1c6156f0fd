/** Route /ispf: the simulation job list. */
import { SimulationJobsScreen } from '../../features/ispf/simulation-jobs-screen';

export function Component() {
  return <SimulationJobsScreen />;
}
