/**
 * The notices this tab heard, by topic (ADR 0055): a change being followed (follow-operation.ts) waits here for the
 * next notice of its topic instead of polling. Loaded with the stream and with what follows a change, not with the
 * first screen (live-state.ts is).
 */
import { isLiveUp, onLiveDown } from './live-state';

/** How many notices of each topic this tab has heard. */
const heard = new Map<string, number>();
const waiters = new Set<() => void>();

const wakeAll = () => {
  for (const wake of [...waiters]) wake();
};

/** Topics this tab heard notices of (every notice, whether or not a query is asked again at once). */
export function noteTopics(topics: readonly string[]): void {
  for (const topic of topics) heard.set(topic, (heard.get(topic) ?? 0) + 1);
  if (topics.length) wakeAll();
}

/** A mark to wait from: take it before reading, so that a notice heard during the read is not missed. */
export function topicMark(topic: string): number {
  return heard.get(topic) ?? 0;
}

/**
 * Resolves when a notice of `topic` came after `mark`, when the stream goes down, or after `ms` (a notice is never
 * the only way on); rejects with the signal's reason when it is aborted.
 */
export function untilTopic(topic: string, mark: number, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    let stopListening = () => {};
    const done = () => {
      clearTimeout(timer);
      waiters.delete(check);
      stopListening();
      signal?.removeEventListener('abort', abort);
    };
    const check = () => {
      if (topicMark(topic) !== mark || !isLiveUp()) {
        done();
        resolve();
      }
    };
    const abort = () => {
      done();
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      done();
      resolve();
    }, ms);
    if (signal?.aborted) return abort();
    signal?.addEventListener('abort', abort, { once: true });
    waiters.add(check);
    // Down: the change goes back to polling at once.
    stopListening = onLiveDown(check);
    check();
  });
}
