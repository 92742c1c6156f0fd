/** Route /jobs: the job list. */
import { JobsScreen } from '@/features/jobs/jobs-screen';

export function Component() {
  return <JobsScreen />;
}
