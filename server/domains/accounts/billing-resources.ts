/**
 * A cluster's billed resources (nodes, private queues, storage) in its charge mode, and the user's
 * consumption of a shared cluster in the current month.
 */
import type { Handlers, InputOf, Schema } from '../../http/handler-types';
import { billedCluster } from './billing-access';
import { clusterAccess, GIB, iso, jobAccountSql, round, slicePage, who, type ClusterRow } from './common';
import { CORE_HOUR_PRICE, monthly } from './prices';
import type { Db } from '../../db/database';
import { priceResourceSet, storageHourPrice, type PricedResource } from '../catalogue/public';

/** A billed resource as priced, before the terms of the charge mode asked for. */
type ResourceInfo = Omit<Schema<'PrivateResourceInfo'>, 'paid_type' | 'duration' | 'expire_time' | 'auto_renewal' | 'currency'>;

/** The terms of a charge mode: Reserved until the cluster's period ends, or PayForUsed by the hour. */
type Terms = Pick<Schema<'PrivateResourceInfo'>, 'paid_type' | 'duration' | 'expire_time' | 'auto_renewal'>;

/** A cluster's own nodes (an EHPC cluster's; an HPC cluster's are the platform's) and its dedicated queues (HPC). */
async function billedResources(db: Db, cluster: ClusterRow): Promise<ResourceInfo[]> {
  const price = (hourly: number) => (cluster.paid_type === 1 ? monthly(hourly) : hourly);
  const nodes =
    cluster.cluster_type === 'ehpc'
      ? await db.query<{
          node_id: string;
          name: string;
          role: 'login' | 'controller' | 'compute';
          instance_class: number;
          cpu: number;
          memory: number;
          gpu: number;
          create_time: Date;
        }>(
          "SELECT node_id, name, role, instance_class, cpu, memory, gpu, create_time FROM cluster_nodes WHERE cluster_id = $1 AND status NOT IN ('deleted', 'ceased')",
          [cluster.cluster_id],
        )
      : [];
  const queues = await db.query<{ hpcqueue_id: string; queue_name: string; queue_type: string; create_time: Date; nodes: number }>(
    `SELECT q.hpcqueue_id, q.queue_name, q.queue_type, q.create_time,
            (SELECT count(*)::int FROM queue_nodes qn JOIN cluster_nodes n USING (node_id) WHERE qn.hpcqueue_id = q.hpcqueue_id AND n.status NOT IN ('deleted', 'ceased')) AS nodes
       FROM queues q WHERE q.cluster_id = $1 AND q.category = 'dedicated' AND q.queue_type IS NOT NULL AND q.status <> 'deleted'`,
    [cluster.cluster_id],
  );
  const resources: PricedResource[] = [
    ...nodes.map((n) => ({
      kind: 'node' as const,
      role: n.role,
      instance_class: n.instance_class,
      cpu: n.cpu,
      memory: n.memory,
      gpu: n.gpu,
      count: 1,
    })),
    ...queues.map((q) => ({ kind: 'queue' as const, queue_type: q.queue_type, count: q.nodes })),
  ];
  const { items } = await priceResourceSet(db, {
    cluster_type: cluster.cluster_type === 'hpc' ? 'hpc' : 'ehpc',
    zone: cluster.zone,
    resources,
  });
  // The NAS export holding the cluster's files: the one it mounts, or the one behind its vNAS (the view
  // cluster_exports, ADR 0011).
  const storage = await db.query<{ nas_id: string; name: string; quota_gb: number; zone: string; create_time: Date }>(
    'SELECT e.nas_id, e.name, e.quota_gb, e.zone, e.create_time FROM cluster_exports ce JOIN nas_exports e ON e.nas_id = ce.export_nas_id WHERE ce.cluster_id = $1',
    [cluster.cluster_id],
  );
  return [
    ...nodes.map((n, i) => ({
      resource_id: n.node_id,
      resource_type: 'node' as const,
      name: n.name.slice(0, 128),
      role: n.role,
      cpu: n.cpu,
      memory: n.memory,
      count: 1,
      unit_price: price(items[i].unit),
      start_time: iso(n.create_time) ?? '',
    })),
    ...queues.map((q, i) => ({
      resource_id: q.hpcqueue_id,
      resource_type: 'queue' as const,
      name: q.queue_name,
      role: null,
      count: q.nodes,
      unit_price: price(items[nodes.length + i].unit),
      start_time: iso(q.create_time) ?? '',
    })),
    ...storage.map((s) => ({
      resource_id: s.nas_id,
      resource_type: 'storage' as const,
      name: s.name.slice(0, 128),
      role: null,
      storage: s.quota_gb * GIB,
      count: 1,
      unit_price: price(storageHourPrice(s.zone, s.quota_gb) ?? 0),
      start_time: iso(s.create_time) ?? '',
    })),
  ];
}

