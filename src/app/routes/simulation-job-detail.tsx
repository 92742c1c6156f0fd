/** Route /ispf/:job_id: one simulation job. */
import { SimulationJobScreen } from '@/features/simulation/simulation-job-screen';

export function Component() {
  return <SimulationJobScreen />;
}
