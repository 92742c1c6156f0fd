/**
 * Job monitor data (spec sections 2, 3, 5, 7): GetClusterMonitor with subtype job answers job_status (records: a
 * job status and its job count, the overview) and job_submitted (samples: jobs submitted per step, the recent
 * jobs chart). The range is chosen in hours; the statistics update every 5 minutes, hourly points past a day.
 */
import type { MonitorRangeHours } from '@/api/generated/model/monitorRangeHours';

export const DEFAULT_RANGE_HOURS: MonitorRangeHours = 24;
