/**
 * Terminals end with the console session that opened them (ADR 0043), however it ends: sign-out, a new sign-in that
 * replaces it, its user removed (each moves the `auth` change version, on whichever gateway it happened: ADR 0037),
 * its absolute lifetime, or its idle time (deadlines this process knows). While any terminal is open the version is
 * read every `pollMs` (in memory with the embedded database, one indexed read with a server); when it moves, when a
 * deadline passes, or at least every `checkMs`, the watched sessions are looked at again, without counting as a use.
 */
import type { SessionPolicy } from './sessions';
import { sessionEndsAt } from './sessions';
import type { Db } from '../db/database';

export interface SessionWatchOptions {
  db: Db;
  policy?: SessionPolicy;
  pollMs: () => number;
  checkMs: () => number;
  onError: (error: unknown) => void;
}

interface Watched {
  ends: Set<() => void>;
  /** When the session ends if nothing happens (ms); it is looked at again then. */
  deadline: number;
}

export class SessionWatch {
  private readonly watched = new Map<string, Watched>();
  private timer: NodeJS.Timeout | undefined;
  private version: number | undefined;
  private lastCheck = 0;
  private checking = false;

  constructor(private readonly options: SessionWatchOptions) {}

  /** Calls `ended` once when the session ends; the answer stops watching. */
  watch(sessionId: string, ended: () => void): () => void {
    let entry = this.watched.get(sessionId);
    if (!entry) {
      entry = { ends: new Set(), deadline: 0 };
      this.watched.set(sessionId, entry);
    }
    const { ends } = entry;
    ends.add(ended);
    this.schedule();
    return () => {
      ends.delete(ended);
      if (!ends.size && this.watched.get(sessionId)?.ends === ends) this.watched.delete(sessionId);
    };
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.watched.clear();
  }

  private schedule(): void {
    if (this.timer || !this.watched.size) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.tick().then(
        () => this.schedule(),
        (error: unknown) => {
          this.options.onError(error);
          this.schedule();
        },
      );
    }, this.options.pollMs());
  }

  private async tick(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      const changes = this.options.db.changes;
      const version = changes ? await changes.version('auth') : undefined;
      const now = Date.now();
      const moved = version === undefined || version !== this.version;
      const due = [...this.watched.values()].some((entry) => entry.deadline <= now);
      if (!moved && !due && now - this.lastCheck < this.options.checkMs()) return;
      this.version = version;
      this.lastCheck = now;
      for (const [sessionId, entry] of [...this.watched]) {
        const deadline = await sessionEndsAt(this.options.db, sessionId, this.options.policy);
        if (deadline !== null) {
          entry.deadline = deadline;
          continue;
        }
        if (this.watched.get(sessionId) === entry) this.watched.delete(sessionId);
        for (const ended of [...entry.ends]) ended();
      }
    } finally {
      this.checking = false;
    }
  }
}
