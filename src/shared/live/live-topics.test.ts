import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLiveUp, setLiveUp, whileOffline } from './live-state';
import { noteTopics, topicMark, untilTopic } from './live-topics';

describe('the live state and the topics heard', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    setLiveUp(false);
    vi.useRealTimers();
  });

  it('keeps a polling interval only while the stream is down', () => {
    setLiveUp(false);
    expect(whileOffline(10_000)).toBe(10_000);
    setLiveUp(true);
    expect(isLiveUp()).toBe(true);
    expect(whileOffline(10_000)).toBe(false);
  });

  it('wakes a waiter at the next notice of its topic, not of another one', async () => {
    setLiveUp(true);
    const mark = topicMark('operations');
    let woken = false;
    const waiting = untilTopic('operations', mark, 15_000).then(() => (woken = true));
    noteTopics(['jobs']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(woken).toBe(false);
    noteTopics(['operations', 'jobs']);
    await waiting;
    expect(woken).toBe(true);
  });

  it('does not miss a notice heard between the mark and the wait', async () => {
    setLiveUp(true);
    const mark = topicMark('operations');
    noteTopics(['operations']);
    const started = Date.now();
    await untilTopic('operations', mark, 15_000);
    expect(Date.now() - started).toBe(0);
  });

  it('goes on when the stream goes down, after its longest wait, and stops when aborted', async () => {
    setLiveUp(true);
    let woken = false;
    const downed = untilTopic('operations', topicMark('operations'), 15_000).then(() => (woken = true));
    await vi.advanceTimersByTimeAsync(1000);
    setLiveUp(false);
    await downed;
    expect(woken).toBe(true);

    setLiveUp(true);
    const started = Date.now();
    const timed = untilTopic('operations', topicMark('operations'), 15_000);
    await vi.advanceTimersByTimeAsync(15_000);
    await timed;
    expect(Date.now() - started).toBe(15_000);

    const controller = new AbortController();
    const aborted = untilTopic('operations', topicMark('operations'), 15_000, controller.signal);
    controller.abort(new Error('left'));
    await expect(aborted).rejects.toThrow('left');
  });
});
