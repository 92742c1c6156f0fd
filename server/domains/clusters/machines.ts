/**
 * The clusters domain's side of the cloud seam (ADR 0047): a cluster's plan read from its rows (hosts from its live
 * nodes, partitions from its queues, users from its cluster users, its shared storage from its mount point), the
 * cloud it lives in, and the wait for its hosts that the engine's steps share.
 */
import type { Cloud, ClusterObservation, ClusterPlan, Clouds, HostRole, UserPlan } from '../../cloud/index';
import type { Db } from '../../db/database';
import type { StepResult } from '../../sim/engine';
import type { OperationRow } from '../../sim/operations';
import { clusterStorage } from '../jobs/files';
import { clusterUser } from '../user-storage';

/** How often a step looks at a cloud's hosts while they start (ms, before HPC_SIM_SPEED). */
export const HOSTS_POLL_MS = 1_000;
/** How long hosts may take to run before the operation fails (ms of the operation's age). */
export const HOSTS_LIMIT_MS = 180_000;

/** What a plan is compared by: the clusters domain keeps the last one applied per cluster (MachinesEnv.applied). */
export const planKey = (plan: ClusterPlan): string => JSON.stringify(plan);

export async function cloudOf(tx: Db, clouds: Clouds, clusterId: string): Promise<Cloud | undefined> {
  const [row] = await tx.query<{ cloud: string }>('SELECT cloud FROM clusters WHERE cluster_id = $1', [clusterId]);
  return row ? clouds.of(row.cloud) : undefined;
}

/** The plan of a cluster as its rows say now: what `apply` brings its hosts to. Null when the cluster is gone. */
export async function planOf(tx: Db, dataDir: string, clusterId: string): Promise<ClusterPlan | null> {
  const [cluster] = await tx.query<{ cluster_id: string; nas_shared_path: string | null; export_nas_id: string | null; export_shared_path: string | null }>(
    `SELECT c.cluster_id, c.nas_shared_path, ce.export_nas_id, e.shared_path AS export_shared_path
       FROM clusters c LEFT JOIN cluster_exports ce ON ce.cluster_id = c.cluster_id LEFT JOIN nas_exports e ON e.nas_id = ce.export_nas_id
      WHERE c.cluster_id = $1`,
    [clusterId],
  );
  if (!cluster) return null;
  const storage = clusterStorage(dataDir, cluster);
  const nodes = await tx.query<{ node_id: string; hostname: string; role: HostRole; cpu: number; memory: number; gpu: number }>(
    `SELECT node_id, hostname, role, cpu, memory, gpu FROM cluster_nodes
      WHERE cluster_id = $1 AND status NOT IN ('deleted', 'ceased') AND transition_status <> 'deleting' ORDER BY role, hostname`,
    [clusterId],
  );
  const queues = await tx.query<{ queue_name: string; is_default: number; hosts: string[] }>(
    `SELECT q.queue_name, q.is_default, coalesce(array_agg(n.hostname ORDER BY n.hostname) FILTER (WHERE n.node_id IS NOT NULL), '{}') AS hosts
       FROM queues q LEFT JOIN queue_nodes qn ON qn.hpcqueue_id = q.hpcqueue_id
       LEFT JOIN cluster_nodes n ON n.node_id = qn.node_id AND n.status NOT IN ('deleted', 'ceased') AND n.transition_status <> 'deleting'
      WHERE q.cluster_id = $1 AND q.status NOT IN ('deleted', 'deleting') GROUP BY q.hpcqueue_id, q.queue_name, q.is_default ORDER BY q.queue_name`,
    [clusterId],
  );
  return {
    clusterId,
    sharedDir: storage?.root ?? '',
    mountPath: storage?.mount ?? '',
    hosts: nodes.map((n) => ({ nodeId: n.node_id, hostName: n.hostname, role: n.role, cpus: n.cpu, memoryMb: n.memory, gpus: n.gpu })),
    partitions: queues.map((q) => ({ name: q.queue_name, hosts: q.hosts, isDefault: q.is_default === 1 })),
    users: await hostAccounts(tx, clusterId),
  };
}

/** The uid of the account the owner's jobs run as on a real cloud's hosts: below the cluster users' (10001 on). */
export const OWNER_ACCOUNT_UID = 10000;

