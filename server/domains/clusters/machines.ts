/**
 * The clusters domain's side of the cloud seam (ADR 0047): a cluster's plan read from its rows (hosts from its live
 * nodes, partitions from its queues, users from its cluster users, its shared storage from its mount point), the
 * cloud it lives in, and what the engine's steps that change machines share, the clusters' and the queues' alike:
 * applying the plan, waiting for its hosts (and for their scheduler to hold its partitions), nodes that join once
 * their hosts run, jobs ended on hosts about to leave.
 */
import {
  firstStepDelay,
  type Cloud,
  type ClusterObservation,
  type ClusterPlan,
  type Clouds,
  type HostRole,
  type PartitionPlan,
} from '../../cloud/index';
import type { Db } from '../../db/database';
import type { Step, StepResult } from '../../operations/runner';
import type { OperationRow } from '../../operations/records';
import { hostAccounts } from './host-accounts';
import { isSharedCluster, mountedStorage, sharedClusterId, sharedClusterPlace, sharedPlanOf, tenantOf } from './tenants';

/** How often a step looks at a cloud's hosts while they start (ms, before HPC_SIM_SPEED). */
export const HOSTS_POLL_MS = 1_000;
/** How long hosts may take to run before the operation fails (ms of the operation's age). */
export const HOSTS_LIMIT_MS = 180_000;

/** What a plan is compared by: the clusters domain keeps the last one applied per cluster (MachinesEnv.applied). */
export const planKey = (plan: ClusterPlan): string => JSON.stringify(plan);

export async function cloudOf(tx: Db, clouds: Clouds, clusterId: string): Promise<Cloud | undefined> {
  if (isSharedCluster(clusterId)) {
    const place = await sharedClusterPlace(tx, clusterId);
    return place ? clouds.of(place.cloud) : undefined;
  }
  const [row] = await tx.query<{ cloud: string }>('SELECT cloud FROM clusters WHERE cluster_id = $1', [clusterId]);
  return row ? clouds.of(row.cloud) : undefined;
}

/**
 * The plan of a cluster as its rows say now: what `apply` brings its hosts to. Null when the cluster is gone (a
 * shared cluster: when it has no tenant left). A node being deleted keeps its host until the step deleting it has
 * ended its jobs and marks it deleted. A tenant's plan joins its zone's shared cluster and has no partitions.
 */
export async function planOf(tx: Db, dataDir: string, clusterId: string): Promise<ClusterPlan | null> {
  if (isSharedCluster(clusterId)) {
    const place = await sharedClusterPlace(tx, clusterId);
    return place ? sharedPlanOf(tx, dataDir, place.cloud, place.zone, (t) => hostAccounts(tx, t.cluster_id)) : null;
  }
  if (!(await tx.query('SELECT 1 FROM clusters WHERE cluster_id = $1', [clusterId])).length) return null;
  const storage = await mountedStorage(tx, dataDir, clusterId);
  const nodes = await tx.query<{ node_id: string; hostname: string; role: HostRole; cpu: number; memory: number; gpu: number }>(
    `SELECT node_id, hostname, role, cpu, memory, gpu FROM cluster_nodes
      WHERE cluster_id = $1 AND status NOT IN ('deleted', 'ceased') ORDER BY role, hostname`,
    [clusterId],
  );
  const queues = await tx.query<{ queue_name: string; is_default: number; hosts: string[] }>(
    `SELECT q.queue_name, q.is_default, coalesce(array_agg(n.hostname ORDER BY n.hostname) FILTER (WHERE n.node_id IS NOT NULL), '{}') AS hosts
       FROM queues q LEFT JOIN queue_nodes qn ON qn.hpcqueue_id = q.hpcqueue_id
       LEFT JOIN cluster_nodes n ON n.node_id = qn.node_id AND n.status NOT IN ('deleted', 'ceased')
      WHERE q.cluster_id = $1 AND q.status NOT IN ('deleted', 'deleting') GROUP BY q.hpcqueue_id, q.queue_name, q.is_default ORDER BY q.queue_name`,
    [clusterId],
  );
  const tenant = await tenantOf(tx, clusterId);
  return {
    clusterId,
    sharedDir: storage?.root ?? '',
    mountPath: storage?.mount ?? '',
    hosts: nodes.map((n) => ({ nodeId: n.node_id, hostName: n.hostname, role: n.role, cpus: n.cpu, memoryMb: n.memory, gpus: n.gpu })),
    partitions: tenant ? [] : queues.map((q) => ({ name: q.queue_name, hosts: q.hosts, isDefault: q.is_default === 1 })),
    users: await hostAccounts(tx, clusterId),
    ...(tenant ? { joins: sharedClusterId(tenant.zone) } : {}),
  };
}

