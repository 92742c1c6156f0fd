/**
 * A job array's indices in Slurm's syntax (ADR 0061): `0-99`, `1,3,5-7`, `0-15:4`, then `%4` for at most 4 tasks at
 * once. The contract's pattern has checked the form; this reads the indices and refuses, by the `array` field, what
 * the pattern cannot say: an index or a task count past the contract's x-max-index and x-max-tasks, a range that runs
 * backwards, a step or a limit of 0.
 */
import { CONTRACT_FILE } from '../../app';
import { loadBundle } from '../../contract/document';
import { fail } from '../../http/failure';

export interface ArraySpec {
  /** The indices, ascending, each once. */
  indices: number[];
  /** At most this many tasks at once; null for no limit. */
  throttle: number | null;
}

let limits: { maxIndex: number; maxTasks: number } | undefined;

/** The contract's limits of JobArraySpec (read once). */
export function arrayLimits(): { maxIndex: number; maxTasks: number } {
  if (!limits) {
    const schema = loadBundle(CONTRACT_FILE).components?.schemas?.JobArraySpec as Record<string, unknown> | undefined;
    const maxIndex = schema?.['x-max-index'];
    const maxTasks = schema?.['x-max-tasks'];
    if (typeof maxIndex !== 'number' || typeof maxTasks !== 'number') throw new Error('the contract has no JobArraySpec limits');
    limits = { maxIndex, maxTasks };
  }
  return limits;
}

const refuse = (key: 'jobs_array_backwards' | 'jobs_array_zero' | 'jobs_array_index_too_high' | 'jobs_array_too_many', params = {}) =>
  fail.field(['body', 'array'], 'array', key, params);

/** One part of Slurm's array syntax (`7`, `5-9`, `0-15:4`); null when it is not one. */
function rangeOf(part: string): { from: number; to: number; step: number } | null {
  const match = /^(\d+)(?:-(\d+)(?::(\d+))?)?$/.exec(part.trim());
  if (!match) return null;
  const from = Number(match[1]);
  return { from, to: match[2] === undefined ? from : Number(match[2]), step: match[3] === undefined ? 1 : Number(match[3]) };
}

/** The indices and throttle of a spec the contract's pattern accepted; refused by the field when out of bounds. */
export function parseArraySpec(spec: string): ArraySpec {
  const { maxIndex, maxTasks } = arrayLimits();
  const [list = '', limit] = spec.split('%');
  const throttle = limit === undefined ? null : Number(limit);
  if (throttle === 0) throw refuse('jobs_array_zero');
  const indices = new Set<number>();
  for (const part of list.split(',')) {
    const range = rangeOf(part);
    if (!range) continue;
    const { from, to, step } = range;
    if (step === 0) throw refuse('jobs_array_zero');
    if (to < from) throw refuse('jobs_array_backwards', { from, to });
    if (to > maxIndex) throw refuse('jobs_array_index_too_high', { index: to, max: maxIndex });
    for (let i = from; i <= to; i += step) {
      indices.add(i);
      if (indices.size > maxTasks) throw refuse('jobs_array_too_many', { max: maxTasks });
    }
  }
  return { indices: [...indices].sort((a, b) => a - b), throttle };
}

/** Indices as Slurm's shortest spec (`1,3-5,9`), with the throttle when there is one. */
export function arraySpecOf(indices: number[], throttle: number | null): string {
  const sorted = [...new Set(indices)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j++;
    parts.push(j > i ? `${sorted[i]}-${sorted[j]}` : String(sorted[i]));
    i = j + 1;
  }
  return parts.join(',') + (throttle ? `%${throttle}` : '');
}

/**
 * The indices of slurmctld's `array_task_string` for an array's tasks that have not started ("2-9%4", "1,3,5-7"):
 * the same syntax, its limit ignored; an empty list for what it cannot read.
 */
export function pendingIndices(taskString: string): number[] {
  const indices: number[] = [];
  for (const part of (taskString.split('%')[0] ?? '').split(',')) {
    const range = rangeOf(part);
    if (!range) continue;
    const step = Math.max(1, range.step);
    for (let i = range.from; i <= range.to && indices.length < 100_000; i += step) indices.push(i);
  }
  return indices;
}
