/**
 * The shells of this gateway process (a shell lives in the gateway that opened it: ADR 0034), by id and per user.
 */
import type { TerminalConfig } from './settings';
import { Shell, type ShellOwner } from './shell';

export class Shells {
  private readonly byId = new Map<string, Shell>();

  constructor(readonly config: TerminalConfig) {}

  create(owner: ShellOwner): Shell {
    const shell = new Shell(owner, this.config, (closed) => this.byId.delete(closed.id));
    this.byId.set(shell.id, shell);
    return shell;
  }

  /** The user's shell with this id on this node, or undefined (another user's shell is not told apart from none). */
  find(id: string | undefined, owner: ShellOwner): Shell | undefined {
    const shell = id ? this.byId.get(id) : undefined;
    if (!shell) return undefined;
    const o = shell.owner;
    return o.userId === owner.userId && o.clusterId === owner.clusterId && o.instanceId === owner.instanceId ? shell : undefined;
  }

  /** Open, connecting or detached shells of the user. */
  countOf(userId: string): number {
    let count = 0;
    for (const shell of this.byId.values()) if (shell.owner.userId === userId) count += 1;
    return count;
  }

  atCapacity(userId: string): boolean {
    return this.countOf(userId) >= this.config.maxPerUser;
  }

  closeAll(): void {
    for (const shell of [...this.byId.values()]) shell.close('shutdown');
  }
}
