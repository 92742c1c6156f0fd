/**
 * A scheduler's nodes and partitions as the console's compute nodes and queues (ADR 0039, 0048): upserted by name
 * (stable ids derived from the cluster and the name), node states as the adapter mapped them (status, health; the
 * raw state in the node's description), each partition's nodes as its queue_nodes. A node or partition the
 * scheduler no longer reports is marked deleted.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import type { SchedulerInventory } from './scheduler-adapter';

const idOf = (prefix: string, clusterId: string, name: string) =>
  `${prefix}-${createHash('sha256').update(`${clusterId}/${name}`).digest('hex').slice(0, 10)}`;
export const nodeIdOf = (clusterId: string, name: string) => idOf('cln', clusterId, name);
export const queueIdOf = (clusterId: string, name: string) => idOf('hpcq', clusterId, name);

/** Queue names the contract can carry (ShortName). */
const QUEUE_NAME = /^[A-Za-z0-9_]{3,12}$/;
const HOST_NAME = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** Upserts nodes and queues; answers what it could not show (names the contract cannot carry). */
export async function keepInventory(db: Db, clusterId: string, { nodes, partitions }: SchedulerInventory, now: Date): Promise<string[]> {
  const problems: string[] = [];
  await db.transaction(async (tx) => {
    const seen: string[] = [];
    for (const node of nodes) {
      if (!HOST_NAME.test(node.name)) {
        problems.push(`node name ${node.name} cannot be shown`);
        continue;
      }
      const id = nodeIdOf(clusterId, node.name);
      seen.push(id);
      const { status, health, detail } = node;
      await tx.query(
        `INSERT INTO cluster_nodes (node_id, cluster_id, instance_id, name, hostname, role, node_type, instance_class, cpu, memory, status, health_status, private_ip, description, create_time, status_time)
         VALUES ($1, $2, $3, $4, $4, 'compute', 'standard', 101, $5, $6, $7, $8, '0.0.0.0', $9, $10, $10)
         ON CONFLICT (node_id) DO UPDATE SET cpu = EXCLUDED.cpu, memory = EXCLUDED.memory, status = EXCLUDED.status, health_status = EXCLUDED.health_status,
                description = EXCLUDED.description,
                status_time = CASE WHEN cluster_nodes.status IS DISTINCT FROM EXCLUDED.status THEN EXCLUDED.status_time ELSE cluster_nodes.status_time END`,
        [id, clusterId, `i-${id.slice(4)}`, node.name, node.cpus, node.memoryMb, status, health, detail.slice(0, 200), now],
      );
    }
    await tx.query(
      "UPDATE cluster_nodes SET status = 'deleted', status_time = $3 WHERE cluster_id = $1 AND role = 'compute' AND NOT (node_id = ANY($2)) AND status <> 'deleted'",
      [clusterId, seen, now],
    );
    const queues: string[] = [];
    for (const p of partitions) {
      if (!QUEUE_NAME.test(p.name)) {
        problems.push(`partition name ${p.name} cannot be shown`);
        continue;
      }
      const id = queueIdOf(clusterId, p.name);
      queues.push(id);
      await tx.query(
        `INSERT INTO queues (hpcqueue_id, cluster_id, queue_name, category, is_default, status, create_time, max_time_limit) VALUES ($1, $2, $3, 'dedicated', $4, $5, $6, $7)
         ON CONFLICT (hpcqueue_id) DO UPDATE SET is_default = EXCLUDED.is_default, status = EXCLUDED.status, max_time_limit = EXCLUDED.max_time_limit`,
        [id, clusterId, p.name, p.isDefault ? 1 : 0, p.up ? 'active' : 'inactive', now, p.maxTimeMin ?? null],
      );
      await tx.query('DELETE FROM queue_nodes WHERE hpcqueue_id = $1', [id]);
      const members = p.nodes.map((n) => nodeIdOf(clusterId, n)).filter((n) => seen.includes(n));
      for (const nodeId of members) await tx.query('INSERT INTO queue_nodes (hpcqueue_id, node_id) VALUES ($1, $2)', [id, nodeId]);
    }
    await tx.query("UPDATE queues SET status = 'deleted' WHERE cluster_id = $1 AND NOT (hpcqueue_id = ANY($2)) AND status <> 'deleted'", [
      clusterId,
      queues,
    ]);
  });
  return problems;
}
