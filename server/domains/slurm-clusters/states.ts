/**
 * Slurm job states to the console's statuses (ADR 0039), used until the engine layer's own mapping
 * (server/slurm/states.ts, part A of issue 17) lands with the same signature. Nothing is lost: the state itself is
 * the detail, kept in jobs.scheduler_state and shown on the job's page.
 */
import type { ConsoleStatus, SlurmJob } from './slurm-types';

/** Exit code of a job its time limit ends (as GNU timeout reports it; the simulator's too). */
export const TIMEOUT_EXIT_CODE = 124;
/** Exit code of a job killed for its memory (SIGKILL). */
export const OUT_OF_MEMORY_EXIT_CODE = 137;

const PENDING = new Set(['PENDING', 'CONFIGURING', 'REQUEUED', 'REQUEUE_HOLD', 'REQUEUE_FED', 'RESV_DEL_HOLD']);
const RUNNING = new Set(['RUNNING', 'COMPLETING', 'STAGE_OUT', 'SIGNALING', 'RESIZING', 'UPDATE_DB', 'POWER_UP_NODE']);
const STOPPED = new Set(['SUSPENDED', 'STOPPED']);
const FAILED = new Set(['FAILED', 'NODE_FAIL', 'BOOT_FAIL', 'PREEMPTED', 'DEADLINE', 'SPECIAL_EXIT', 'REVOKED']);

export function consoleStatus(job: SlurmJob): { status: ConsoleStatus; exitCode: number | null; detail: string } {
  const state = job.state.toUpperCase();
  const detail = job.reason && job.reason !== 'None' && state === 'PENDING' ? `${state} (${job.reason})` : state;
  if (PENDING.has(state)) return { status: 'pending', exitCode: null, detail };
  if (RUNNING.has(state)) return { status: 'running', exitCode: null, detail };
  if (STOPPED.has(state)) return { status: 'stopped', exitCode: null, detail };
  if (state === 'CANCELLED') return { status: 'cancelled', exitCode: job.exitCode, detail };
  if (state === 'COMPLETED') {
    const code = job.exitCode ?? 0;
    return { status: code === 0 ? 'finished' : 'exited', exitCode: code, detail };
  }
  if (state === 'TIMEOUT') return { status: 'exited', exitCode: TIMEOUT_EXIT_CODE, detail };
  if (state === 'OUT_OF_MEMORY') return { status: 'exited', exitCode: job.exitCode || OUT_OF_MEMORY_EXIT_CODE, detail };
  if (FAILED.has(state)) return { status: 'exited', exitCode: job.exitCode || (job.signal ? 128 + job.signal : 1), detail };
  return { status: 'unknown', exitCode: job.exitCode, detail };
}
