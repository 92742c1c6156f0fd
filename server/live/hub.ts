/**
 * The open live streams of this gateway and what each was last told (ADR 0055). When the database says something may
 * have changed (its change notices: the embedded database's own, or a PostgreSQL server's LISTEN, so a change made
 * through another gateway counts too), the hub waits `coalesceMs` for more, reads the versions of every key the open
 * streams cover (one read with a server), and tells each stream the topics whose version moved since its last event.
 * The versions decide, not the notices: a notice for nothing tells nobody, and every `sweepMs` the versions are read
 * anyway, in case a notice was lost.
 */
import type { ChangeKey, Db } from '../db/database';
import { changedTopics, eventId, type Versions } from './event-id';
import type { LiveTopic } from './topics';

export interface LiveStream {
  /** The change keys of each topic, for this stream's user. */
  readonly keys: ReadonlyMap<LiveTopic, readonly ChangeKey[]>;
  send(event: 'ready' | 'change', topics: LiveTopic[], id: string): void;
}

export interface LiveHubSettings {
  coalesceMs: number;
  sweepMs: number;
}

export class LiveHub {
  private readonly sent = new Map<LiveStream, Versions>();
  private unwatch: (() => void) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private sweep: NodeJS.Timeout | undefined;
  private checking = false;
  private pending = false;

  constructor(
    private readonly db: Db,
    readonly epoch: string,
    private readonly settings: LiveHubSettings,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Adds a stream and sends it `ready` with the topics changed since `seen` (all when unknown, none when absent). */
  async open(stream: LiveStream, seen: Versions | null | undefined): Promise<void> {
    const now = await this.versions([stream]);
    const current = now.get(stream) ?? new Map();
    this.sent.set(stream, current);
    this.start();
    stream.send('ready', seen === undefined ? [] : changedTopics(seen, current), eventId(this.epoch, current));
    // A change committed while the versions were read may have been checked before the stream was in.
    this.schedule();
  }

  close(stream: LiveStream): void {
    this.sent.delete(stream);
    if (!this.sent.size) this.stop();
  }

  closeAll(): void {
    this.sent.clear();
    this.stop();
  }

  private start(): void {
    if (this.unwatch || !this.db.changes) return;
    this.unwatch = this.db.changes.watch(() => this.schedule());
    this.sweep = setInterval(() => this.schedule(), this.settings.sweepMs);
    this.sweep.unref();
  }

  private stop(): void {
    this.unwatch?.();
    this.unwatch = undefined;
    clearInterval(this.sweep);
    this.sweep = undefined;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    if (this.timer || !this.sent.size) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.check();
    }, this.settings.coalesceMs);
  }

  private async check(): Promise<void> {
    if (this.checking) {
      this.pending = true;
      return;
    }
    this.checking = true;
    try {
      do {
        this.pending = false;
        const streams = [...this.sent.keys()];
        const now = await this.versions(streams);
        for (const stream of streams) {
          const before = this.sent.get(stream);
          const current = now.get(stream);
          if (!before || !current) continue;
          const topics = changedTopics(before, current);
          if (!topics.length) continue;
          this.sent.set(stream, current);
          stream.send('change', topics, eventId(this.epoch, current));
        }
      } while (this.pending && this.sent.size);
    } catch (error) {
      this.onError(error);
    } finally {
      this.checking = false;
    }
  }

  /** Each stream's topic versions, from one read of every key they cover. */
  private async versions(streams: readonly LiveStream[]): Promise<Map<LiveStream, Versions>> {
    const changes = this.db.changes;
    const keys = [...new Set(streams.flatMap((stream) => [...stream.keys.values()].flat()))];
    const values = changes ? await Promise.all(keys.map((key) => changes.version(key))) : keys.map(() => 0);
    const byKey = new Map(keys.map((key, i) => [key, values[i] ?? 0]));
    return new Map(
      streams.map((stream) => [
        stream,
        new Map([...stream.keys].map(([topic, topicKeys]) => [topic, topicKeys.reduce((sum, key) => sum + (byKey.get(key) ?? 0), 0)])),
      ]),
    );
  }
}
