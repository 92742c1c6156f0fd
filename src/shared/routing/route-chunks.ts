/**
 * How many route chunks are on their way: the loading bar shows while a page's chunk (and its catalogs) loads, the
 * previous page staying on screen meanwhile (navigations render as transitions).
 */
import { useSyncExternalStore } from 'react';

let pending = 0;
const listeners = new Set<() => void>();

function change(by: number): void {
  pending += by;
  for (const listener of listeners) listener();
}

/**
 * Counts `loading` as pending until it settles. React starts a lazy page's load while it renders, when no store may
 * change, so the count goes up a microtask later (before the load can have settled).
 */
export function trackRouteChunk<T>(loading: Promise<T>): Promise<T> {
  queueMicrotask(() => change(1));
  const done = () => queueMicrotask(() => change(-1));
  loading.then(done, done);
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** True while a route chunk loads. */
export function useRouteChunkPending(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
}