/** What the machine-changing steps need: the clouds clusters live in, and where the NAS exports are. */
export interface MachinesEnv {
  clouds: Clouds;
  dataDir: string;
  /** The plan last applied per cluster by this process (steps and ticker alike), so that nothing applies it twice. */
  applied: Map<string, string>;
}

export const machinesEnv = (clouds: Clouds, dataDir: string): MachinesEnv => ({ clouds, dataDir, applied: new Map() });

/** Applies a plan, remembered as this process's last for its cluster; a tenant's after its shared cluster's (ADR 0050). */
async function applyPlan(tx: Db, env: MachinesEnv, cloud: Cloud, plan: ClusterPlan): Promise<void> {
  if (plan.joins) {
    const shared = await planOf(tx, env.dataDir, plan.joins);
    if (shared) await applyChanged(env, cloud, shared);
  }
  await cloud.apply(plan);
  env.applied.set(plan.clusterId, planKey(plan));
}

/** Applies a plan unless this process applied the same one last (the machines ticker's pass, a tenant's shared cluster). */
export async function applyChanged(env: MachinesEnv, cloud: Cloud, plan: ClusterPlan): Promise<void> {
  const key = planKey(plan);
  if (env.applied.get(plan.clusterId) === key) return;
  await cloud.apply(plan);
  env.applied.set(plan.clusterId, key);
}

/** Applies each cluster's plan as its rows now say (hosts added, removed or resized, queues, users). */
export async function applyPlans(tx: Db, env: MachinesEnv, ids: string[]): Promise<boolean> {
  for (const id of ids) {
    const cloud = await cloudOf(tx, env.clouds, id);
    const plan = cloud ? await planOf(tx, env.dataDir, id) : null;
    if (!cloud || !plan) return false;
    await applyPlan(tx, env, cloud, plan);
  }
  return true;
}

export type HostsWait = { state: 'running'; seen: ClusterObservation } | { state: 'waiting' } | { state: 'failed'; why: string };

const older = (op: OperationRow, ms: number): boolean => Date.now() - new Date(op.create_time).getTime() > ms;

