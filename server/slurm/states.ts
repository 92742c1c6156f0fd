/**
 * Slurm's job and node states as the console's statuses, without losing the original: `detail` keeps the
 * raw state (and flags, reason, exit) for the job's page.
 *
 * Jobs (base state -> status, exit code):
 *
 * | Slurm base state | status    | exit code                                                   |
 * |------------------|-----------|-------------------------------------------------------------|
 * | PENDING          | pending   | null; `stopped` when held by its user (reason JobHeldUser)  |
 * | RUNNING          | running   | null                                                        |
 * | SUSPENDED        | stopped   | null                                                        |
 * | COMPLETED        | finished  | Slurm's (0)                                                 |
 * | CANCELLED        | cancelled | Slurm's, if any                                             |
 * | FAILED           | exited    | Slurm's non-zero exit, else 128 + signal, else 1            |
 * | TIMEOUT          | exited    | Slurm's non-zero exit, else 124 (what `timeout` exits with) |
 * | DEADLINE         | exited    | Slurm's non-zero exit, else 124                             |
 * | OUT_OF_MEMORY    | exited    | Slurm's non-zero exit, else 137 (128 + SIGKILL)             |
 * | PREEMPTED        | exited    | Slurm's non-zero exit, else 143 (128 + SIGTERM); pending when REQUEUED |
 * | NODE_FAIL        | exited    | Slurm's non-zero exit, else 128 + signal, else 1            |
 * | BOOT_FAIL        | exited    | Slurm's non-zero exit, else 1                               |
 * | anything else    | unknown   | Slurm's, if any                                             |
 *
 * State flags, which v0.0.36-38 report instead of the base state (then the base is unknown) and v0.0.39+ beside it:
 *
 * | flag                               | status                                                          |
 * |------------------------------------|-----------------------------------------------------------------|
 * | REQUEUED, REQUEUE_FED              | pending (it runs again)                                         |
 * | REQUEUE_HOLD, SPECIAL_EXIT, RESV_DEL_HOLD | stopped (held until released)                            |
 * | STOPPED (SIGSTOP'ed)               | stopped                                                         |
 * | CONFIGURING, POWER_UP_NODE         | pending (nodes are being readied; the script has not started)   |
 * | COMPLETING, STAGE_OUT, SIGNALING, RESIZING, UPDATE_DB | the base state's status; running when the base is not given (the final state follows) |
 * | REVOKED                            | cancelled (a federation sibling withdrawn)                      |
 *
 * Nodes: see consoleNodeStatus.
 */
import type { SlurmJob, SlurmNode } from './types';

export type ConsoleJobStatus = 'pending' | 'running' | 'finished' | 'exited' | 'stopped' | 'cancelled' | 'unknown';

export interface ConsoleJobState {
  status: ConsoleJobStatus;
  exitCode: number | null;
  /** Raw state, flags, reason and exit, for the job's page: 'TIMEOUT', 'FAILED (exit 3)', 'PENDING (Resources)'. */
  detail: string;
  /** Why a pending job waits (schemas/common.json PendingReason); null unless the status is pending. */
  pendingReason: PendingReason | null;
}

/** The console's words for why a job waits (schemas/common.json PendingReason, ADR 0056). */
export type PendingReason =
  | 'accepted'
  | 'no_cluster_account'
  | 'scheduling'
  | 'priority'
  | 'resources'
  | 'dependency'
  | 'dependency_never_satisfied'
  | 'held'
  | 'limit'
  | 'queue_limit'
  | 'nodes_unavailable'
  | 'queue_unavailable'
  | 'begin_time'
  | 'array_throttle'
  | 'other';

/**
 * Slurm's reason codes (its job_reason names, the first word of state_reason: "ReqNodeNotAvail, UnavailableNodes:…")
 * as the console's categories; the code itself stays in the job's scheduler state.
 *
 * | Slurm reason                                                        | category                   |
 * |---------------------------------------------------------------------|----------------------------|
 * | none given, None                                                    | scheduling                 |
 * | Priority                                                            | priority                   |
 * | Resources, Licenses                                                 | resources                  |
 * | Dependency                                                          | dependency                 |
 * | DependencyNeverSatisfied                                            | dependency_never_satisfied |
 * | JobHeldAdmin, JobHeldUser, launch failed requeued held, Requeued…   | held                       |
 * | QOS… and Assoc… limits (QOSMaxCpuPerUserLimit, AssocGrpCpuLimit…)   | limit                      |
 * | PartitionNodeLimit, PartitionTimeLimit, PartitionConfig, BadConstraints | queue_limit            |
 * | ReqNodeNotAvail, NodeDown, FrontEndDown, Reservation                | nodes_unavailable          |
 * | PartitionDown, PartitionInactive                                    | queue_unavailable          |
 * | BeginTime                                                           | begin_time                 |
 * | JobArrayTaskLimit (an array's %N)                                   | array_throttle             |
 * | anything else (InvalidAccount, InvalidQOS…)                          | other                      |
 */
