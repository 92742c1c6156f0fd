/**
 * What a scheduler answers the console (ADR 0048). The console keeps the record of every job; one loop
 * (./scheduler-loop.ts) carries its records out over any adapter: the simulator (./simulator-adapter.ts) and a real
 * Slurm (../slurm-clusters/adapter.ts) are adapters. No request handler waits on an adapter.
 */
import type { Schema } from '../../http/handler-types';
import type { SchedulerKind } from '../cluster-schedulers';
import type { JobRow } from './rows';

/** Why a pending job waits (ADR 0056). */
export type PendingReason = Schema<'PendingReason'>;

export type { SchedulerKind };

/** The console's job statuses a scheduler state maps to (schemas/common.json JobStatus, less deleted). */
export type ConsoleJobStatus = 'pending' | 'running' | 'finished' | 'exited' | 'stopped' | 'cancelled' | 'unknown';

/** One job as its scheduler reports it. */
export interface SchedulerJobChange {
  schedulerJobId: string;
  /** The scheduler's own state ('RUNNING', 'TIMEOUT', 'COMPLETED' …). */
  state: string;
  startTime: Date | null;
  /** When the scheduler expects a pending job to start; null or absent when it has no estimate. */
  expectedStart?: Date | null;
  endTime: Date | null;
  /** The hosts it runs or ran on, comma-separated. */
  nodes: string;
  /** Whatever else the adapter needs to map the state (Slurm's flags, reason, exit code, signal). */
  raw?: unknown;
}

export interface ConsoleJobState {
  status: ConsoleJobStatus;
  exitCode: number | null;
  /** The raw state for the job's page (jobs.scheduler_state); null when the scheduler has nothing to add. */
  detail: string | null;
  /** Why a pending job waits; null when the status is not pending. */
  pendingReason: PendingReason | null;
}

/** What the scheduler took: its id, and the account and paths it runs the job with when it chose them. */
export interface Submitted {
  id: string;
  runAs?: string;
  workDir?: string;
  stdout?: string;
  stderr?: string;
}

/** The scheduler answered and will not run the job (no such partition, too many cores …): it ends cancelled. */
export interface Refused {
  refused: string;
}

/** The job cannot be handed over now (no cluster account for its user): it stays accepted, the reason reported. */
export interface Deferred {
  deferred: string;
  /** What the job's user is told while it waits (none: it waits as accepted, as for a moment). */
  reason?: PendingReason;
}

export interface InventoryNode {
  name: string;
  cpus: number;
  memoryMb: number;
  status: string;
  health: string;
  detail: string;
}

export interface InventoryPartition {
  name: string;
  isDefault: boolean;
  up: boolean;
  nodes: string[];
  /** The longest time limit a job of it may have (minutes); null or absent when the scheduler sets none. */
  maxTimeMin?: number | null;
}

export interface SchedulerInventory {
  nodes: InventoryNode[];
  partitions: InventoryPartition[];
}

/** What an ended job used, from its scheduler's accounting (ADR 0058). */
export interface JobUsageFigures {
  cpuSeconds: number;
  memoryPeakMb: number | null;
  /** The memory it had (MiB), asked for or given by default; null when not known. */
  memoryGivenMb: number | null;
  /** The time limit that applied (minutes), its own or its queue's; null when none. */
  timeLimitMin: number | null;
}

/** An ended job as its scheduler's accounting keeps it: how it ended, and what it used once the figures are in. */
export interface Accounted {
  change: SchedulerJobChange;
  usage: JobUsageFigures | null;
}

export interface SchedulerAdapter {
  readonly kind: SchedulerKind;
  /** Submits an accepted job; throws only when the scheduler cannot be reached (the job stays accepted). */
  submit(job: JobRow, now: Date): Promise<Submitted | Refused | Deferred>;
  /** Ends the job in the scheduler (the console stopped or deleted it); ending an ended job is no error. */
  cancel(job: JobRow, schedulerJobId: string, now: Date): Promise<void>;
  /** The jobs whose state moved since `since` (none given: every job it holds), as of `now`. */
  changesSince(since: Date | undefined, now: Date): Promise<SchedulerJobChange[]>;
  /** Its nodes and partitions; null when its nodes and queues are the console's own (the simulator). */
  inventory(): Promise<SchedulerInventory | null>;
  /** The console status of a scheduler state. */
  consoleStatus(change: SchedulerJobChange): ConsoleJobState;
  /**
   * A job as the scheduler's accounting keeps it, after its end and after the scheduler itself forgot it; null when
   * the accounting has no record of it. Absent: the scheduler keeps no accounting (the simulator writes its figures
   * itself).
   */
  accounted?(job: JobRow, schedulerJobId: string): Promise<Accounted | null>;
}
