/** Route /ispf/:job_id: one simulation job. */
import { SimulationJobScreen } from '../../features/ispf/simulation-job-screen';

export function Component() {
  return <SimulationJobScreen />;
}
