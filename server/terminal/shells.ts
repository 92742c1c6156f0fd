/**
 * The shells of this gateway process (a shell lives in the gateway that opened it: ADR 0034), by id and per user,
 * and the sockets still waiting for a login, which hold a place in the user's cap from the upgrade on (ADR 0043).
 * A shell belongs to the console session that opened it and ends with it, kept (detached) or not.
 */
import type { TerminalConfig } from './settings';
import { Shell, type ShellOwner } from './shell';

/** Calls `ended` once when the session ends; the answer stops watching (server/auth/session-watch.ts). */
export type WatchSession = (sessionId: string, ended: () => void) => () => void;

export class Shells {
  private readonly byId = new Map<string, Shell>();
  /** Sockets upgraded without a shell yet, per user. */
  private readonly waiting = new Map<string, number>();

  constructor(
    readonly config: TerminalConfig,
    private readonly watchSession: WatchSession,
  ) {}

  create(owner: ShellOwner): Shell {
    let unwatch = () => undefined as void;
    const shell = new Shell(owner, this.config, (closed) => {
      unwatch();
      this.byId.delete(closed.id);
    });
    this.byId.set(shell.id, shell);
    unwatch = this.watchSession(owner.sessionId, () => shell.close('signed_out'));
    return shell;
  }

  /**
   * The shell with this id of the same user, node and console session, or undefined (another's shell is not told
   * apart from none).
   */
  find(id: string | undefined, owner: ShellOwner): Shell | undefined {
    const shell = id ? this.byId.get(id) : undefined;
    if (!shell) return undefined;
    const o = shell.owner;
    return o.userId === owner.userId &&
      o.clusterId === owner.clusterId &&
      o.instanceId === owner.instanceId &&
      o.sessionId === owner.sessionId
      ? shell
      : undefined;
  }

  /** Open, connecting or detached shells of the user, and its sockets waiting for a login. */
  countOf(userId: string): number {
    let count = this.waiting.get(userId) ?? 0;
    for (const shell of this.byId.values()) if (shell.owner.userId === userId) count += 1;
    return count;
  }

  atCapacity(userId: string): boolean {
    return this.countOf(userId) >= this.config.maxPerUser;
  }

  /**
   * Holds a place in the user's cap for a socket that will wait for a login; checked and taken in one step (no
   * await between), so sockets opened at once cannot all pass. The answer gives the place back (once).
   */
  reserve(userId: string): (() => void) | null {
    if (this.atCapacity(userId)) return null;
    this.waiting.set(userId, (this.waiting.get(userId) ?? 0) + 1);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      const left = (this.waiting.get(userId) ?? 1) - 1;
      if (left > 0) this.waiting.set(userId, left);
      else this.waiting.delete(userId);
    };
  }

  closeAll(): void {
    for (const shell of [...this.byId.values()]) shell.close('shutdown');
  }
}
