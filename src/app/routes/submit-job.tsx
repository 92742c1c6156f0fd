/** Route /hpc_job/submit_job[/:id[/:job_id]]: the submit-job page frame. */
import { SubmitJobScreen } from '@/features/jobs/submit-job-screen';

export function Component() {
  return <SubmitJobScreen />;
}
