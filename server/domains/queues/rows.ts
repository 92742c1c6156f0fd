/**
 * Queue rows with their counts (nodes, cores, jobs) as the contract's Queue entity, queue types as
 * HpcQueueType, and the `$n` placeholders the lists build.
 */
import type { Db } from '../../db/database';
import { iso } from '../../db/lists';
import type { Schema } from '../../http/handler-types';
import { displayText } from '../../i18n/display-names';
import type { Lang } from '../../i18n/messages';

export const QUEUE_SELECT = `
  SELECT q.hpcqueue_id, q.queue_name, q.category, q.is_default, q.cluster_id, q.queue_type, q.status, q.paid_type, q.duration,
         q.is_auto_renewal, q.expire_time, q.create_time, q.update_time, c.owner, c.cluster_type, t.cores_per_node AS type_cores,
         coalesce(n.node_count, 0) AS node_count, coalesce(n.total_cores, 0) AS total_cores, n.max_cpu,
         coalesce(j.used_cores, 0) AS used_cores, coalesce(j.running_jobs, 0) AS running_jobs, coalesce(j.pending_jobs, 0) AS pending_jobs
  FROM queues q
  JOIN clusters c ON c.cluster_id = q.cluster_id
  LEFT JOIN queue_types t ON t.zone = c.zone AND t.queue_type = q.queue_type
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS node_count, sum(cn.cpu)::int AS total_cores, max(cn.cpu)::int AS max_cpu
    FROM queue_nodes qn JOIN cluster_nodes cn ON cn.node_id = qn.node_id
    WHERE qn.hpcqueue_id = q.hpcqueue_id AND cn.role = 'compute'
  ) n ON true
  LEFT JOIN LATERAL (
    SELECT sum(jb.cores) FILTER (WHERE jb.job_status = 'running')::int AS used_cores,
           count(*) FILTER (WHERE jb.job_status = 'running')::int AS running_jobs,
           count(*) FILTER (WHERE jb.job_status = 'pending')::int AS pending_jobs
    FROM jobs jb WHERE jb.hpcqueue_id = q.hpcqueue_id AND jb.job_status IN ('running', 'pending') AND jb.array_spec IS NULL
  ) j ON true`;

/** A queue with its counts; the reads that list or describe one leave deleted queues out, so its status is the contract's. */
export interface QueueListRow {
  hpcqueue_id: string;
  queue_name: string;
  category: Schema<'QueueCategory'>;
  is_default: Schema<'HpcQueueDefaultFlag'>;
  cluster_id: string;
  queue_type: string | null;
  status: Schema<'HpcQueueStatus'>;
  paid_type: Schema<'PaidType'>;
  duration: number;
  is_auto_renewal: Schema<'AutoRenewal'>;
  expire_time: Date | null;
  create_time: Date;
  update_time: Date | null;
  owner: string;
  cluster_type: string;
  type_cores: number | null;
  node_count: number;
  total_cores: number;
  max_cpu: number | null;
  used_cores: number;
  running_jobs: number;
  pending_jobs: number;
}

export function toQueue(r: QueueListRow): Schema<'queue'> {
  const coresPerNode = r.type_cores ?? r.max_cpu;
  const hpc = r.cluster_type === 'hpc';
  return {
    hpcqueue_id: r.hpcqueue_id,
    queue_name: r.queue_name,
    category: r.category,
    is_default: r.is_default,
    cluster_id: r.cluster_id,
    ...(r.queue_type ? { queue_type: r.queue_type } : {}),
    node_count: Math.min(r.node_count, 100),
    ...(coresPerNode ? { cores_per_node: coresPerNode } : {}),
    total_cores: r.total_cores,
    used_cores: r.used_cores,
    pending_jobs: r.pending_jobs,
    running_jobs: r.running_jobs,
    status: r.status,
    owner: r.owner,
    ...(hpc && r.category === 'dedicated' ? { paid_type: r.paid_type, duration: r.duration, is_auto_renewal: r.is_auto_renewal } : {}),
    ...(hpc ? { expire_time: r.expire_time ? iso(r.expire_time) : null } : {}),
    create_time: iso(r.create_time),
    ...(r.update_time ? { update_time: iso(r.update_time) } : {}),
  };
}

export interface QueueTypeRow {
  queue_type: string;
  name: string;
  category: Schema<'QueueCategory'>;
  cores_per_node: Schema<'HpcQueueType'>['cores_per_node'];
  memory_per_node: number;
  gpu_per_node: number;
  price: number;
  currency: Schema<'Currency'>;
  description: string;
}

export const QUEUE_TYPE_COLUMNS = 'queue_type, name, category, cores_per_node, memory_per_node, gpu_per_node, price, currency, description';

/** A queue type as answered: its name and description in the request's language (server/i18n/display-names.ts). */
export function toQueueType(r: QueueTypeRow, lang: Lang = 'zh'): Schema<'HpcQueueType'> {
  return { ...r, name: displayText(r.name, lang), description: displayText(r.description, lang) };
}

export async function findQueueType(db: Db, zone: string, queueType: string): Promise<QueueTypeRow | undefined> {
  const rows = await db.query<QueueTypeRow>(`SELECT ${QUEUE_TYPE_COLUMNS} FROM queue_types WHERE zone = $1 AND queue_type = $2`, [
    zone,
    queueType,
  ]);
  return rows[0];
}

/** Builds `$n` placeholders while collecting their values. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
