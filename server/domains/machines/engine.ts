/**
 * Where the machines domain gets its SSH work (server/machines/): the real engine, or a test's fake in its place
 * (useMachineEngine), as the Slurm adapter's clients are replaced (../slurm-clusters/clients.ts).
 */
import { joinAsNode, leaveAsNode, type NodeJoin } from '../../machines/node';
import { probeMachine, type MachineFacts } from '../../machines/probe';
import type { MachineAccess } from '../../machines/ssh';

export interface MachineEngine {
  probe(access: MachineAccess): Promise<MachineFacts>;
  join(access: MachineAccess, join: NodeJoin): Promise<unknown>;
  leave(access: MachineAccess, nodeName: string): Promise<{ reached: boolean }>;
}

const REAL: MachineEngine = { probe: probeMachine, join: joinAsNode, leave: leaveAsNode };
let engine: MachineEngine = REAL;

/** Replaces the engine (a test's fake); null restores the real one. */
export function useMachineEngine(next: MachineEngine | null): void {
  engine = next ?? REAL;
}

export const machineEngine = (): MachineEngine => engine;