/**
 * The Unix accounts of a cluster's hosts on a real cloud: its cluster users (a user whose password predates the
 * crypt form signs in once it is set again), and the account its owner's jobs run as (no password: it signs in
 * through a cluster user).
 */
export async function hostAccounts(db: Db, clusterId: string): Promise<UserPlan[]> {
  const [cluster] = await db.query<{ owner: string }>('SELECT owner FROM clusters WHERE cluster_id = $1', [clusterId]);
  const users = await db.query<{ account: string; uid: number; password_crypt: string | null }>(
    "SELECT account, uid, password_crypt FROM cluster_users WHERE cluster_id = $1 AND phase <> 'deleting' ORDER BY account",
    [clusterId],
  );
  const accounts = users.map((u) => ({ name: u.account, uid: u.uid, passwordCrypt: u.password_crypt ?? '!' }));
  const owner = cluster ? ownerAccount(cluster.owner) : undefined;
  if (owner && !accounts.some((a) => a.name === owner)) accounts.unshift({ name: owner, uid: OWNER_ACCOUNT_UID, passwordCrypt: '!' });
  return accounts;
}

/** The account the owner's jobs run as (the console's rule for a user's cluster account). */
export const ownerAccount = (owner: string): string => clusterUser({ user_id: owner, iamuser_name: null });

export type HostsWait = { state: 'running'; seen: ClusterObservation } | { state: 'waiting' } | { state: 'failed'; why: string };

/**
 * Whether the hosts of `nodeIds` run (every host of the plan when empty). A host the cloud does not know (a gateway
 * restarted under a simulated cloud, which keeps no state) is applied again; a cloud failure, an abnormal host or the
 * time limit fail the wait.
 */
export async function waitForHosts(tx: Db, cloud: Cloud, dataDir: string, op: OperationRow, clusterId: string, nodeIds: string[] = []): Promise<HostsWait> {
  const plan = await planOf(tx, dataDir, clusterId);
  if (!plan) return { state: 'failed', why: 'the cluster is gone' };
  const wanted = plan.hosts.filter((h) => !nodeIds.length || nodeIds.includes(h.nodeId));
  let seen = await cloud.observe(clusterId);
  if (wanted.some((h) => !seen.hosts.some((known) => known.nodeId === h.nodeId))) {
    await cloud.apply(plan);
    seen = await cloud.observe(clusterId);
  }
  if (seen.failure) return { state: 'failed', why: seen.failure };
  const hosts = new Map(seen.hosts.map((h) => [h.nodeId, h]));
  if (wanted.some((h) => !hosts.has(h.nodeId))) return { state: 'waiting' };
  const abnormal = wanted.map((h) => hosts.get(h.nodeId)!).find((h) => h.state === 'abnormal');
  if (abnormal && Date.now() - new Date(op.create_time).getTime() > HOSTS_LIMIT_MS / 2) return { state: 'failed', why: `${abnormal.hostName}: ${abnormal.detail ?? 'abnormal'}` };
  if (wanted.every((h) => hosts.get(h.nodeId)!.state === 'running')) {
    // Where each host's sshd is reached (the terminal's endpoint for its node).
    for (const host of wanted.map((h) => hosts.get(h.nodeId)!)) {
      const endpoint = host.ssh ? `${host.ssh.host}:${host.ssh.port}` : null;
      await tx.query('UPDATE cluster_nodes SET ssh_endpoint = $2 WHERE node_id = $1 AND ssh_endpoint IS DISTINCT FROM $2', [host.nodeId, endpoint]);
    }
    return { state: 'running', seen };
  }
  if (Date.now() - new Date(op.create_time).getTime() > HOSTS_LIMIT_MS) {
    const late = wanted.map((h) => hosts.get(h.nodeId)!).filter((h) => h.state !== 'running').map((h) => `${h.hostName} ${h.state}`);
    return { state: 'failed', why: `hosts not running after ${HOSTS_LIMIT_MS / 1000} s: ${late.join(', ')}` };
  }
  return { state: 'waiting' };
}

export const waitAgain = (stage: string): StepResult => ({ next: HOSTS_POLL_MS, stage });
