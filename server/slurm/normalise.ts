/**
 * slurmrestd's answers, per API version, into the engine's types. The differences handled:
 * - v0.0.36-38 (Slurm 20.11-22.05): numbers are plain (times in epoch seconds, 0 = not set; NO_VAL/INFINITE as
 *   0xfffffffe/0xffffffff), `job_state` is ONE string that names a state flag instead of the base state while one is
 *   set (job_state_string: COMPLETING, CONFIGURING, REQUEUED… come first), `exit_code` is the raw wait status
 *   (exit 3 -> 768 = 3 << 8; killed by signal 9 -> 9), node states are lower case with `state_flags` beside them
 *   (v0.0.36: no state_flags, partitions nor alloc_cpus), partition `nodes` is a host list expression and the default
 *   partition has flag 'default'. v0.0.36 names the output paths `standard_out`/`standard_in` on submission.
 * - v0.0.39/40 (Slurm 23.02/23.11): numbers are objects `{set, infinite, number}`, `job_state` and node `state` are
 *   arrays (base state and flags), `exit_code` is `{status: [...], return_code: {…}, signal: {id: {…}, name}}`,
 *   partitions nest `nodes.configured`, `cpus.total`, `maximums.time`, `partition.state` and `defaults.time`.
 */
import type { SlurmJob, SlurmNode, SlurmPartition } from './types';

type Raw = Record<string, unknown>;

/** Slurm's NO_VAL and INFINITE (32 bit): "not set" in v0.0.36-38's plain numbers. */
const NO_VAL_32 = 0xfffffffe;

/** The base job states (JOB_STATE_BASE). */
export const JOB_BASE_STATES = [
  'PENDING',
  'RUNNING',
  'SUSPENDED',
  'COMPLETED',
  'CANCELLED',
  'FAILED',
  'TIMEOUT',
  'NODE_FAIL',
  'PREEMPTED',
  'BOOT_FAIL',
  'DEADLINE',
  'OUT_OF_MEMORY',
] as const;
const BASE = new Set<string>(JOB_BASE_STATES);

/** A plain number, or v0.0.39+'s `{set, infinite, number}`; null when not set, infinite or NO_VAL. */
export function num(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value < NO_VAL_32 ? value : null;
  if (value && typeof value === 'object') {
    const v = value as Raw;
    if (v.set === false || v.infinite === true) return null;
    return typeof v.number === 'number' ? v.number : null;
  }
  return null;
}

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Epoch seconds (plain or object) -> Date; 0 and unset -> null. */
export function time(value: unknown): Date | null {
  const n = num(value);
  return n === null || n <= 0 ? null : new Date(n * 1000);
}

function strings(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string').map((v) => v.toUpperCase());
  if (typeof value === 'string' && value !== '') return value.split(/[+,]/).map((v) => v.toUpperCase());
  return [];
}

/** The base state and flags of a job_state (string or array). */
export function jobState(value: unknown): { state: string; flags: string[] } {
  const all = strings(value);
  const base = all.find((s) => BASE.has(s));
  const flags = all.filter((s) => s !== base);
  return { state: base ?? all[0] ?? 'UNKNOWN', flags };
}

/** Exit status and signal: a raw wait status (v0.0.36-38) or the verbose object (v0.0.39+). */
export function exitOf(value: unknown): { exitCode: number | null; signal: number | null } {
  if (typeof value === 'number') {
    if (value >= NO_VAL_32 || value < 0) return { exitCode: null, signal: null };
    const signal = value & 0x7f;
    return signal !== 0 ? { exitCode: null, signal } : { exitCode: (value >> 8) & 0xff, signal: null };
  }
  if (value && typeof value === 'object') {
    const v = value as Raw;
    const signalObject = (v.signal ?? {}) as Raw;
    const signal = num(signalObject.id ?? signalObject.signal_id);
    const code = num(v.return_code);
    if (signal !== null && signal !== 0) return { exitCode: null, signal };
    return { exitCode: code, signal: null };
  }
  return { exitCode: null, signal: null };
}

/** A job that has not ended has no exit code yet (Slurm reports 0 for it). */
const NOT_ENDED = new Set(['PENDING', 'RUNNING', 'SUSPENDED', 'CONFIGURING', 'REQUEUED', 'RESIZING', 'REQUEUE_HOLD', 'REQUEUE_FED']);

/**
 * A job array's part of a record (ADR 0061): array_job_id is 0 for a job that is not a task; a record of tasks not yet
 * started has no array_task_id (NO_VAL) and names their indices in array_task_string.
 */
