/**
 * One live stream per browser (ADR 0055): the tabs of one console elect one of them (the Web Locks API) to hold the
 * EventSource, which passes what it hears to the others over a BroadcastChannel. When that tab closes, another takes
 * the lock and opens the stream again from the last event id any tab saw, so no change is lost in the hand-over.
 * Where the browser lacks either API, each tab holds its own stream.
 *
 * A stream that drops is reopened by EventSource itself (with Last-Event-ID); one the gateway refused or ended is
 * reopened here after a pause that grows to RETRY_MAX_MS. While no stream is heard, `state(false)` lets the console
 * poll.
 */
import type { LiveNotice, LiveTopic } from '@/api/generated/model';

export interface LiveHandlers {
  notice(topics: readonly LiveTopic[]): void;
  /**
   * The stream is heard, or lost: `ended` when the gateway said its session ended; `refused` when the gateway
   * refused to open it (the session may be over, or a proxy in the way).
   */
  state(up: boolean, why?: 'ended' | 'refused'): void;
}

export interface LiveStreamOptions {
  url: string;
  createSource?: (url: string) => EventSource;
  /** The tabs' channel (null: none, each tab on its own). */
  channel: BroadcastChannel | null;
  locks: LockManager | null;
}

type Message =
  | { type: 'notice'; topics: LiveTopic[]; id: string }
  | { type: 'state'; up: boolean; id?: string; why?: 'ended' | 'refused' }
  | { type: 'hello' };

const LOCK = 'hpc-live-stream';
const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 60_000;

function topicsOf(data: unknown): LiveTopic[] {
  try {
    const notice = JSON.parse(String(data)) as Partial<LiveNotice>;
    return Array.isArray(notice.topics) ? notice.topics : [];
  } catch {
    return [];
  }
}

export function startLiveStream(options: LiveStreamOptions, handlers: LiveHandlers): () => void {
  const { channel } = options;
  const createSource = options.createSource ?? ((url) => new EventSource(url));
  let stopped = false;
  let leading = false;
  let up = false;
  let lastId: string | undefined;
  let source: EventSource | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let retryMs = RETRY_MIN_MS;
  let endLeading: (() => void) | undefined;

  const setUp = (value: boolean, why?: 'ended' | 'refused') => {
    if (up === value) return;
    up = value;
    handlers.state(value, why);
    if (leading) channel?.postMessage({ type: 'state', up: value, id: lastId, why } satisfies Message);
  };
  const heard = (event: MessageEvent, kind: 'ready' | 'change') => {
    lastId = event.lastEventId || lastId;
    retryMs = RETRY_MIN_MS;
    if (kind === 'ready') setUp(true);
    const topics = topicsOf(event.data);
    if (!topics.length) return;
    handlers.notice(topics);
    if (lastId) channel?.postMessage({ type: 'notice', topics, id: lastId } satisfies Message);
  };

  const connect = () => {
    if (stopped) return;
    const url = lastId ? `${options.url}?${new URLSearchParams({ last_event_id: lastId })}` : options.url;
    const opened = createSource(url);
    source = opened;
    opened.addEventListener('ready', (event) => heard(event, 'ready'));
    opened.addEventListener('change', (event) => heard(event, 'change'));
    // The session ended: nothing to hear until a new sign-in reloads the console.
    opened.addEventListener('ended', () => {
      opened.close();
      setUp(false, 'ended');
    });
    opened.onerror = () => {
      const refused = opened.readyState === EventSource.CLOSED;
      setUp(false, refused ? 'refused' : undefined);
      if (!refused || stopped) return;
      // Refused (not signed in, too many streams) or failed: EventSource does not try again by itself.
      retry = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    };
  };

  const lead = () =>
    new Promise<void>((resolve) => {
      leading = true;
      endLeading = resolve;
      connect();
    });

  const abort = new AbortController();
  if (!channel || !options.locks) {
    void lead();
  } else {
    channel.onmessage = (event: MessageEvent<Message>) => {
      const message = event.data;
      if (leading) {
        if (message.type === 'hello') channel.postMessage({ type: 'state', up, id: lastId } satisfies Message);
        return;
      }
      if (message.type === 'notice') {
        lastId = message.id;
        handlers.notice(message.topics);
      } else if (message.type === 'state') {
        lastId = message.id ?? lastId;
        setUp(message.up, message.why);
      }
    };
    options.locks.request(LOCK, { signal: abort.signal }, lead).catch(() => undefined);
    channel.postMessage({ type: 'hello' } satisfies Message);
  }
  return () => {
    stopped = true;
    // A lock not granted yet is given up; one held is let go when lead() ends.
    abort.abort();
    clearTimeout(retry);
    source?.close();
    source = undefined;
    endLeading?.();
    channel?.close();
  };
}
