/**
 * The current time for live figures (a running job's run time and time left): one clock per period shared by every
 * component that shows it, ticking only while one is mounted.
 */
import { useSyncExternalStore } from 'react';

interface Clock {
  now: number;
  listeners: Set<() => void>;
  timer?: ReturnType<typeof setInterval>;
}

const clocks = new Map<number, Clock>();

function clockOf(periodMs: number): Clock {
  let clock = clocks.get(periodMs);
  if (!clock) {
    clock = { now: Date.now(), listeners: new Set() };
    clocks.set(periodMs, clock);
  }
  return clock;
}

function subscribe(clock: Clock, periodMs: number, listener: () => void): () => void {
  clock.listeners.add(listener);
  if (!clock.timer) {
    clock.now = Date.now();
    clock.timer = setInterval(() => {
      clock.now = Date.now();
      for (const notify of clock.listeners) notify();
    }, periodMs);
  }
  return () => {
    clock.listeners.delete(listener);
    if (!clock.listeners.size && clock.timer) {
      clearInterval(clock.timer);
      clock.timer = undefined;
    }
  };
}

/** Epoch milliseconds, renewed every `periodMs` (default 1 s) while the component is mounted. */
export function useNow(periodMs = 1000): number {
  const clock = clockOf(periodMs);
  // An idle clock catches up before it is read.
  if (!clock.timer) clock.now = Date.now();
  return useSyncExternalStore(
    (listener) => subscribe(clock, periodMs, listener),
    () => clock.now,
  );
}
