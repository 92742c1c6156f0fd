/**
 * The nodes of a cluster: rename, add (with its fee and queue), delete, restart, and the EIP of a login node.
 */
import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/database';
import type { Handlers } from '../../http/handler-types';
import { fail } from '../../http/failure';
import { recordOperation } from '../../operations/records';
import { clusterAccess, requireSession, requireWritable, type ClusterRow } from './access';
import { periodPrice } from '../catalogue/public';
import { CLUSTER_CONF, type NodeRole } from './catalogue';
import { addNodesHourly, offerFor } from './changes';
import { eipAvailable, ownerCanPay } from './integrations';
import { assignAddresses, vxnetNetwork } from './network';
import { defaultQueue, insertNodes, joinQueue, liveNodeCount } from './store';
import { firstStepDelay } from '../../cloud/index';

interface NodeState {
  node_id: string;
  name: string;
  role: NodeRole;
  status: string;
  transition_status: string;
  eip_id: string | null;
}

/** The live nodes of the cluster with these ids, or 404 naming the first one that is not among them. */
async function nodesIn(tx: Db, cluster: ClusterRow, nodeIds: string[]): Promise<NodeState[]> {
  const rows = await tx.query<NodeState>(
    "SELECT node_id, name, role, status, transition_status, eip_id FROM cluster_nodes WHERE cluster_id = $1 AND node_id = ANY($2) AND status NOT IN ('deleted', 'ceased') FOR UPDATE",
    [cluster.cluster_id, nodeIds],
  );
  const missing = nodeIds.find((id) => !rows.some((r) => r.node_id === id));
  if (missing) throw fail.notFound('clusters_node_not_found', { id: missing });
  return nodeIds.map((id) => rows.find((r) => r.node_id === id)!);
}

/** The cluster for a node change: writable by the user, in one of the statuses, with no cluster-wide operation under way. */
async function clusterForNodes(tx: Db, session: Session, clusterId: string, statuses: string[]): Promise<ClusterRow> {
  const cluster = requireWritable(await clusterAccess(tx, session, clusterId, { lock: true }));
  if (!statuses.includes(cluster.status)) throw fail.conflict('clusters_not_active', { id: cluster.cluster_id });
  if (cluster.transition_status) throw fail.conflict('clusters_busy', { id: cluster.cluster_id, transition: cluster.transition_status });
  return cluster;
}

async function record(
  tx: Db,
  session: Session,
  cluster: ClusterRow,
  action: string,
  nodes: { node_id: string; name: string }[],
  delayMs: number,
  payload: Record<string, unknown> = {},
) {
  return recordOperation(tx, {
    action,
    resourceType: 'node',
    resourceIds: [cluster.cluster_id, ...nodes.map((n) => n.node_id)],
    resourceNames: [cluster.cluster_name, ...nodes.map((n) => n.name)],
    owner: cluster.owner,
    userId: session.user.user_id,
    zone: cluster.zone,
    delayMs: firstStepDelay(cluster.cloud, delayMs),
    payload: { node_ids: nodes.map((n) => n.node_id), ...payload },
  });
}

/** Nodes are added to the compute and login roles (the contract refuses the controller). */
const ADD_TOTAL_KEYS = { compute: 'clusters_add_compute_total', login: 'clusters_add_login_total' } as const;

function idle(node: NodeState): void {
  if (node.transition_status) throw fail.conflict('clusters_node_busy', { id: node.node_id, transition: node.transition_status });
}