async function reservedEnd(db: Db, cluster: ClusterRow): Promise<string> {
  if (cluster.expire_time) return iso(cluster.expire_time) ?? '';
  const [period] = await db.query<{ period_end: Date }>('SELECT period_end FROM reserved_periods WHERE cluster_id = $1', [
    cluster.cluster_id,
  ]);
  const end = period ? new Date(period.period_end) : new Date(cluster.create_time);
  if (!period) end.setUTCMonth(end.getUTCMonth() + Math.max(1, cluster.duration));
  return end.toISOString();
}

const SORT: Record<InputOf<'getPrivateResourceInfo'>['sort_key'], (r: ResourceInfo & Terms) => string | number> = {
  start_time: (r) => r.start_time,
  expire_time: (r) => r.expire_time ?? '',
  unit_price: (r) => r.unit_price,
};

export const billingResourceHandlers = {
  getPrivateResourceInfo: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    const cluster = await billedCluster(db, user, input.cluster_id);
    const reserved = input.paid_type === 'Reserved';
    const sameMode = reserved === (cluster.paid_type === 1);
    const expire = reserved ? await reservedEnd(db, cluster) : null;
    const terms: Terms = reserved
      ? { paid_type: 1, duration: Math.max(1, cluster.duration), expire_time: expire, auto_renewal: cluster.is_auto_renewal === 1 ? 1 : 0 }
      : { paid_type: 0, duration: 0, expire_time: null, auto_renewal: 0 };
    const all = sameMode
      ? (await billedResources(db, cluster))
          .filter((r) => !input.resource_type || r.resource_type === input.resource_type)
          .map((r) => ({ ...r, ...terms }))
      : [];
    const key = SORT[input.sort_key];
    const direction = input.reverse === 0 ? 1 : -1;
    all.sort((a, b) => (key(a) < key(b) ? -direction : key(a) > key(b) ? direction : a.resource_id.localeCompare(b.resource_id)));
    return {
      total_count: all.length,
      total_cost: round(all.reduce((sum, r) => sum + r.unit_price * r.count, 0)),
      currency: user.currency,
      resource_info_set: slicePage(all, input).map((r) => ({ ...r, currency: user.currency })),
    };
  },

  getShareResourceInfo: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    const { cluster, role } = await clusterAccess(db, user, input.cluster_id);
    const now = new Date();
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const account = await jobAccountSql(db);
    // The owner consumes through every job of its account on the cluster; a shared member through its own jobs.
    const [used] = await db.query<{ core_hours: number }>(
      `SELECT coalesce(sum(j.cores::float8 * j.run_time), 0) / 3600 AS core_hours FROM jobs j
        WHERE j.cluster_id = $1 AND j.submitted_time >= $2 AND j.array_spec IS NULL
          AND (CASE WHEN $3 THEN j.owner = $4 ELSE j.user_id = $5 OR ${account} IN (SELECT su.username FROM shared_users su JOIN iam_users iu USING (iam_user_id) WHERE iu.user_id = $5) END)`,
      [cluster.cluster_id, start, role === 'owner', cluster.owner, user.user_id],
    );
    const [member] = await db.query<{ allocated_core_hours: number | null; used_file_system: number }>(
      `SELECT suc.allocated_core_hours, suc.used_file_system::float8 AS used_file_system FROM shared_user_clusters suc
         JOIN shared_users su USING (shared_user_id) JOIN iam_users iu USING (iam_user_id) WHERE suc.cluster_id = $1 AND iu.user_id = $2`,
      [cluster.cluster_id, user.user_id],
    );
    const [storage] = await db.query<{ used: number }>(
      "SELECT coalesce(sum(storage_used), 0)::float8 AS used FROM cluster_users WHERE cluster_id = $1 AND phase <> 'deleting'",
      [cluster.cluster_id],
    );
    const coreHours = round(used.core_hours, 2);
    const updated = new Date(Math.floor(now.getTime() / 300_000) * 300_000);
    return {
      share_resource_info: {
        cluster_id: cluster.cluster_id,
        used_core_hours: coreHours,
        allocated_core_hours: role === 'owner' ? null : (member?.allocated_core_hours ?? null),
        used_storage: role === 'owner' ? storage.used : (member?.used_file_system ?? 0),
        cost: round(coreHours * CORE_HOUR_PRICE),
        currency: user.currency,
        start_time: start.toISOString(),
        update_time: updated.toISOString(),
      },
    };
  },
} satisfies Handlers;
