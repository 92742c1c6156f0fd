/**
 * The compute nodes of a queue, and new compute nodes for a dedicated queue or an expansion.
 *
 * Which node runs what is simulated simply from the jobs table (a queue and cores per job): the queue's
 * running jobs, oldest first, fill its active nodes in host-name order (the order the jobs scheduler
 * allocates in). A node with no core taken that way is idle; the others are busy. Each job counts as
 * running on every node it fills.
 */
import type { Db } from '../../db/database';
import type { Schema } from '../../http/handler-types';
import { randomId, type ClusterRow } from './access';

export interface QueueNode {
  node_id: string;
  name: string;
  hostname: string;
  status: Schema<'NodeStatus'>;
  health_status: Schema<'HealthStatus'>;
  cpu: number;
  memory: number;
  create_time: Date;
  used_cores: number;
  running_jobs: number;
  /** Queues other than this one the node belongs to. */
  other_queues: number;
}

export async function queueNodes(db: Db, queueId: string): Promise<QueueNode[]> {
  const nodes = await db.query<Omit<QueueNode, 'used_cores' | 'running_jobs'>>(
    `SELECT n.node_id, n.name, n.hostname, n.status, n.health_status, n.cpu, n.memory, n.create_time,
            (SELECT count(*)::int FROM queue_nodes o WHERE o.node_id = n.node_id AND o.hpcqueue_id <> $1) AS other_queues
     FROM queue_nodes qn JOIN cluster_nodes n ON n.node_id = qn.node_id
     WHERE qn.hpcqueue_id = $1 AND n.role = 'compute' ORDER BY n.hostname, n.node_id`,
    [queueId],
  );
  const jobs = await db.query<{ cores: number }>(
    "SELECT cores FROM jobs WHERE hpcqueue_id = $1 AND job_status = 'running' AND array_spec IS NULL ORDER BY started_time NULLS LAST, hpcjob_uuid",
    [queueId],
  );
  const filled = nodes.map((n) => ({ ...n, used_cores: 0, running_jobs: 0 }));
  const active = filled.filter((n) => n.status === 'active');
  for (const job of jobs) {
    let remaining = job.cores;
    for (const node of active) {
      const take = Math.min(node.cpu - node.used_cores, remaining);
      if (take <= 0) continue;
      node.used_cores += take;
      node.running_jobs += 1;
      remaining -= take;
      if (remaining === 0) break;
    }
  }
  return filled;
}

export interface NodeShape {
  cpu: number;
  memory: number;
  gpu: number;
  node_type: string;
  instance_class: number;
}

export const DEFAULT_SHAPE: NodeShape = { cpu: 56, memory: 229376, gpu: 0, node_type: 'standard', instance_class: 101 };

/** The shape of the newest compute node of the queue, else of the cluster, else the default 56-core node. */
export async function shapeOf(db: Db, clusterId: string, queueId: string): Promise<NodeShape> {
  const rows = await db.query<NodeShape>(
    `SELECT n.cpu, n.memory, n.gpu, n.node_type, n.instance_class FROM cluster_nodes n
     WHERE n.cluster_id = $1 AND n.role = 'compute'
     ORDER BY EXISTS (SELECT 1 FROM queue_nodes qn WHERE qn.node_id = n.node_id AND qn.hpcqueue_id = $2) DESC, n.create_time DESC LIMIT 1`,
    [clusterId, queueId],
  );
  return rows[0] ?? DEFAULT_SHAPE;
}

/** Inserts count pending compute nodes into the cluster and the queue; answers their ids. */
export async function createComputeNodes(tx: Db, cluster: ClusterRow, queueId: string, count: number, shape: NodeShape): Promise<string[]> {
  const existing = await tx.query<{ hostname: string; private_ip: string }>(
    'SELECT hostname, private_ip FROM cluster_nodes WHERE cluster_id = $1',
    [cluster.cluster_id],
  );
  let number = Math.max(0, ...existing.map((n) => Number(/^compute(\d+)$/.exec(n.hostname)?.[1] ?? 0)));
  const prefix = existing[0]?.private_ip.replace(/\d+$/, '') ?? '10.16.0.';
  const usedIps = new Set(existing.map((n) => n.private_ip));
  let octet = 9;
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    number += 1;
    do octet += 1;
    while (usedIps.has(prefix + octet) && octet < 254);
    const nodeId = randomId('cln-');
    const hostname = `compute${String(number).padStart(3, '0')}`;
    await tx.query(
      `INSERT INTO cluster_nodes (node_id, cluster_id, instance_id, name, hostname, role, node_type, instance_class, cpu, memory, gpu, status, transition_status, private_ip)
       VALUES ($1, $2, $3, $4, $4, 'compute', $5, $6, $7, $8, $9, 'pending', 'creating', $10)`,
      [
        nodeId,
        cluster.cluster_id,
        randomId('i-'),
        hostname,
        shape.node_type,
        shape.instance_class,
        shape.cpu,
        shape.memory,
        shape.gpu,
        prefix + octet,
      ],
    );
    await tx.query('INSERT INTO queue_nodes (hpcqueue_id, node_id) VALUES ($1, $2)', [queueId, nodeId]);
    ids.push(nodeId);
  }
  return ids;
}

/** Compute nodes of the cluster: the ones of `nodeIds` that are not, for the refusals. */
export async function notComputeNodes(db: Db, clusterId: string, nodeIds: string[]): Promise<string[]> {
  const rows = await db.query<{ node_id: string }>(
    "SELECT node_id FROM cluster_nodes WHERE cluster_id = $1 AND role = 'compute' AND status NOT IN ('deleted', 'ceased', 'deleting') AND node_id = ANY($2)",
    [clusterId, nodeIds],
  );
  const found = new Set(rows.map((r) => r.node_id));
  return nodeIds.filter((id) => !found.has(id));
}
