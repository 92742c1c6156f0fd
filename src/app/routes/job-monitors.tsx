/** Route /job_monitors: job overview and recent jobs (charts load lazily inside the feature). */
import { JobMonitorScreen } from '@/features/job-monitor/job-monitor-screen';

export function Component() {
  return <JobMonitorScreen />;
}
