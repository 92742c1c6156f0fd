import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { latestEvery } from './latest-every';

describe('latestEvery', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the first value at once, then the latest once per interval, and always the last one', () => {
    const shown: number[] = [];
    const progress = latestEvery(200, (v: number) => shown.push(v));
    progress.push(1);
    expect(shown).toEqual([1]);
    for (let v = 2; v <= 30; v++) {
      vi.advanceTimersByTime(10);
      progress.push(v);
    }
    // 290 ms of events every 10 ms: the first, the latest at 200 ms, and nothing else yet.
    expect(shown).toEqual([1, 20]);
    vi.advanceTimersByTime(200);
    expect(shown).toEqual([1, 20, 30]);
    // Quiet for longer than the interval: the next value shows at once.
    vi.advanceTimersByTime(500);
    progress.push(31);
    expect(shown).toEqual([1, 20, 30, 31]);
  });

  it('drops a waiting value when cancelled (the upload ended)', () => {
    const shown: number[] = [];
    const progress = latestEvery(200, (v: number) => shown.push(v));
    progress.push(1);
    progress.push(2);
    progress.cancel();
    vi.advanceTimersByTime(1000);
    expect(shown).toEqual([1]);
  });
});
