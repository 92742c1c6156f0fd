import { describe, expect, it } from 'vitest';
import { normaliseAccounted } from './accounted';

/** slurmdbd's record of a finished one-core job as slurmrestd 22.05 answers it on /slurmdb/v0.0.38/job/1 (trimmed). */
const DBV38 = {
  job_id: 1,
  state: { current: 'COMPLETED', reason: 'None' },
  exit_code: { status: 'SUCCESS', return_code: 0 },
  nodes: 'vm',
  time: { elapsed: 12, start: 1795989851, end: 1795989863, limit: 60, total: { seconds: 0, microseconds: 0 } },
  tres: {
    allocated: [
      { type: 'cpu', id: 1, count: 1 },
      { type: 'node', id: 4, count: 1 },
    ],
    requested: [
      { type: 'cpu', id: 1, count: 1 },
      { type: 'mem', id: 2, count: 1024 },
    ],
  },
  steps: [
    {
      step: { id: 'batch', name: 'batch' },
      time: { end: 1795989863, total: { seconds: 5, microseconds: 662183 } },
      tres: { requested: { max: [{ type: 'mem', id: 2, count: 93708288, task: 0, node: 'vm' }] } },
    },
    {
      step: { id: 'extern', name: 'extern' },
      time: { end: 1795989863, total: { seconds: 0, microseconds: 500000 } },
      tres: { requested: { max: [{ type: 'mem', id: 2, count: 1048576, task: 0, node: 'vm' }] } },
    },
  ],
};

describe("slurmdbd's record of a job", () => {
  it('names a task of an array by <array>_<index>, as the console follows it, beside its own job id', () => {
    // /slurmdb/v0.0.38/job/1_1 on this machine answers the task's record under its own job id.
    const task = { ...DBV38, job_id: 3, array: { job_id: 1, limits: { max: { running: { tasks: 0 } } }, task: null, task_id: 1 } };
    expect(normaliseAccounted(task)).toMatchObject({ jobId: '3', taskId: '1_1' });
    expect(normaliseAccounted({ ...DBV38, array: { job_id: 0, task_id: null } })).toMatchObject({ jobId: '1', taskId: null });
  });

  it("sums its steps' CPU time, takes the largest task's memory peak in MiB, what it was given and its limit", () => {
    expect(normaliseAccounted(DBV38)).toEqual({
      jobId: '1',
      taskId: null,
      state: 'COMPLETED',
      exitCode: 0,
      signal: null,
      startTime: new Date(1795989851_000),
      endTime: new Date(1795989863_000),
      nodes: 'vm',
      complete: true,
      cpuSeconds: 6.162183,
      memoryPeakMb: 90,
      memoryGivenMb: 1024,
      timeLimitMin: 60,
    });
  });

  it('is complete once the job and each of its steps ended, and reads v0.0.39 wrapped numbers and state lists', () => {
    expect(normaliseAccounted({ ...DBV38, steps: [] })).toMatchObject({ complete: false, cpuSeconds: 0, memoryPeakMb: null });
    const stepRunning = { ...DBV38.steps[0], time: { end: 0, total: { seconds: 0, microseconds: 0 } } };
    expect(normaliseAccounted({ ...DBV38, steps: [DBV38.steps[1], stepRunning] }).complete).toBe(false);
    expect(normaliseAccounted({ ...DBV38, state: { current: 'RUNNING' }, time: { ...DBV38.time, end: 0 } }).complete).toBe(false);
    const wrapped = normaliseAccounted({
      ...DBV38,
      state: { current: ['TIMEOUT'] },
      exit_code: { status: ['SIGNALED'], return_code: { set: true, infinite: false, number: 0 }, signal: { id: { set: true, number: 9 } } },
      time: { ...DBV38.time, limit: { set: true, infinite: false, number: 5 }, end: { set: true, number: 1795989863 } },
    });
    expect(wrapped).toMatchObject({ state: 'TIMEOUT', exitCode: 0, signal: 9, timeLimitMin: 5, endTime: new Date(1795989863_000) });
    expect(normaliseAccounted({ ...DBV38, time: { ...DBV38.time, limit: 0xffffffff } }).timeLimitMin).toBeNull();
    // Not set yet: 0.
    expect(normaliseAccounted({ ...DBV38, time: { ...DBV38.time, limit: 0 }, tres: {} })).toMatchObject({
      timeLimitMin: null,
      memoryGivenMb: null,
    });
  });
});
