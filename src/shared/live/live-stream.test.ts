/**
 * One stream per browser: the tab holding the lock opens it and passes what it hears to the other tabs; when that tab
 * goes, the next one opens it again from the last event id seen, so nothing changed in between is lost.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLiveStream, type LiveHandlers } from './live-stream';

class FakeSource extends EventTarget {
  static CLOSED = 2;
  static opened: FakeSource[] = [];
  readyState = 1;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeSource.opened.push(this);
  }
  emit(type: 'ready' | 'change' | 'ended', topics: string[], id: string) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify({ topics }), lastEventId: id }));
  }
  fail(closed: boolean) {
    this.readyState = closed ? FakeSource.CLOSED : 0;
    this.onerror?.();
  }
  close() {
    this.readyState = FakeSource.CLOSED;
  }
}

/** Web Locks as one browser holds them: one holder at a time, the next waiter granted when it lets go. */
function fakeLocks() {
  const queue: { grant: () => Promise<void> }[] = [];
  let held = false;
  const next = () => {
    const waiter = queue.shift();
    if (!waiter) return;
    held = true;
    void waiter.grant().then(() => {
      held = false;
      next();
    });
  };
  return {
    request: (_name: string, _options: unknown, work: () => Promise<void>) => {
      queue.push({ grant: work });
      if (!held) next();
      return Promise.resolve();
    },
  } as unknown as LockManager;
}

function tab(locks: LockManager) {
  const heard: string[][] = [];
  const states: boolean[] = [];
  const handlers: LiveHandlers = { notice: (topics) => heard.push([...topics]), state: (up) => states.push(up) };
  const stop = startLiveStream(
    {
      url: '/api/events',
      createSource: (url) => new FakeSource(url) as unknown as EventSource,
      channel: new BroadcastChannel('hpc-live:test'),
      locks,
    },
    handlers,
  );
  return { heard, states, stop };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('one live stream per browser', () => {
  afterEach(() => {
    FakeSource.opened = [];
    vi.unstubAllGlobals();
  });

  it('is opened by one tab, heard by all, and reopened from the last id by the next tab when the first goes', async () => {
    vi.stubGlobal('EventSource', FakeSource);
    const locks = fakeLocks();
    const first = tab(locks);
    const second = tab(locks);
    await settle();
    expect(FakeSource.opened.map((source) => source.url)).toEqual(['/api/events']);
    const [stream] = FakeSource.opened;
    stream!.emit('ready', [], 'e1~jobs.1');
    await settle();
    expect(first.states).toEqual([true]);
    expect(second.states).toEqual([true]);
    stream!.emit('change', ['jobs'], 'e1~jobs.2');
    await settle();
    expect(first.heard).toEqual([['jobs']]);
    expect(second.heard).toEqual([['jobs']]);
    // The first tab closes: the second opens the stream from the last id it heard.
    first.stop();
    await settle();
    expect(FakeSource.opened).toHaveLength(2);
    expect(FakeSource.opened[1]!.url).toBe(`/api/events?${new URLSearchParams({ last_event_id: 'e1~jobs.2' })}`);
    FakeSource.opened[1]!.emit('ready', ['clusters'], 'e1~jobs.2,clusters.5');
    await settle();
    expect(second.heard).toEqual([['jobs'], ['clusters']]);
    second.stop();
  });

  it('says it is down while the stream drops, and tries again itself after a refusal', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeSource);
    const only = tab(null as unknown as LockManager);
    const [stream] = FakeSource.opened;
    stream!.emit('ready', [], 'e1~jobs.1');
    stream!.fail(false);
    expect(only.states).toEqual([true, false]);
    // EventSource reconnects by itself: nothing opened here.
    expect(FakeSource.opened).toHaveLength(1);
    stream!.emit('ready', ['jobs'], 'e1~jobs.3');
    expect(only.states).toEqual([true, false, true]);
    expect(only.heard).toEqual([['jobs']]);
    // Refused (closed): opened again here after a pause, from the last id.
    stream!.fail(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(FakeSource.opened.map((source) => source.url)).toEqual([
      '/api/events',
      `/api/events?${new URLSearchParams({ last_event_id: 'e1~jobs.3' })}`,
    ]);
    only.stop();
    vi.useRealTimers();
  });
});