function arrayOf(raw: Raw): Pick<SlurmJob, 'arrayJobId' | 'arrayTaskId' | 'arrayPending'> {
  const arrayJobId = num(raw.array_job_id);
  if (!arrayJobId) return { arrayJobId: null, arrayTaskId: null, arrayPending: null };
  const taskId = num(raw.array_task_id);
  return { arrayJobId: String(arrayJobId), arrayTaskId: taskId, arrayPending: taskId === null ? str(raw.array_task_string) : null };
}

export function normaliseJob(raw: Raw): SlurmJob {
  const { state, flags } = jobState(raw.job_state);
  const ended = !NOT_ENDED.has(state);
  const exit = ended ? exitOf(raw.exit_code) : { exitCode: null, signal: null };
  return {
    jobId: String(num(raw.job_id) ?? raw.job_id ?? ''),
    name: str(raw.name) ?? '',
    user: str(raw.user_name) ?? String(num(raw.user_id) ?? ''),
    partition: str(raw.partition) ?? '',
    state,
    flags,
    reason: str(raw.state_reason) === 'None' ? null : str(raw.state_reason),
    exitCode: exit.exitCode,
    signal: exit.signal,
    submitTime: time(raw.submit_time),
    // A pending job's start_time is the backfill's plan: when it should start, not when it did.
    startTime: state === 'PENDING' ? null : time(raw.start_time),
    expectedStart: state === 'PENDING' ? time(raw.start_time) : null,
    endTime: ended ? time(raw.end_time) : null,
    nodes: str(raw.nodes) ?? '',
    cpus: num(raw.cpus) ?? 0,
    timeLimitMin: num(raw.time_limit),
    stdout: str(raw.standard_output),
    stderr: str(raw.standard_error),
    cwd: str(raw.current_working_directory),
    ...arrayOf(raw),
  };
}

export function normaliseNode(raw: Raw): SlurmNode {
  const states = strings(raw.state);
  const flags = [...states.slice(1), ...strings(raw.state_flags)];
  const cpus = num(raw.cpus) ?? 0;
  const state = states[0] ?? 'UNKNOWN';
  const alloc = num(raw.alloc_cpus) ?? (num(raw.idle_cpus) !== null ? cpus - (num(raw.idle_cpus) ?? 0) : state === 'ALLOCATED' ? cpus : 0);
  return {
    name: str(raw.name) ?? '',
    state,
    stateFlags: flags,
    cpus,
    allocCpus: alloc,
    memoryMb: num(raw.real_memory) ?? 0,
    partitions: Array.isArray(raw.partitions) ? raw.partitions.filter((p): p is string => typeof p === 'string') : [],
    reason: str(raw.reason),
  };
}

/** A Slurm host list expression ('vm', 'node[01-03,7],gpu1') -> host names. */
export function expandHostList(expression: string): string[] {
  const hosts: string[] = [];
  for (const part of expression.match(/[^,[]+(\[[^\]]*\])?[^,]*/g) ?? []) {
    const bracket = /^(.*)\[([^\]]*)\](.*)$/.exec(part);
    if (!bracket) {
      if (part !== '') hosts.push(part);
      continue;
    }
    const [, prefix, ranges, suffix] = bracket as unknown as [string, string, string, string];
    for (const range of ranges.split(',')) {
      const [from, to] = range.split('-') as [string, string | undefined];
      if (to === undefined) {
        hosts.push(`${prefix}${from}${suffix}`);
        continue;
      }
      for (let n = Number(from); n <= Number(to); n++) hosts.push(`${prefix}${String(n).padStart(from.length, '0')}${suffix}`);
    }
  }
  return hosts;
}

export function normalisePartition(raw: Raw): SlurmPartition {
  const nested = (key: string): Raw => (raw[key] && typeof raw[key] === 'object' && !Array.isArray(raw[key]) ? (raw[key] as Raw) : {});
  const nodes = typeof raw.nodes === 'string' ? raw.nodes : (str(nested('nodes').configured) ?? '');
  const state = str(raw.state) ?? strings(nested('partition').state)[0] ?? 'UNKNOWN';
  const flags = strings(raw.flags);
  const partitionFlags = strings(nested('partition').flags ?? nested('flags').flags);
  return {
    name: str(raw.name) ?? '',
    state: state.toUpperCase(),
    nodes: expandHostList(nodes),
    totalCpus: num(raw.total_cpus) ?? num(nested('cpus').total) ?? 0,
    maxTimeMin: num(raw.max_time_limit) ?? num(nested('maximums').time),
    isDefault: flags.includes('DEFAULT') || partitionFlags.includes('DEFAULT') || raw.default === true,
    defaultTimeMin: num(raw.default_time_limit) ?? num(nested('defaults').time),
  };
}
