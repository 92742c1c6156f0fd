/**
 * Calls `apply` with the latest value at most once per `ms`: the first value at once, later ones at the end of the
 * interval (the last one always shown). An upload's progress events come tens of times a second per request; each
 * shown value re-renders and repaints the upload panel, which the browser then does instead of sending.
 */
export interface LatestEvery<T> {
  push(value: T): void;
  /** Drops a value still waiting (the upload ended: its final state is shown instead). */
  cancel(): void;
}

export function latestEvery<T>(ms: number, apply: (value: T) => void, now: () => number = Date.now): LatestEvery<T> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: { value: T } | undefined;
  const flush = () => {
    timer = undefined;
    if (!waiting) return;
    const { value } = waiting;
    waiting = undefined;
    last = now();
    apply(value);
  };
  return {
    push(value) {
      waiting = { value };
      if (timer) return;
      const wait = last + ms - now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      waiting = undefined;
    },
  };
}
