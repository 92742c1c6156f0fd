/**
 * The graphics sockets open on this gateway (ADR 0062), one per session: a second socket to a session takes it over
 * (the first is ended with `taken_over`), and a user holds at most `maxPerUser` sockets, each to another session, so
 * a reload that reaches the gateway before the old socket's close is never refused. A place is taken in the same step
 * as the cap is checked (no await between), so sockets opened at once cannot all pass.
 */
import type { EndReason } from './ends';

export type End = (reason: EndReason) => void;

export interface Lease {
  /** How the socket is ended from outside (taken over, shutdown): the raw socket's until it is upgraded. */
  endWith(end: End): void;
  /** No later socket took the session over: the password file is still this socket's to rotate. */
  readonly current: boolean;
  /** Gives the place back (once; however the socket ends). */
  release(): void;
}

interface Entry {
  userId: string;
  end: End;
}

export class GraphicsConnections {
  private readonly bySession = new Map<string, Entry>();

  constructor(private readonly maxPerUser: () => number) {}

  /** A place for the user's socket to the session, taking it over from an earlier socket; null over the cap. */
  reserve(userId: string, sessionId: string, end: End): Lease | null {
    let others = 0;
    for (const [id, entry] of this.bySession) if (entry.userId === userId && id !== sessionId) others += 1;
    if (others >= this.maxPerUser()) return null;
    const earlier = this.bySession.get(sessionId);
    const entry: Entry = { userId, end };
    this.bySession.set(sessionId, entry);
    earlier?.end('taken_over');
    const sessions = this.bySession;
    return {
      endWith(next) {
        entry.end = next;
      },
      get current() {
        return sessions.get(sessionId) === entry;
      },
      release() {
        if (sessions.get(sessionId) === entry) sessions.delete(sessionId);
      },
    };
  }

  endAll(reason: EndReason): void {
    for (const entry of [...this.bySession.values()]) entry.end(reason);
  }
}
