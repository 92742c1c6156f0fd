/** Slurm's array syntax (ADR 0061): the indices it names, its limit of tasks at once, the refusals, the shortest spec. */
import { describe, expect, it } from 'vitest';
import { Failure } from '../../http/failure';
import { arrayLimits, arraySpecOf, parseArraySpec, pendingIndices } from './array-spec';

const refusal = (spec: string) => {
  try {
    parseArraySpec(spec);
  } catch (error) {
    return error instanceof Failure ? error.key : String(error);
  }
  return null;
};

describe('job array specs', () => {
  it('reads indices, ranges, steps and the limit of tasks at once, each index once and in order', () => {
    expect(parseArraySpec('0-3')).toEqual({ indices: [0, 1, 2, 3], throttle: null });
    expect(parseArraySpec('7,1,3,5-6%2')).toEqual({ indices: [1, 3, 5, 6, 7], throttle: 2 });
    expect(parseArraySpec('0-15:4')).toEqual({ indices: [0, 4, 8, 12], throttle: null });
    expect(parseArraySpec('2,2,1-2')).toEqual({ indices: [1, 2], throttle: null });
  });

  it("refuses what the contract's pattern lets through: backwards, zero, past the contract's limits", () => {
    const { maxIndex, maxTasks } = arrayLimits();
    expect([maxIndex, maxTasks]).toEqual([1000, 1000]);
    expect(refusal('5-1')).toBe('jobs_array_backwards');
    expect(refusal('0-9:0')).toBe('jobs_array_zero');
    expect(refusal('0-9%0')).toBe('jobs_array_zero');
    expect(refusal(`0-${maxIndex + 1}`)).toBe('jobs_array_index_too_high');
    expect(refusal(`0-${maxIndex}`)).toBe('jobs_array_too_many');
    expect(refusal(`1-${maxIndex}`)).toBeNull();
  });

  it('writes indices as the shortest spec, with the limit', () => {
    expect(arraySpecOf([3, 1, 2, 9, 5, 6], 4)).toBe('1-3,5-6,9%4');
    expect(arraySpecOf([2], null)).toBe('2');
  });

  it("reads slurmctld's array_task_string of tasks not yet started", () => {
    expect(pendingIndices('2-9%4')).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pendingIndices('1,3,5-7')).toEqual([1, 3, 5, 6, 7]);
    expect(pendingIndices('0-8:4')).toEqual([0, 4, 8]);
    expect(pendingIndices('')).toEqual([]);
  });
});
