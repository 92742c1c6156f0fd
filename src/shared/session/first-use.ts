/**
 * The first-use flag (spec section 4): set when the user has no cluster, cleared when at least one exists. The
 * cluster list (cluster/list) decides it from its answers; any screen may read it (e.g. to guide a first cluster).
 * It lives for the page's session: spec section 9 names no storage key for it. Unknown (null) until decided.
 */
import { useSyncExternalStore } from 'react';

let firstUse: boolean | null = null;
const listeners = new Set<() => void>();

export function setFirstUse(value: boolean): void {
  if (firstUse === value) return;
  firstUse = value;
  for (const listener of listeners) listener();
}

export function getFirstUse(): boolean | null {
  return firstUse;
}

/** Forgets the flag (sign-out, zone switch, tests). */
export function resetFirstUse(): void {
  firstUse = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFirstUse(): boolean | null {
  return useSyncExternalStore(subscribe, getFirstUse, getFirstUse);
}

/**
 * What a cluster/list answer of the user's own clusters says about the flag: any cluster clears it; no cluster
 * sets it only when nothing narrowed the list (no search word, no type filter, the default statuses or none);
 * otherwise it says nothing (undefined).
 */
export function firstUseFromList(answer: { total_count: number }, narrowed: boolean): boolean | undefined {
  if (answer.total_count > 0) return false;
  return narrowed ? undefined : true;
}