const REASONS: Record<string, PendingReason> = {
  None: 'scheduling',
  Priority: 'priority',
  Resources: 'resources',
  Licenses: 'resources',
  Dependency: 'dependency',
  DependencyNeverSatisfied: 'dependency_never_satisfied',
  JobHeldAdmin: 'held',
  JobHeldUser: 'held',
  PartitionNodeLimit: 'queue_limit',
  PartitionTimeLimit: 'queue_limit',
  PartitionConfig: 'queue_limit',
  BadConstraints: 'queue_limit',
  ReqNodeNotAvail: 'nodes_unavailable',
  NodeDown: 'nodes_unavailable',
  FrontEndDown: 'nodes_unavailable',
  Reservation: 'nodes_unavailable',
  PartitionDown: 'queue_unavailable',
  PartitionInactive: 'queue_unavailable',
  BeginTime: 'begin_time',
  JobArrayTaskLimit: 'array_throttle',
};
const NOT_LIMITS = new Set(['QOSNotAllowed', 'AssocNotAllowed']);

export function pendingReasonOf(reason: string | null): PendingReason {
  const code = reason?.split(/[,\s]/)[0] ?? '';
  if (code === '') return 'scheduling';
  const known = REASONS[code];
  if (known) return known;
  if (/held/i.test(reason ?? '')) return 'held';
  if (/^(QOS|Assoc)/.test(code) && !NOT_LIMITS.has(code)) return 'limit';
  return 'other';
}

const ENDED_WITH_CODE: Record<string, number | 'signal'> = {
  FAILED: 'signal',
  NODE_FAIL: 'signal',
  TIMEOUT: 124,
  DEADLINE: 124,
  OUT_OF_MEMORY: 137,
  PREEMPTED: 143,
  BOOT_FAIL: 1,
};

const FLAG_STATUS: Record<string, ConsoleJobStatus> = {
  REQUEUED: 'pending',
  REQUEUE_FED: 'pending',
  REQUEUE_HOLD: 'stopped',
  SPECIAL_EXIT: 'stopped',
  RESV_DEL_HOLD: 'stopped',
  STOPPED: 'stopped',
  CONFIGURING: 'pending',
  POWER_UP_NODE: 'pending',
  REVOKED: 'cancelled',
};
/** Flags that leave the base state's meaning; alone (v0.0.36-38), the job is still winding up: running. */
const PASSING_FLAGS = new Set(['COMPLETING', 'STAGE_OUT', 'SIGNALING', 'RESIZING', 'UPDATE_DB']);

const HELD_BY_USER = 'JobHeldUser';

function detailOf(job: SlurmJob, ended: boolean): string {
  const raw = [job.state, ...job.flags.filter((f) => f !== job.state)].join('+');
  if (job.state === 'FAILED' || job.state === 'NODE_FAIL') {
    if (job.exitCode !== null && job.exitCode !== 0) return `${raw} (exit ${job.exitCode})`;
    if (job.signal !== null) return `${raw} (signal ${job.signal})`;
  }
  if (!ended && job.reason) return `${raw} (${job.reason})`;
  return raw;
}

function baseStatus(job: SlurmJob): { status: ConsoleJobStatus; exitCode: number | null } {
  switch (job.state) {
    case 'PENDING':
      return { status: job.reason === HELD_BY_USER ? 'stopped' : 'pending', exitCode: null };
    case 'RUNNING':
      return { status: 'running', exitCode: null };
    case 'SUSPENDED':
      return { status: 'stopped', exitCode: null };
    case 'COMPLETED':
      return { status: 'finished', exitCode: job.exitCode ?? 0 };
    case 'CANCELLED':
      return { status: 'cancelled', exitCode: job.exitCode };
    default: {
      const fallback = ENDED_WITH_CODE[job.state];
      if (fallback === undefined) return { status: 'unknown', exitCode: job.exitCode };
      if (job.exitCode !== null && job.exitCode !== 0) return { status: 'exited', exitCode: job.exitCode };
      if (fallback !== 'signal') return { status: 'exited', exitCode: fallback };
      return { status: 'exited', exitCode: job.signal !== null ? 128 + job.signal : 1 };
    }
  }
}

const reasonIf = (status: ConsoleJobStatus, job: SlurmJob): PendingReason | null =>
  status === 'pending' ? pendingReasonOf(job.reason) : null;

