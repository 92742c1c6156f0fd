/**
 * What an ended job used against what it had (ADR 0058), as the job list and page show it: CPU time over cores × run
 * time, the memory peak over the memory it had, the run time over its time limit, and which of those it used under
 * a quarter of. A hint names only what the user chose (the cores always; memory and a time limit when asked for), and
 * only after a run of half a minute: a job that ends at once says nothing of its size.
 */
import type { Schema } from '../../http/handler-types';
import type { JobRow } from './rows';

/** A job that used less than this share of what it had is told so. */
export const UNDERUSED_BELOW = 0.25;
const HINT_AFTER_S = 30;

export type UsageRow = Pick<
  JobRow,
  'cores' | 'memory' | 'time_limit' | 'run_time' | 'cpu_seconds' | 'memory_peak' | 'memory_given' | 'limit_given' | 'usage_read'
>;

const share = (used: number | null, had: number | null | undefined): number | null =>
  used === null || !had ? null : Math.round((used / had) * 10_000) / 10_000;

export function usageOf(row: UsageRow): Schema<'JobUsage'> | undefined {
  if (!row.usage_read || row.cpu_seconds === null || row.cpu_seconds === undefined) return undefined;
  // A figure the scheduler had not set (0) is none already (server/slurm/accounted.ts).
  const memoryHad = row.memory_given ?? row.memory ?? null;
  const timeLimit = row.time_limit ?? row.limit_given ?? null;
  const usage = {
    cpu_time: Math.round(row.cpu_seconds * 100) / 100,
    cpu_efficiency: share(row.cpu_seconds, row.cores * row.run_time),
    memory_peak: row.memory_peak ?? null,
    ...(memoryHad ? { memory_had: memoryHad } : {}),
    memory_efficiency: share(row.memory_peak ?? null, memoryHad),
    time_limit: timeLimit,
    time_efficiency: share(row.run_time, timeLimit === null ? null : timeLimit * 60),
  };
  const low = (value: number | null) => value !== null && value < UNDERUSED_BELOW && row.run_time >= HINT_AFTER_S;
  const underused: Schema<'UsageKind'>[] = [];
  if (low(usage.cpu_efficiency)) underused.push('cpu');
  if (row.memory !== null && low(usage.memory_efficiency)) underused.push('memory');
  if (row.time_limit !== null && low(usage.time_efficiency)) underused.push('time');
  return { ...usage, underused };
}
