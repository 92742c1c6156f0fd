/**
 * Whether this tab hears the gateway's live stream now (ADR 0055), and the one rule the console's polling follows:
 * a list or a page polls only while the stream is down. Small and loaded with the first screen; the stream itself
 * (live-stream.ts) is loaded after it. A change being followed (follow-operation.ts) waits here for the next notice of
 * its topic instead of polling.
 */
let up = false;
/** How many notices of each topic this tab has heard. */
const heard = new Map<string, number>();
const waiters = new Set<() => void>();

const wakeAll = () => {
  for (const wake of [...waiters]) wake();
};

export function setLiveUp(value: boolean): void {
  up = value;
  // Down: a change waiting for a notice goes back to polling at once.
  if (!value) wakeAll();
}

export function isLiveUp(): boolean {
  return up;
}

/**
 * A query's polling interval, kept only while the live stream is down: while it is up, the stream says when to ask
 * again (live-queries.ts). Whenever the stream goes down or comes back every live query is asked again, which sets
 * its polling anew. Used as `refetchInterval: (query) => whileOffline(…)`.
 */
export function whileOffline(interval: number | false | undefined): number | false | undefined {
  return up ? false : interval;
}

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
    const done = () => {
      clearTimeout(timer);
      waiters.delete(check);
      signal?.removeEventListener('abort', abort);
    };
    const check = () => {
      if (topicMark(topic) !== mark || !up) {
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
    check();
  });
}
