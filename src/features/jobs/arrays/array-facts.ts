/**
 * What the console reads of a job array (ADR 0061): an array's row carries `array` (its indices as asked) and
 * `array_counts` (its tasks by status); a task's row `array_of` (its array) and `array_task_id` (its index).
 */
import type { Job } from '@/api/generated/model/job';
import type { JobArrayCounts } from '@/api/generated/model/jobArrayCounts';

/** An array's row: its counts (each task has its own row, its own page). */
export type ArrayJob = Job & { array_counts: JobArrayCounts };

export function isArray(job: Pick<Job, 'array_counts'>): job is ArrayJob {
  return job.array_counts !== undefined;
}

/** The id of the Tasks section of an array's page (its log tab sends the user there). */
export const TASKS_SECTION_ID = 'array-tasks';

/** The tasks that did not finish once none waits or runs any more: what "retry the failed tasks" runs again. */
export function tasksToRetry(job: Job): number {
  if (!isArray(job) || job.job_status === 'deleted') return 0;
  const { pending, running, finished, total } = job.array_counts;
  return pending > 0 || running > 0 ? 0 : total - finished;
}

/** More indices than this are not counted here: the contract's x-max-tasks (1000) refuses them anyway. */
const COUNT_LIMIT = 100_000;

/**
 * The number of tasks of an array in Slurm's syntax (`0-99`, `1,3,5-7`, `0-15:4`, then `%4`), each index once;
 * undefined when it is not that syntax, a range runs backwards or steps by 0, or it names very many.
 */
export function arrayTaskCount(spec: string): number | undefined {
  const match = /^([0-9,:-]+)(%[0-9]+)?$/.exec(spec.trim());
  if (!match) return undefined;
  const indices = new Set<number>();
  for (const part of match[1].split(',')) {
    const range = /^(\d+)(?:-(\d+)(?::(\d+))?)?$/.exec(part);
    if (!range) return undefined;
    const first = Number(range[1]);
    const last = range[2] === undefined ? first : Number(range[2]);
    const step = range[3] === undefined ? 1 : Number(range[3]);
    if (last < first || step < 1 || (last - first) / step > COUNT_LIMIT) return undefined;
    for (let index = first; index <= last; index += step) indices.add(index);
    if (indices.size > COUNT_LIMIT) return undefined;
  }
  return indices.size;
}