/** Partitions compared as the hosts' scheduler holds them: in order, each with its hosts in order. */
const comparable = (partitions: PartitionPlan[]): string =>
  JSON.stringify(
    partitions
      .map((p) => ({ name: p.name, hosts: [...p.hosts].sort(), isDefault: p.isDefault }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  );

/** The plan's partitions as its scheduler is to hold them: of its compute hosts only (as slurm.conf names them). */
function planned(plan: ClusterPlan): PartitionPlan[] {
  const compute = new Set(plan.hosts.filter((h) => h.role === 'compute').map((h) => h.hostName));
  return plan.partitions.map((p) => ({ ...p, hosts: p.hosts.filter((h) => compute.has(h)) }));
}

/**
 * Whether the hosts' scheduler holds the plan's partitions (a queue change has reached it) and no host is still
 * starting (a slurmctld restarted for a changed node list takes the nodes back as their slurmd registers again, and
 * refuses jobs for them until then); failed past the time limit.
 */
function partitionsWait(plan: ClusterPlan, seen: ClusterObservation, op: OperationRow): HostsWait {
  const held = !!seen.partitions && comparable(seen.partitions) === comparable(planned(plan));
  if (held && !seen.hosts.some((h) => h.state === 'starting')) return { state: 'running', seen };
  if (older(op, HOSTS_LIMIT_MS))
    return { state: 'failed', why: `the hosts' scheduler does not hold the queues as partitions after ${HOSTS_LIMIT_MS / 1000} s` };
  return { state: 'waiting' };
}

/**
 * Whether the hosts of `nodeIds` run (every host of the plan when empty), and with `partitions` whether their
 * scheduler holds the plan's queues. A host the cloud does not know (a gateway restarted under a simulated cloud,
 * which keeps no state) is applied again; a cloud failure, an abnormal host or the time limit fail the wait.
 */
export async function waitForHosts(
  tx: Db,
  env: MachinesEnv,
  cloud: Cloud,
  op: OperationRow,
  clusterId: string,
  nodeIds: string[] = [],
  partitions = false,
): Promise<HostsWait> {
  const plan = await planOf(tx, env.dataDir, clusterId);
  if (!plan) return { state: 'failed', why: 'the cluster is gone' };
  const wanted = plan.hosts.filter((h) => !nodeIds.length || nodeIds.includes(h.nodeId));
  let seen = await cloud.observe(clusterId);
  if (wanted.some((h) => !seen.hosts.some((known) => known.nodeId === h.nodeId))) {
    await applyPlan(tx, env, cloud, plan);
    seen = await cloud.observe(clusterId);
  }
  if (seen.failure) return { state: 'failed', why: seen.failure };
  const hosts = new Map(seen.hosts.map((h) => [h.nodeId, h]));
  if (wanted.some((h) => !hosts.has(h.nodeId))) return { state: 'waiting' };
  const abnormal = wanted.map((h) => hosts.get(h.nodeId)!).find((h) => h.state === 'abnormal');
  if (abnormal && older(op, HOSTS_LIMIT_MS / 2)) return { state: 'failed', why: `${abnormal.hostName}: ${abnormal.detail ?? 'abnormal'}` };
  if (wanted.every((h) => hosts.get(h.nodeId)!.state === 'running')) {
    // A tenant's queues are its shared cluster's partitions, which no change of its own moves.
    if (partitions && !plan.joins) {
      const held = partitionsWait(plan, seen, op);
      if (held.state !== 'running') return held;
    }
    if (plan.joins) {
      const shared = await sharedRuns(cloud, op, plan.joins, seen);
      if (shared.state !== 'running') return shared;
    }
    // Where each host's sshd is reached (the terminal's endpoint for its node).
    for (const host of wanted.map((h) => hosts.get(h.nodeId)!)) {
      const endpoint = host.ssh ? `${host.ssh.host}:${host.ssh.port}` : null;
      await tx.query('UPDATE cluster_nodes SET ssh_endpoint = $2 WHERE node_id = $1 AND ssh_endpoint IS DISTINCT FROM $2', [
        host.nodeId,
        endpoint,
      ]);
    }
    return { state: 'running', seen };
  }
  if (older(op, HOSTS_LIMIT_MS)) {
    const late = wanted
      .map((h) => hosts.get(h.nodeId)!)
      .filter((h) => h.state !== 'running')
      .map((h) => `${h.hostName} ${h.state}`);
    return { state: 'failed', why: `hosts not running after ${HOSTS_LIMIT_MS / 1000} s: ${late.join(', ')}` };
  }
  return { state: 'waiting' };
}

/** A tenant's shared cluster: every host of it running, and its scheduler answering the tenant (ADR 0050). */
async function sharedRuns(cloud: Cloud, op: OperationRow, sharedId: string, tenant: ClusterObservation): Promise<HostsWait> {
  const shared = await cloud.observe(sharedId);
  if (shared.failure) return { state: 'failed', why: `the zone's shared cluster: ${shared.failure}` };
  if (shared.hosts.length && shared.hosts.every((h) => h.state === 'running') && tenant.scheduler)
    return { state: 'running', seen: tenant };
  if (older(op, HOSTS_LIMIT_MS)) return { state: 'failed', why: `the zone's shared cluster does not run after ${HOSTS_LIMIT_MS / 1000} s` };
  return { state: 'waiting' };
}

export type Hosts = 'running' | 'waiting' | { why: string };

/** Waits for the hosts of every cluster of `clusterIds` (of `nodeIds` only, when given; with `partitions`, their queues too). */
export async function hostsOf(
  tx: Db,
  env: MachinesEnv,
  op: OperationRow,
  clusterIds: string[],
  nodeIds: string[] = [],
  partitions = false,
): Promise<Hosts> {
  let waiting = false;
  for (const id of clusterIds) {
    const cloud = await cloudOf(tx, env.clouds, id);
    if (!cloud) return { why: 'the cloud of this cluster is not run by this gateway' };
    const wait = await waitForHosts(tx, env, cloud, op, id, nodeIds, partitions);
    if (wait.state === 'failed') return { why: wait.why };
    if (wait.state === 'waiting') waiting = true;
  }
  return waiting ? 'waiting' : 'running';
}

/**
 * Nodes just added (pending, creating: by addNodes, a queue bound, an expansion) join once their hosts run, with
 * `partitions` once their scheduler also holds the queues: active, their health read next. A host that cannot run
 * takes them out again (deleted, out of their queues, out of the plan) and answers why: no node stays active.
 */
export async function nodesJoin(
  tx: Db,
  env: MachinesEnv,
  op: OperationRow,
  clusterId: string,
  nodeIds: string[],
  partitions = false,
): Promise<'waiting' | 'joined' | { why: string }> {
  const hosts = await hostsOf(tx, env, op, [clusterId], nodeIds, partitions);
  if (hosts === 'waiting') return 'waiting';
  if (typeof hosts === 'object') {
    await tx.query(
      "UPDATE cluster_nodes SET status = 'deleted', transition_status = '', status_time = now() WHERE node_id = ANY($1) AND transition_status = 'creating'",
      [nodeIds],
    );
    await tx.query('DELETE FROM queue_nodes WHERE node_id = ANY($1)', [nodeIds]);
    await applyPlans(tx, env, [clusterId]);
    return hosts;
  }
  await tx.query(
    "UPDATE cluster_nodes SET status = 'active', transition_status = '', health_status = 'fetching', status_time = now() WHERE node_id = ANY($1) AND transition_status = 'creating'",
    [nodeIds],
  );
  return 'joined';
}

/** Whether a cluster's machines run (an active cluster): a stopped one's hosts run nothing and take its plan at its start. */
export async function machinesRun(tx: Db, clusterId: string): Promise<boolean> {
  return (await tx.query("SELECT 1 FROM clusters WHERE cluster_id = $1 AND status = 'active'", [clusterId])).length > 0;
}

/** Applies the cluster's plan and waits until the hosts' scheduler holds its partitions (a queue change has reached it). */
export async function queuesApplied(tx: Db, env: MachinesEnv, op: OperationRow, clusterId: string, apply: boolean): Promise<Hosts> {
  if (!(await machinesRun(tx, clusterId))) return 'running';
  const cloud = await cloudOf(tx, env.clouds, clusterId);
  const plan = cloud ? await planOf(tx, env.dataDir, clusterId) : null;
  if (!cloud || !plan) return { why: 'the cloud of this cluster is not run by this gateway' };
  if (apply) await applyPlan(tx, env, cloud, plan);
  if (plan.joins) return 'running';
  const seen = await cloud.observe(clusterId);
  if (seen.failure) return { why: seen.failure };
  const held = partitionsWait(plan, seen, op);
  return held.state === 'failed' ? { why: held.why } : held.state;
}

/**
 * Nodes leaving the cluster (deleted, unbound, shrunk), one call per poll until 'left': whatever runs on their hosts
 * is ended first (the scheduler cancels it; after the time limit the hosts go regardless, which ends it too), then
 * `markLeft` takes them out of the rows (and so of the plan) and the plan is applied: the hosts stop and are removed,
 * and the nodes have left once the hosts' scheduler holds the partitions without them. A stopped cluster's hosts run
 * nothing and go at its next start.
 */
export async function nodesLeave(
  tx: Db,
  env: MachinesEnv,
  op: OperationRow,
  clusterId: string,
  nodeIds: string[],
  markLeft: (tx: Db) => Promise<void>,
): Promise<'waiting' | 'left'> {
  const cloud = await cloudOf(tx, env.clouds, clusterId);
  const running = !!cloud && (await machinesRun(tx, clusterId));
  const [{ staying }] = await tx.query<{ staying: number }>(
    "SELECT count(*)::int AS staying FROM cluster_nodes WHERE node_id = ANY($1) AND status NOT IN ('deleted', 'ceased')",
    [nodeIds],
  );
  if (staying > 0) {
    if (running && cloud && !(await cloud.endJobs(clusterId, nodeIds)) && !older(op, HOSTS_LIMIT_MS / 2)) return 'waiting';
    await markLeft(tx);
    if (!running) return 'left';
    return (await queuesApplied(tx, env, op, clusterId, true)) === 'waiting' ? 'waiting' : 'left';
  }
  return !running || (await queuesApplied(tx, env, op, clusterId, false)) !== 'waiting' ? 'left' : 'waiting';
}

export const waitAgain = (stage: string): StepResult => ({ next: HOSTS_POLL_MS, stage });

export type Phase = (tx: Db, op: OperationRow) => Promise<StepResult>;

/** Named stages, for steps that wait on hosts: the first runs first; a result's `stage` names the next (a wait may repeat its own). */
export function stages(first: Phase, named: Record<string, Phase>): Step {
  return (tx, op) => {
    const stage = op.step === 0 ? undefined : (op.payload.stage as string | undefined);
    const phase = stage === undefined ? first : named[stage];
    return phase ? phase(tx, op) : Promise.resolve<StepResult>({ failed: 'internal_error' });
  };
}

/** `ms` on the simulated cloud, which imitates how long machines take; nothing on a real one, whose steps wait on its hosts. */
export async function paceOf(tx: Db, clusterId: string, ms: number): Promise<number> {
  const [row] = await tx.query<{ cloud: string }>('SELECT cloud FROM clusters WHERE cluster_id = $1', [clusterId]);
  return firstStepDelay(row?.cloud ?? 'simulated', ms);
}