export const nodeHandlers = {
  modifyClusterNode: async ({ db, session: maybe, input }) => {
    const session = requireSession(maybe);
    return db.transaction(async (tx) => {
      const cluster = requireWritable(await clusterAccess(tx, session, input.cluster_id, { lock: true }));
      const [node] = await nodesIn(tx, cluster, [input.node_id]);
      const rows = await tx.query<{ name: string }>(
        'UPDATE cluster_nodes SET name = coalesce($2, name), description = coalesce($3, description) WHERE node_id = $1 RETURNING name',
        [node.node_id, input.name ?? null, input.description ?? null],
      );
      await record(tx, session, cluster, 'cluster/modifyClusterNode', [{ node_id: node.node_id, name: rows[0].name }], 0, {
        previous_name: node.name,
      });
      return { node_id: node.node_id };
    });
  },

  addNodes: async ({ db, session: maybe, input }) => {
    const session = requireSession(maybe);
    return db.transaction(async (tx) => {
      const cluster = await clusterForNodes(tx, session, input.cluster_id, ['active']);
      const { role, count } = input;
      const spec = { instance_class: input.instance_class, cpu: input.cpu, memory: input.memory, gpu: input.gpu };
      const offer = offerFor(cluster, role, spec);
      const range = CLUSTER_CONF[cluster.cluster_type].roles[role]!.count;
      const current = await liveNodeCount(tx, cluster.cluster_id, role);
      // The rule is on the total after the change: say so, with what is there and what may still be added.
      if (current + count > range.max)
        throw fail.field(['body', 'count'], 'range', ADD_TOTAL_KEYS[role === 'login' ? 'login' : 'compute'], {
          count,
          total: current + count,
          max: range.max,
          current,
          room: Math.max(0, range.max - current),
        });
      let queueId: string | undefined;
      if (role === 'compute') {
        if (input.hpcqueue_id) {
          const queues = await tx.query("SELECT 1 FROM queues WHERE hpcqueue_id = $1 AND cluster_id = $2 AND status <> 'deleted'", [
            input.hpcqueue_id,
            cluster.cluster_id,
          ]);
          if (!queues.length) throw fail.notFound('clusters_queue_not_in_cluster', { id: input.hpcqueue_id });
          queueId = input.hpcqueue_id;
        } else queueId = await defaultQueue(tx, cluster.cluster_id);
      }
      const network =
        cluster.config.ip_network ?? (await vxnetNetwork(tx, cluster.owner, cluster.zone, cluster.vxnet_id ?? ''))?.ip_network;
      if (!network) throw fail.conflict('clusters_no_network', { id: cluster.cluster_id });
      const ips = await assignAddresses(
        tx,
        { owner: cluster.owner, zone: cluster.zone, vxnet_id: cluster.vxnet_id, ip_network: network },
        count,
        input.private_ips,
        ['body', 'private_ips'],
      );
      const { price } = periodPrice(await addNodesHourly(tx, cluster, role, spec, count), cluster.paid_type);
      if (!(await ownerCanPay(tx, cluster.owner, price))) throw fail.balance('clusters_lack_of_balance');
      const nodeIds = await insertNodes(tx, cluster.cluster_id, { role, node_type: offer.node_type, ...spec, ips });
      if (queueId) await joinQueue(tx, queueId, nodeIds);
      const names = await tx.query<{ node_id: string; name: string }>(
        'SELECT node_id, name FROM cluster_nodes WHERE node_id = ANY($1) ORDER BY hostname',
        [nodeIds],
      );
      const jobId = await record(tx, session, cluster, 'cluster/addNodes', names, 15_000);
      return { job_id: jobId, node_ids: nodeIds };
    });
  },

  deleteNodes: async ({ db, session: maybe, input }) => {
    const session = requireSession(maybe);
    return db.transaction(async (tx) => {
      const cluster = await clusterForNodes(tx, session, input.cluster_id, ['active', 'stopped']);
      const nodes = await nodesIn(tx, cluster, input.node_ids);
      for (const node of nodes) {
        if (node.role === 'controller') throw fail.conflict('clusters_node_controller', { id: node.node_id });
        idle(node);
      }
      const computes = nodes.filter((n) => n.role === 'compute').length;
      if (computes && (await liveNodeCount(tx, cluster.cluster_id, 'compute')) - computes < 1)
        throw fail.conflict('clusters_node_last_compute');
      await tx.query("UPDATE cluster_nodes SET transition_status = 'deleting', status_time = now() WHERE node_id = ANY($1)", [
        nodes.map((n) => n.node_id),
      ]);
      return { job_id: await record(tx, session, cluster, 'cluster/deleteNodes', nodes, 10_000) };
    });
  },

  restartNodes: async ({ db, session: maybe, input }) => {
    const session = requireSession(maybe);
    return db.transaction(async (tx) => {
      const cluster = await clusterForNodes(tx, session, input.cluster_id, ['active']);
      const nodes = await nodesIn(tx, cluster, input.node_ids);
      for (const node of nodes)
        if (node.status !== 'active' || node.transition_status) throw fail.conflict('clusters_node_not_active', { id: node.node_id });
      await tx.query(
        "UPDATE cluster_nodes SET transition_status = 'restarting', health_status = 'fetching', status_time = now() WHERE node_id = ANY($1)",
        [nodes.map((n) => n.node_id)],
      );
      return { job_id: await record(tx, session, cluster, 'cluster/restartNodes', nodes, 2_000) };
    });
  },

  associateLoginNodeEip: async ({ db, session: maybe, input }) => {
    const session = requireSession(maybe);
    const eipId = input.eip_id;
    return db.transaction(async (tx) => {
      const cluster = await clusterForNodes(tx, session, input.cluster_id, ['active', 'stopped']);
      const [node] = await nodesIn(tx, cluster, [input.node_id]);
      if (node.role !== 'login') throw fail.conflict('clusters_node_not_login', { id: node.node_id });
      idle(node);
      if (node.eip_id) throw fail.conflict('clusters_node_has_eip', { id: node.node_id });
      if (!(await eipAvailable(tx, cluster.owner, cluster.zone, eipId))) throw fail.conflict('clusters_eip_unavailable', { id: eipId });
      await tx.query(
        "UPDATE cluster_nodes SET eip_id = $2, eip_addr = NULL, transition_status = 'associating', status_time = now() WHERE node_id = $1",
        [node.node_id, eipId],
      );
      return { job_id: await record(tx, session, cluster, 'cluster/associateLoginNodeEip', [node], 5_000, { eip_id: eipId }) };
    });
  },

  dissociateLoginNodeEip: async ({ db, session: maybe, input }) => {
    const session = requireSession(maybe);
    return db.transaction(async (tx) => {
      const cluster = await clusterForNodes(tx, session, input.cluster_id, ['active', 'stopped']);
      const [node] = await nodesIn(tx, cluster, [input.node_id]);
      if (node.role !== 'login' || !node.eip_id) throw fail.conflict('clusters_node_no_eip', { id: node.node_id });
      idle(node);
      await tx.query("UPDATE cluster_nodes SET transition_status = 'dissociating', status_time = now() WHERE node_id = $1", [node.node_id]);
      return { job_id: await record(tx, session, cluster, 'cluster/dissociateLoginNodeEip', [node], 5_000, { eip_id: node.eip_id }) };
    });
  },
} satisfies Handlers;
