/**
 * What a machine offers before it becomes a node: its host name, CPUs, memory and slurmd's version. A machine that
 * cannot be a node is refused with the reason (MachineError): unreachable, key_refused, not_root, no_slurmd (no slurmd
 * on root's PATH), no_munged (no munged, or no munge account to run it as).
 */
import { MachineError, withMachine, type MachineAccess, type MachineSession } from './ssh';

export interface MachineFacts {
  hostname: string;
  /** Online CPUs. */
  cpus: number;
  /** MemTotal, MiB. */
  memoryMb: number;
  /** slurmd -V's version, e.g. '22.05.8'. */
  slurmdVersion: string;
}

const SCRIPT = `
echo "hostname=$(hostname)"
echo "cpus=$(getconf _NPROCESSORS_ONLN)"
echo "memory=$(awk '/^MemTotal:/ { print int($2 / 1024) }' /proc/meminfo)"
if command -v slurmd >/dev/null 2>&1; then echo "slurmd=$(slurmd -V 2>&1 | head -n 1)"; fi
if command -v munged >/dev/null 2>&1; then echo "munged=$(command -v munged)"; fi
if id -u munge >/dev/null 2>&1; then echo "munge_user=yes"; fi
`;

export async function probeWith(machine: MachineSession): Promise<MachineFacts> {
  const out = await machine.script(SCRIPT, 'reading the machine’s figures');
  const facts = new Map(
    out
      .split('\n')
      .map((line) => /^([a-z_]+)=(.*)$/.exec(line.trim()))
      .filter((m): m is RegExpExecArray => !!m)
      .map((m) => [m[1]!, m[2]!]),
  );
  const where = `${machine.access.address}:${machine.access.port}`;
  if (!facts.get('slurmd')) throw new MachineError('no_slurmd', `${where} has no slurmd (Debian: apt-get install slurmd)`);
  if (!facts.get('munged')) throw new MachineError('no_munged', `${where} has no munged (Debian: apt-get install munge)`);
  if (!facts.get('munge_user')) throw new MachineError('no_munged', `${where} has munged but no munge account to run it as`);
  const version = /(\d+\.\d+\.\d+)/.exec(facts.get('slurmd')!)?.[1];
  const cpus = Number(facts.get('cpus'));
  const memoryMb = Number(facts.get('memory'));
  if (!version || !Number.isInteger(cpus) || cpus < 1 || !Number.isInteger(memoryMb) || memoryMb < 1)
    throw new MachineError('command_failed', `${where} answered figures that cannot be read: ${out.trim().split('\n').join('; ')}`);
  return { hostname: facts.get('hostname') ?? '', cpus, memoryMb, slurmdVersion: version };
}

export const probeMachine = (access: MachineAccess): Promise<MachineFacts> => withMachine(access, probeWith);
