/**
 * Machines in memory behind the machines domain's engine (./engine.ts), for the gateway's unit and contract tests:
 * it records every call, refuses a machine as the real engine would when told to, and a joined machine becomes a
 * node of the FakeSlurm given (a released one leaves it). The real engine's own tests are server/machines/'s.
 */
import type { NodeJoin } from '../../machines/node';
import type { MachineFacts } from '../../machines/probe';
import { MachineError, type MachineAccess, type MachineErrorReason } from '../../machines/ssh';
import type { FakeSlurm } from '../slurm-clusters/fake-slurm';
import type { MachineEngine } from './engine';

export class FakeMachines implements MachineEngine {
  readonly calls: { method: keyof MachineEngine; address: string; node?: string }[] = [];
  /** address -> how that machine refuses (at probe and at join). */
  readonly refusals = new Map<string, MachineErrorReason>();
  /** Addresses of machines that no longer answer (a release does not reach them). */
  readonly dead = new Set<string>();

  constructor(private readonly slurm?: FakeSlurm) {}

  /** Refuses as the real engine does, naming what a join lacks (its shared path, its accounts). */
  private check(access: MachineAccess, join?: NodeJoin): void {
    const reason = this.refusals.get(access.address) ?? (this.dead.has(access.address) ? 'unreachable' : undefined);
    if (!reason) return;
    const subject = reason === 'no_shared_path' ? join?.sharedPath : reason === 'no_account' ? join?.accounts?.join(', ') : undefined;
    throw new MachineError(reason, `the fake machine at ${access.address} refuses: ${reason}`, subject);
  }

  async probe(access: MachineAccess): Promise<MachineFacts> {
    this.calls.push({ method: 'probe', address: access.address });
    this.check(access);
    return { hostname: `host-${access.address}`, cpus: 8, memoryMb: 16_000, slurmdVersion: '22.05.8' };
  }

  async join(access: MachineAccess, join: NodeJoin): Promise<void> {
    this.calls.push({ method: 'join', address: access.address, node: join.nodeName });
    this.check(access, join);
    this.slurm?.nodeList.push({
      name: join.nodeName,
      state: 'IDLE',
      cpus: join.cpus ?? 8,
      allocCpus: 0,
      memoryMb: join.memoryMb ?? 16_000,
      partitions: ['debug'],
      reason: null,
    });
  }

  async leave(access: MachineAccess, nodeName: string): Promise<{ reached: boolean }> {
    this.calls.push({ method: 'leave', address: access.address, node: nodeName });
    // The real engine deletes the node from the machine itself: a machine that does not answer leaves it down.
    if (this.dead.has(access.address)) {
      for (const node of this.slurm?.nodeList ?? []) if (node.name === nodeName) node.state = 'DOWN';
      return { reached: false };
    }
    if (this.slurm) this.slurm.nodeList = this.slurm.nodeList.filter((n) => n.name !== nodeName);
    return { reached: true };
  }
}
