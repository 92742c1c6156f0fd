import { describe, expect, it } from 'vitest';
import { usageOf, type UsageRow } from './usage';

const ended: UsageRow = {
  cores: 4,
  memory: 2048,
  time_limit: 60,
  run_time: 600,
  cpu_seconds: 2160,
  memory_peak: 1500,
  memory_given: 2048,
  limit_given: 60,
  usage_read: new Date('2026-11-01T10:00:00Z'),
};

describe('what an ended job used against what it had', () => {
  it('divides CPU time by cores × run time, the memory peak by what it had and the run time by its limit', () => {
    expect(usageOf(ended)).toEqual({
      cpu_time: 2160,
      cpu_efficiency: 0.9,
      memory_peak: 1500,
      memory_had: 2048,
      memory_efficiency: 0.7324,
      time_limit: 60,
      time_efficiency: 0.1667,
      underused: ['time'],
    });
  });

  it('names each figure under a quarter, but memory and time only where the job asked for them', () => {
    const idle = { ...ended, cpu_seconds: 60, memory_peak: 100 };
    expect(usageOf(idle)?.underused).toEqual(['cpu', 'memory', 'time']);
    // Not asked: the scheduler's default memory and the queue's limit are shown, not hinted at.
    const unasked = usageOf({ ...idle, memory: null, time_limit: null, memory_given: 8192, limit_given: 1440 });
    expect(unasked).toMatchObject({ memory_had: 8192, time_limit: 1440, underused: ['cpu'] });
    // A quarter exactly is not under a quarter.
    expect(usageOf({ ...ended, cpu_seconds: 600 })?.underused).toEqual(['time']);
  });

  it('says nothing of a run under half a minute, and has no figure where the job had none', () => {
    expect(usageOf({ ...ended, run_time: 29, cpu_seconds: 0 })?.underused).toEqual([]);
    expect(
      usageOf({
        ...ended,
        run_time: 0,
        cpu_seconds: 0,
        memory_peak: null,
        memory_given: null,
        memory: null,
        time_limit: null,
        limit_given: null,
      }),
    ).toEqual({
      cpu_time: 0,
      cpu_efficiency: null,
      memory_peak: null,
      memory_efficiency: null,
      time_limit: null,
      time_efficiency: null,
      underused: [],
    });
  });

  it('is absent until the figures are read', () => {
    expect(usageOf({ ...ended, usage_read: null })).toBeUndefined();
    expect(usageOf({ ...ended, cpu_seconds: null })).toBeUndefined();
  });
});
