/** Route /jobs/:id/{compute_dir|job_logs|input_file|cluster_queue_info}: one job's page. */
import { JobDetailScreen } from '@/features/jobs/job-detail-screen';

export function Component() {
  return <JobDetailScreen />;
}
