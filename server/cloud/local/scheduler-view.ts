/**
 * What a cluster's slurmctld holds, read with the machine's own tools (SLURM_CONF naming the munge socket by its path
 * here): the partitions a queue change must reach, the nodes no partition names (sinfo lists a node only under its
 * partitions, and a compute node the console took out of every queue still runs), and the jobs on hosts about to leave
 * the plan. Root's scancel ends every user's jobs, the console's and those a cluster user submitted on the login host
 * alike.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expandHostList } from '../../slurm/normalise';
import type { PartitionPlan } from '../types';
import { probe } from './exec';
import { readPlan, STOPPED_FILE } from './layout';
import { PLACEHOLDER_NODE, slurmConfOf } from './slurm-conf';

const field = (line: string, name: string): string | undefined => new RegExp(`(?:^|\\s)${name}=(\\S*)`).exec(line)?.[1];

/** `scontrol show partition -o` as plans say it; undefined while slurmctld does not answer. */
export async function heldPartitions(clusterDir: string): Promise<PartitionPlan[] | undefined> {
  const text = await probe('scontrol', ['show', 'partition', '-o'], { env: { SLURM_CONF: slurmConfOf(clusterDir) }, timeout: 10_000 });
  if (text === undefined) return undefined;
  return text
    .split('\n')
    .filter((line) => field(line, 'PartitionName'))
    .map((line) => {
      const nodes = field(line, 'Nodes') ?? '';
      return {
        name: field(line, 'PartitionName')!,
        hosts:
          nodes === '(null)'
            ? []
            : expandHostList(nodes)
                .filter((n) => n !== PLACEHOLDER_NODE)
                .sort(),
        isDefault: field(line, 'Default') === 'YES',
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Cancels every job on the hosts of `nodeIds`; true once none is on them (squeue lists a job until its processes
 * ended, COMPLETING included). A stopped cluster runs nothing; a slurmctld that does not answer is asked again.
 */
export async function endJobsOn(clusterDir: string, nodeIds: string[]): Promise<boolean> {
  const plan = readPlan(clusterDir);
  const names = (plan?.hosts ?? []).filter((h) => h.role === 'compute' && nodeIds.includes(h.nodeId)).map((h) => h.hostName);
  if (!names.length || existsSync(join(clusterDir, STOPPED_FILE))) return true;
  const env = { SLURM_CONF: slurmConfOf(clusterDir) };
  const listed = await probe('squeue', ['-h', '-w', names.join(','), '-o', '%i'], { env, timeout: 10_000 });
  if (listed === undefined) return false;
  if (!listed.trim()) return true;
  await probe('scancel', ['-w', names.join(',')], { env, timeout: 10_000 });
  return false;
}

/** A state of `scontrol show node` (IDLE+DRAIN, DOWN+NOT_RESPONDING) as sinfo's %T names it (drained, down*). */
function sinfoState(state: string): string {
  const [base = 'unknown', ...flags] = state.toLowerCase().split('+');
  if (flags.includes('drain')) return base === 'idle' || base === 'down' ? 'drained' : 'draining';
  if (flags.includes('fail')) return 'failing';
  if (flags.includes('completing')) return 'completing';
  if (flags.includes('not_responding')) return `${base}*`;
  return base;
}

/** Every node slurmctld knows (in a partition or not), as slurmNodes answers them; empty while it does not answer. */
export async function everySlurmNode(clusterDir: string): Promise<Map<string, { state: string; reason: string }>> {
  const text = await probe('scontrol', ['-o', 'show', 'node'], { env: { SLURM_CONF: slurmConfOf(clusterDir) }, timeout: 10_000 });
  const nodes = new Map<string, { state: string; reason: string }>();
  for (const line of (text ?? '').split('\n')) {
    const name = field(line, 'NodeName');
    const state = field(line, 'State');
    if (name && state) nodes.set(name, { state: sinfoState(state), reason: /\sReason=(.*?)(?:\s\w+=|$)/.exec(line)?.[1]?.trim() ?? '' });
  }
  return nodes;
}
