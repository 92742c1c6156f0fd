/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { JobUsageCpuEfficiency } from './jobUsageCpuEfficiency';
import type { JobUsageMemoryPeak } from './jobUsageMemoryPeak';
import type { JobUsageMemoryEfficiency } from './jobUsageMemoryEfficiency';
import type { JobUsageTimeLimit } from './jobUsageTimeLimit';
import type { JobUsageTimeEfficiency } from './jobUsageTimeEfficiency';
import type { UsageKind } from './usageKind';

/**
 * What an ended job used against what it had, as seff reports it (ADR 0058). Each efficiency is a fraction (0.47 is 47 %), null where the job had no such figure.
 */
export interface JobUsage {
  /**
   * CPU seconds of all its processes (user and system).
   * @minimum 0
   */
  cpu_time: number;
  /**
   * cpu_time over cores × run time; null when it ran no whole second.
   * @minimum 0
   */
  cpu_efficiency: JobUsageCpuEfficiency;
  /**
   * The largest resident memory of one of its tasks, in MiB; null when not measured.
   * @minimum 0
   */
  memory_peak: JobUsageMemoryPeak;
  /**
   * The memory it had in MiB: what it asked for (per node × nodes), else what its scheduler gave it; absent when not known.
   * @minimum 1
   */
  memory_had?: number;
  /**
   * memory_peak over memory_had; null when either is not known.
   * @minimum 0
   */
  memory_efficiency: JobUsageMemoryEfficiency;
  /**
   * The time limit that applied, in minutes: the job's own, else its queue's; null when none.
   * @minimum 1
   */
  time_limit: JobUsageTimeLimit;
  /**
   * Run time over time_limit; null without a limit.
   * @minimum 0
   */
  time_efficiency: JobUsageTimeEfficiency;
  /** What it used under a quarter of (the hint's figures): cpu, memory, time. Only for a job that ran at least half a minute; memory and time only when the job asked for them. */
  underused: UsageKind[];
}
