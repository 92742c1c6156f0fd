/**
 * slurmdbd's record of a job, as slurmrestd's /slurmdb/<v>/job/<id> answers it (v0.0.36-38 plain numbers; v0.0.39+
 * wrapped ones, read by `num`), into what the console keeps (ADR 0058). The job's own totals stay 0 in 22.05: the
 * CPU time is the sum of its steps' (batch, extern, each srun), the memory peak the largest task's of any step
 * (steps[].tres.requested.max, bytes). The figures are complete once the job and each of its steps have ended:
 * slurmctld sends a step's figures to slurmdbd when the step ends, and the job's end a moment apart.
 */
import { num, time as date } from './normalise';
import type { SlurmAccountedJob } from './types';

type Raw = Record<string, unknown>;

const MIB = 1024 * 1024;
const obj = (value: unknown): Raw => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {});
const arr = (value: unknown): Raw[] => (Array.isArray(value) ? value.map(obj) : []);

/** seconds + microseconds of a `{seconds, microseconds}` time. */
const seconds = (value: unknown): number => (num(obj(value).seconds) ?? 0) + (num(obj(value).microseconds) ?? 0) / 1e6;

const tresCount = (list: unknown, type: string): number | null => {
  const found = arr(list).find((t) => t.type === type);
  return found ? num(found.count) : null;
};

/** A count Slurm leaves at 0 while it is not set (a job's limit before slurmctld applies its partition's). */
const positive = (n: number | null): number | null => (n !== null && n > 0 ? n : null);

function stateOf(raw: Raw): string {
  const state = obj(raw.state).current ?? raw.state;
  const text = Array.isArray(state) ? state[0] : state;
  return typeof text === 'string' ? text.toUpperCase() : 'UNKNOWN';
}

/** The job's exit code (its return code; a signal's number when a signal ended it), null when not known. */
function exitOf(raw: Raw): { exitCode: number | null; signal: number | null } {
  const exit = obj(raw.exit_code);
  const code = num(exit.return_code);
  const signal = num(obj(obj(exit.signal).signal_id ?? obj(exit.signal).id).number ?? obj(exit.signal).signal_id);
  return { exitCode: code, signal: signal && signal > 0 ? signal : null };
}

export function normaliseAccounted(raw: Raw): SlurmAccountedJob {
  const time = obj(raw.time);
  const steps = arr(raw.steps);
  const peaks = steps.map((s) => tresCount(obj(obj(s.tres).requested).max, 'mem')).filter((n): n is number => n !== null);
  const tres = obj(raw.tres);
  const given = tresCount(tres.allocated, 'mem') ?? tresCount(tres.requested, 'mem');
  const array = obj(raw.array);
  const arrayId = num(array.job_id);
  const index = num(array.task_id);
  return {
    jobId: String(raw.job_id ?? ''),
    taskId: arrayId && index !== null ? `${arrayId}_${index}` : null,
    state: stateOf(raw),
    ...exitOf(raw),
    startTime: date(time.start),
    endTime: date(time.end),
    nodes: typeof raw.nodes === 'string' ? raw.nodes : '',
    complete: date(time.end) !== null && steps.length > 0 && steps.every((step) => date(obj(step.time).end) !== null),
    cpuSeconds: steps.reduce((sum, s) => sum + seconds(obj(s.time).total), 0),
    memoryPeakMb: peaks.length ? Math.ceil(Math.max(...peaks) / MIB) : null,
    memoryGivenMb: positive(given),
    timeLimitMin: positive(num(time.limit)),
  };
}
