/**
 * One request per intent: wraps an asynchronous change so that while a call is under way, the same call again (a
 * double click, Enter pressed twice, a click before the button shows its spinner) sends nothing and answers the
 * first call's promise. Calls with other arguments (another member removed from a list) are other intents and
 * run. `pending` is true while any call is under way; unlike a mutation's isPending, the guard itself is set
 * synchronously, before any re-render. Every change button of the console goes through it: useFollowedChange's run,
 * ActionDialog's confirm and the cluster creation's submit.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface OneAtATime<A extends unknown[], R> {
  /** Starts the work, or answers the promise of the same call under way. */
  run(...args: A): Promise<R>;
  /** A call is under way. */
  pending: boolean;
}

function intentOf(args: unknown[]): string {
  try {
    return JSON.stringify(args) ?? '';
  } catch {
    return '';
  }
}

export function useOneAtATime<A extends unknown[], R>(work: (...args: A) => Promise<R> | R): OneAtATime<A, R> {
  const latest = useRef(work);
  useEffect(() => {
    latest.current = work;
  });
  const underWay = useRef(new Map<string, Promise<R>>());
  const [pending, setPending] = useState(false);
  const run = useCallback((...args: A): Promise<R> => {
    const intent = intentOf(args);
    const earlier = underWay.current.get(intent);
    if (earlier) return earlier;
    setPending(true);
    const started = (async () => latest.current(...args))().finally(() => {
      underWay.current.delete(intent);
      if (underWay.current.size === 0) setPending(false);
    });
    underWay.current.set(intent, started);
    return started;
  }, []);
  return { run, pending };
}
