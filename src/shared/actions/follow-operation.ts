/**
 * Following an asynchronous change: every change answers a job_id (AsyncJobResponse), which the operation log
 * (listOperations, the /logs page) lists with its status. The console reads the log, narrowed by the job_id as the
 * search word, until the operation is successful or failed: again at each notice of the live stream's operations
 * topic while the stream is up (ADR 0055), every FOLLOW_INTERVAL_MS while it is down. Not tied to a component: a
 * dialog may close while its change is still followed. The simulation portal's changes are followed in its own log
 * (`log: simulationOperationLog`).
 */
import type { QueryClient } from '@tanstack/react-query';
import { isGatewayError } from '@/api/gateway';
import type { Operation } from '@/api/generated/model/operation';
import { isLiveUp } from '@/shared/live/live-state';
import { topicMark, untilTopic } from '@/shared/live/live-topics';
import { hpcOperationLog, type OperationLogReader } from './operation-logs';

/** How often the log is asked while the operation is under way and the live stream is down. */
export const FOLLOW_INTERVAL_MS = 2_000;
/** While the stream is up the log is asked again at its notice, and after this long without one. */
export const FOLLOW_LIVE_INTERVAL_MS = 15_000;
/** Both logs' reads name this topic in the contract's x-live. */
const LOG_TOPIC = 'operations';
/** How long an operation is followed at most (the longest time-out of spec section 9). */
export const FOLLOW_TIMEOUT_MS = 15 * 60_000;
/** Transient failures (time-out, network, 5xx) tolerated in a row before giving up. */
const MAX_TRANSIENT_FAILURES = 3;

export class OperationFailedError extends Error {
  readonly operation: Operation;

  constructor(operation: Operation) {
    super(operation.error_message ?? '');
    this.name = 'OperationFailedError';
    this.operation = operation;
  }
}

export class OperationTimeoutError extends Error {
  readonly jobId: string;

  constructor(jobId: string) {
    super(jobId);
    this.name = 'OperationTimeoutError';
    this.jobId = jobId;
  }
}

export interface FollowOptions {
  intervalMs?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The operation log the change is recorded in (the HPC log unless said otherwise). */
  log?: OperationLogReader;
  /** Each status the operation is seen in (pending, working, …). */
  onStatus?(operation: Operation): void;
}

const defaults = { intervalMs: FOLLOW_INTERVAL_MS, timeoutMs: FOLLOW_TIMEOUT_MS };

/** Changes the default polling period and limit (tests). */
export function configureFollow(next: Partial<typeof defaults>): void {
  Object.assign(defaults, next);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

function isTransient(error: unknown): boolean {
  return isGatewayError(error) && (error.kind === 'timeout' || error.kind === 'network' || error.status >= 500);
}

/** The operation once it ended successful; throws OperationFailedError when it failed. */
export async function followOperation(client: QueryClient, jobId: string, options: FollowOptions = {}): Promise<Operation> {
  const intervalMs = options.intervalMs ?? defaults.intervalMs;
  const deadline = Date.now() + (options.timeoutMs ?? defaults.timeoutMs);
  const readLog = options.log ?? hpcOperationLog;
  let failures = 0;
  for (;;) {
    options.signal?.throwIfAborted();
    // Before the read: a notice of a change made while it is under way is not missed.
    const mark = topicMark(LOG_TOPIC);
    try {
      const data = await readLog(client, jobId);
      failures = 0;
      const operation = data.job_set.find((item) => item.job_id === jobId);
      if (operation) {
        options.onStatus?.(operation);
        if (operation.status === 'successful') return operation;
        if (operation.status === 'failed') throw new OperationFailedError(operation);
      }
    } catch (error) {
      if (!isTransient(error) || ++failures >= MAX_TRANSIENT_FAILURES) throw error;
    }
    if (Date.now() >= deadline) throw new OperationTimeoutError(jobId);
    if (isLiveUp() && failures === 0) await untilTopic(LOG_TOPIC, mark, FOLLOW_LIVE_INTERVAL_MS, options.signal);
    else await sleep(intervalMs, options.signal);
  }
}
