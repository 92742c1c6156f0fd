/**
 * What each host of a cluster is doing now: its daemons (pid file, command name, network namespace), whether they
 * answer (slurmctld's ping, slurmrestd's ping, slurmdbd's port, the node's state in sinfo, sshd's TCP port), its
 * processes and their memory. Shared by observe and by apply's wait for its hosts.
 */
import { readFileSync } from 'node:fs';
import type { SlurmClient } from '../../slurm/client';
import type { ClusterPlan, HostPlan, HostRole } from '../types';
import { ACCOUNTING_DAEMONS, slurmdbdListens } from './accounting';
import { probe } from './exec';
import { daemonPid, holderPid, tcpAccepts, type HostPaths } from './host';
import { hostPaths } from './layout';
import type { ClusterNetwork } from './network';
import { netnsInode, pidsIn, processTable } from './processes';
import { everySlurmNode } from './scheduler-view';
import { accountingIn, hostSlurmConfOf, slurmConfOf } from './slurm-conf';

/** The daemons a host of this role runs; the controller those of the accounting too where its slurm.conf has it. */
function daemonsOf(role: HostRole, accounting: boolean): string[] {
  if (role === 'controller') return ['munged', ...(accounting ? ACCOUNTING_DAEMONS : []), 'slurmctld', 'slurmrestd'];
  return role === 'compute' ? ['slurmd', 'sshd'] : ['sshd'];
}

/** Whether the cluster's own slurm.conf has the accounting (a tenant has none of its own: its hosts are login hosts). */
function withAccounting(clusterDir: string): boolean {
  try {
    return accountingIn(readFileSync(hostSlurmConfOf(clusterDir), 'utf8'));
  } catch {
    return false;
  }
}

export interface HostHealth {
  host: HostPlan;
  paths: HostPaths;
  /** Its network namespace exists. */
  exists: boolean;
  holder?: number;
  /** Daemons of its role that are not running. */
  dead: string[];
  /** Why it does not run yet (empty: it runs). */
  problems: string[];
  /** A state Slurm will not leave by itself (drained, invalid, failed). */
  refused?: string;
  pids: number[];
}

export interface ClusterHealth {
  hosts: HostHealth[];
  controllerUp: boolean;
  restUp: boolean;
}

const OK_NODE = /^(idle|mixed|allocated|completing|planned)$/;
const REFUSED_NODE = /^(drain|drained|draining|inval|fail|failing)/;

export async function slurmNodes(clusterDir: string): Promise<Map<string, { state: string; reason: string }>> {
  const text = await probe('sinfo', ['-h', '-N', '-o', '%N|%T|%E'], { env: { SLURM_CONF: slurmConfOf(clusterDir) }, timeout: 10_000 });
  const nodes = new Map<string, { state: string; reason: string }>();
  for (const line of (text ?? '').split('\n')) {
    const [name, state, reason] = line.split('|');
    if (name && state) nodes.set(name, { state: state.trim(), reason: (reason ?? '').trim() });
  }
  return nodes;
}

export async function inspect(
  clusterDir: string,
  plan: ClusterPlan,
  network: ClusterNetwork,
  client: SlurmClient | undefined,
): Promise<ClusterHealth> {
  const table = processTable();
  const accounting = withAccounting(clusterDir);
  const hosts: HostHealth[] = plan.hosts.map((host) => {
    const paths = hostPaths(clusterDir, network, plan.clusterId, host);
    const inode = netnsInode(paths.netns);
    const pids = pidsIn(inode, table);
    return {
      host,
      paths,
      exists: inode !== undefined,
      holder: holderPid(paths),
      dead: daemonsOf(host.role, accounting).filter((d) => !daemonPid(paths, d)),
      problems: [],
      pids,
    };
  });
  const controller = hosts.find((h) => h.host.role === 'controller');
  const ctldRuns = !!controller && !controller.dead.includes('slurmctld');
  const controllerUp =
    ctldRuns && /is UP/.test((await probe('scontrol', ['ping'], { env: { SLURM_CONF: slurmConfOf(clusterDir) }, timeout: 10_000 })) ?? '');
  const restUp =
    !!controller &&
    !controller.dead.includes('slurmrestd') &&
    !!client &&
    (await client.ping().then(
      () => true,
      () => false,
    ));
  const nodes = controllerUp ? await slurmNodes(clusterDir) : new Map<string, { state: string; reason: string }>();
  // A compute host the console took out of every queue is in no partition, where sinfo does not list it.
  if (controllerUp && plan.hosts.some((h) => h.role === 'compute' && !nodes.has(h.hostName))) {
    for (const [name, node] of await everySlurmNode(clusterDir)) if (!nodes.has(name)) nodes.set(name, node);
  }
  await Promise.all(
    hosts.map(async (h) => {
      if (!h.exists) return void h.problems.push('its network namespace does not exist');
      if (!h.holder) h.problems.push('its namespaces holder is not running');
      for (const daemon of h.dead) h.problems.push(`${daemon} is not running`);
      if (h.host.role === 'controller') {
        const slurmdbd = accounting ? daemonPid(h.paths, 'slurmdbd') : undefined;
        if (slurmdbd && !slurmdbdListens(slurmdbd)) h.problems.push('slurmdbd does not answer');
        if (ctldRuns && !controllerUp) h.problems.push('slurmctld does not answer');
        if (!h.dead.includes('slurmrestd') && !restUp) h.problems.push('slurmrestd does not answer');
      }
      if (h.host.role === 'compute' && !h.dead.includes('slurmd')) {
        const node = nodes.get(h.host.hostName);
        if (!controllerUp) h.problems.push('slurmctld does not answer');
        else if (!node) h.problems.push('not a node of slurmctld');
        else if (!OK_NODE.test(node.state)) {
          const why = `node ${node.state}${node.reason && node.reason !== 'none' ? `: ${node.reason}` : ''}`;
          h.problems.push(why);
          if (REFUSED_NODE.test(node.state)) h.refused = why;
        }
      }
      if (h.host.role !== 'controller' && !h.dead.includes('sshd') && !(await tcpAccepts(h.paths.address, 22))) {
        h.problems.push(`sshd does not accept connections on ${h.paths.address}:22`);
      }
    }),
  );
  return { hosts, controllerUp, restUp };
}
