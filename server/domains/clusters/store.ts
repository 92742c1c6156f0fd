/**
 * Writing clusters' nodes and queues: ids, host names and display names of new nodes, and queue membership.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { NodeRole, NodeType } from './catalogue';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** An id like cln-k3m8q2w7: the prefix and `length` random lowercase letters and digits. */
export function randomId(prefix: string, length = 8): string {
  const bytes = randomBytes(length);
  return `${prefix}-${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

export interface NewNodes {
  role: NodeRole;
  node_type: NodeType;
  instance_class: number;
  cpu: number;
  memory: number;
  gpu: number;
  ips: string[];
  /** pending for a node being created (the default), or the status of a seeded node. */
  status?: string;
  transition_status?: string;
  health_status?: string;
  create_time?: Date | string;
}

function displayName(role: NodeRole, type: NodeType, n: number): string {
  const nn = String(n).padStart(2, '0');
  if (role === 'controller') return n === 1 ? '控制节点' : `控制节点_${nn}`;
  if (role === 'login') return `登录节点_${nn}`;
  if (type === 'gpu') return `gpu_node ${nn}`;
  if (type === 'bare_metal') return `bm_node ${nn}`;
  return `计算节点_${nn}`;
}

/** Inserts nodes of one role and configuration (one per address); answers their ids. */
export async function insertNodes(tx: Db, clusterId: string, nodes: NewNodes): Promise<string[]> {
  const [{ count }] = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM cluster_nodes WHERE cluster_id = $1 AND role = $2',
    [clusterId, nodes.role],
  );
  const ids: string[] = [];
  for (const [i, ip] of nodes.ips.entries()) {
    const n = count + i + 1;
    const nodeId = randomId('cln');
    await tx.query(
      `INSERT INTO cluster_nodes (node_id, cluster_id, instance_id, name, hostname, role, node_type, instance_class, cpu, memory, gpu,
                                  status, transition_status, health_status, private_ip, create_time, status_time)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15, coalesce($16::timestamptz, now()), coalesce($16::timestamptz, now()))`,
      [
        nodeId,
        clusterId,
        randomId('i'),
        displayName(nodes.role, nodes.node_type, n),
        `${nodes.role}${String(n).padStart(3, '0')}`,
        nodes.role,
        nodes.node_type,
        nodes.instance_class,
        nodes.cpu,
        nodes.memory,
        nodes.gpu,
        nodes.status ?? 'pending',
        nodes.transition_status ?? (nodes.status ? '' : 'creating'),
        nodes.health_status ?? 'fetching',
        ip,
        nodes.create_time ?? null,
      ],
    );
    ids.push(nodeId);
  }
  return ids;
}

export async function joinQueue(tx: Db, queueId: string, nodeIds: string[]): Promise<void> {
  for (const nodeId of nodeIds) {
    await tx.query('INSERT INTO queue_nodes (hpcqueue_id, node_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [queueId, nodeId]);
  }
}

/** The cluster's default queue, if it has one that is not deleted. */
export async function defaultQueue(tx: Db, clusterId: string): Promise<string | undefined> {
  const rows = await tx.query<{ hpcqueue_id: string }>(
    "SELECT hpcqueue_id FROM queues WHERE cluster_id = $1 AND is_default = 1 AND status <> 'deleted' ORDER BY create_time LIMIT 1",
    [clusterId],
  );
  return rows[0]?.hpcqueue_id;
}

/** Live nodes of a role (not deleted nor ceased). */
export async function liveNodeCount(tx: Db, clusterId: string, role: NodeRole): Promise<number> {
  const [{ count }] = await tx.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM cluster_nodes WHERE cluster_id = $1 AND role = $2 AND status NOT IN ('deleted', 'ceased')",
    [clusterId, role],
  );
  return count;
}
