/**
 * The current time for live figures (a running job's run time and time left): one clock per period shared by every
 * component that shows it, ticking only while one is mounted.
 *
 * The clock's reading changes only outside render: when its timer ticks and when its first listener subscribes (an
 * idle clock catches up then, and React renders once more with the new reading). Reading it during render never
 * changes it, as useSyncExternalStore requires: a snapshot that moved between render and commit made React render
 * again and again (error #185 on a jobs page with many running jobs on a slow machine). `subscribe` and `read` are
 * made once per clock, so a re-render never re-subscribes.
 */
import { useSyncExternalStore } from 'react';

interface Clock {
  now: number;
  listeners: Set<() => void>;
  timer?: ReturnType<typeof setInterval>;
  subscribe: (listener: () => void) => () => void;
  read: () => number;
}

const clocks = new Map<number, Clock>();

function makeClock(periodMs: number): Clock {
  const clock: Clock = {
    now: Date.now(),
    listeners: new Set(),
    read: () => clock.now,
    subscribe: (listener) => {
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
    },
  };
  return clock;
}

function clockOf(periodMs: number): Clock {
  let clock = clocks.get(periodMs);
  if (!clock) {
    clock = makeClock(periodMs);
    clocks.set(periodMs, clock);
  }
  return clock;
}

/**
 * Epoch milliseconds, renewed every `periodMs` (default 1 s) while the component is mounted. A component mounting on
 * an idle clock may render once with its last reading, then at once with the current one.
 */
export function useNow(periodMs = 1000): number {
  const clock = clockOf(periodMs);
  return useSyncExternalStore(clock.subscribe, clock.read);
}
