import { describe, expect, it } from 'vitest';
import { arrayJob, job } from '../test-harness';
import { countedStates } from '@/shared/jobs/array-counts';
import { arrayTaskCount, isArray, tasksToRetry } from './array-facts';

describe('job arrays as the console reads them', () => {
  it("counts an array's tasks in Slurm's syntax, each index once", () => {
    expect(arrayTaskCount('0-99')).toBe(100);
    expect(arrayTaskCount('0-99%4')).toBe(100);
    expect(arrayTaskCount('1,3,5-7')).toBe(5);
    expect(arrayTaskCount('0-15:4')).toBe(4);
    expect(arrayTaskCount('0-3,2-5')).toBe(6);
    expect(arrayTaskCount('7')).toBe(1);
    for (const bad of ['', 'abc', '5-1', '0-9:0', '0-', '1,,2', '%4', '0-9%']) expect(arrayTaskCount(bad)).toBeUndefined();
  });

  it('retries the tasks that did not finish once none waits or runs', () => {
    const ended = (counts: Partial<NonNullable<ReturnType<typeof arrayJob>['array_counts']>>) =>
      arrayJob({
        array_counts: { total: 10, pending: 0, running: 0, finished: 10, exited: 0, stopped: 0, cancelled: 0, unknown: 0, ...counts },
      });
    expect(tasksToRetry(ended({ finished: 6, exited: 2, stopped: 1, unknown: 1 }))).toBe(4);
    expect(tasksToRetry(ended({}))).toBe(0);
    expect(tasksToRetry(ended({ finished: 8, exited: 1, running: 1 }))).toBe(0);
    expect(tasksToRetry(ended({ finished: 8, exited: 1, pending: 1 }))).toBe(0);
    expect(tasksToRetry({ ...ended({ finished: 8, exited: 2 }), job_status: 'deleted' })).toBe(0);
    expect(tasksToRetry(job({ job_status: 'exited' }))).toBe(0);
    expect(isArray(job())).toBe(false);
    expect(countedStates(ended({ finished: 6, exited: 4 }).array_counts!).map(({ state }) => state)).toEqual(['finished', 'exited']);
  });
});
