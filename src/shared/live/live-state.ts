/**
 * Whether this tab hears the gateway's live stream now (ADR 0055), and the one rule the console's polling follows:
 * a list or a page polls only while the stream is down. Small and loaded with the first screen; the stream itself
 * (live-stream.ts) is loaded after it.
 */
let up = false;
const downListeners = new Set<() => void>();

export function setLiveUp(value: boolean): void {
  up = value;
  if (!value) for (const listener of [...downListeners]) listener();
}

/** Called whenever the stream goes down; answers the function that stops calling it. */
export function onLiveDown(listener: () => void): () => void {
  downListeners.add(listener);
  return () => {
    downListeners.delete(listener);
  };
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