export function consoleStatus(job: SlurmJob): ConsoleJobState {
  const flagOnly = PASSING_FLAGS.has(job.state) || FLAG_STATUS[job.state] !== undefined;
  // A flag that changes the meaning wins over the base state (PREEMPTED and REQUEUED: it waits to run again).
  const overriding = job.flags.map((f) => FLAG_STATUS[f]).find((s) => s !== undefined) ?? FLAG_STATUS[job.state];
  if (overriding) {
    const ended = overriding === 'cancelled';
    return {
      status: overriding,
      exitCode: ended ? job.exitCode : null,
      detail: detailOf(job, ended),
      pendingReason: reasonIf(overriding, job),
    };
  }
  if (flagOnly) return { status: 'running', exitCode: null, detail: detailOf(job, false), pendingReason: null };
  const { status, exitCode } = baseStatus(job);
  const ended = !['pending', 'running', 'stopped'].includes(status);
  return { status, exitCode, detail: detailOf(job, ended), pendingReason: reasonIf(status, job) };
}

/** The console's node statuses (schemas/common.json NodeStatus, HealthStatus). */
export type ConsoleNodeStatus = 'pending' | 'active' | 'stopped' | 'starting' | 'stopping' | 'restarting';
export type ConsoleNodeHealth = 'fetching' | 'healthy' | 'unhealthy';

export interface ConsoleNodeState {
  status: ConsoleNodeStatus;
  health: ConsoleNodeHealth;
  /** How busy an active node is: its share of allocated CPUs as Slurm names it. */
  load: 'idle' | 'mixed' | 'allocated' | null;
  /** Raw state, flags and reason: 'IDLE', 'DOWN (set by the test harness)', 'IDLE+DRAIN (maintenance)'. */
  detail: string;
}

/**
 * Nodes (base state, then flags):
 *
 * | Slurm                                   | status     | health    |
 * |-----------------------------------------|------------|-----------|
 * | IDLE, MIXED, ALLOCATED, COMPLETING      | active     | healthy   |
 * | DOWN                                    | stopped    | unhealthy |
 * | ERROR                                   | active     | unhealthy |
 * | FUTURE, UNKNOWN                         | pending    | fetching  |
 * | flag DRAIN (DRAINING with jobs on it)   | stopping while it has jobs, then stopped | (the base's) |
 * | flag NOT_RESPONDING, FAIL               | (the base's) | unhealthy |
 * | flag POWERING_UP / POWER_UP             | starting   | fetching  |
 * | flag POWERED_DOWN                       | stopped    | (the base's) |
 * | flag POWERING_DOWN / POWER_DOWN         | stopping   | (the base's) |
 * | flag REBOOT_REQUESTED / REBOOT_ISSUED   | restarting | (the base's) |
 * | anything else                           | pending    | fetching  |
 */
export function consoleNodeStatus(node: SlurmNode): ConsoleNodeState {
  // sinfo's suffixes (DOWN*, IDLE~…) and v0.0.36's combined names (DRAINED, DRAINING).
  const base = node.state.toUpperCase().replace(/[*~#!%$@^-]+$/, '');
  const flags = new Set((node.stateFlags ?? []).map((f) => f.toUpperCase()));
  const drain = flags.has('DRAIN') || base === 'DRAINED' || base === 'DRAINING' || base === 'DRAIN';
  const busy = node.allocCpus > 0 || base === 'ALLOCATED' || base === 'MIXED' || base === 'DRAINING';
  let status: ConsoleNodeStatus = 'pending';
  let health: ConsoleNodeHealth = 'fetching';
  let load: ConsoleNodeState['load'] = null;
  if (['IDLE', 'MIXED', 'ALLOCATED', 'COMPLETING', 'DRAINED', 'DRAINING', 'DRAIN'].includes(base)) {
    status = 'active';
    health = 'healthy';
    load = base === 'IDLE' || base === 'DRAINED' || !busy ? 'idle' : base === 'MIXED' || node.allocCpus < node.cpus ? 'mixed' : 'allocated';
  } else if (base === 'DOWN') {
    status = 'stopped';
    health = 'unhealthy';
  } else if (base === 'ERROR') {
    status = 'active';
    health = 'unhealthy';
  }
  if (drain) status = busy ? 'stopping' : 'stopped';
  if (flags.has('NOT_RESPONDING') || flags.has('FAIL')) health = 'unhealthy';
  if (flags.has('POWERING_UP') || flags.has('POWER_UP')) status = 'starting';
  if (flags.has('POWERED_DOWN')) status = 'stopped';
  if (flags.has('POWERING_DOWN') || flags.has('POWER_DOWN')) status = 'stopping';
  if (flags.has('REBOOT_REQUESTED') || flags.has('REBOOT_ISSUED')) status = 'restarting';
  if (status !== 'active') load = null;
  const raw = [base, ...[...flags].filter((f) => f !== base)].join('+');
  return { status, health, load, detail: node.reason ? `${raw} (${node.reason})` : raw };
}
