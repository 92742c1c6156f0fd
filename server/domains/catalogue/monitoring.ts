/**
 * Monitoring of the user's clusters and nodes (GetRecentMetricData, GetMetricDataByPeriod), from the load
 * model of ./load.ts over the cluster's nodes and jobs, and the date rules every monitoring call shares. Values are
 * tagged with the node's name as cluster/listNodes answers it (a name the gateway gave, in the request's language).
 */
import type { Db } from '../../db/database';
import { Failure, fail } from '../../http/failure';
import type { Handlers } from '../../http/contract-routes';
import { displayText } from '../../i18n/display-names';
import type { MessageKey } from '../../i18n/messages';
import { clusterFor, type AccessUser } from '../cluster-access';
import { sessionOf } from './lists';
import { bucketAverages, clusterMetric, nodeMetric, snapshot, type ClusterLoad, type LoadNode, type Metric } from './load';

export const MAX_RANGE_HOURS = 168;
export const MAX_AGE_DAYS = 90;

export const METRIC_INFO: Record<Metric, { cn: string; unit: string }> = {
  cpu_usage: { cn: 'CPU使用率', unit: '%' },
  cpu_system: { cn: 'CPU系统占用', unit: '%' },
  memory_usage: { cn: '内存使用率', unit: '%' },
  storage_usage: { cn: '存储使用率', unit: '%' },
  system_load: { cn: '系统负载', unit: '' },
  gpu_usage: { cn: 'GPU使用率', unit: '%' },
  gpu_memory_usage: { cn: 'GPU显存使用率', unit: '%' },
};

function dateRule(key: MessageKey, field: string): Failure {
  return fail.field(['query', field], undefined, key);
}

/** Start before end, at most 7 days apart, starting within the last 90 days. */
export function checkPeriod(start: number, end: number, now: number): void {
  if (!(end > start)) throw dateRule('monitor_time_order', 'end_time');
  if (end - start > MAX_RANGE_HOURS * 3600_000) throw dateRule('monitor_range_too_long', 'end_time');
  if (start < now - MAX_AGE_DAYS * 86400_000) throw dateRule('monitor_start_too_old', 'start_time');
}

export interface ClusterRow { cluster_id: string; zone: string; nas_id: string | null; create_time: Date }

/**
 * The cluster, or the node and its cluster, that a resource id names among the clusters the user sees (ADR 0006),
 * in the request's zone when it names one; 404 naming the resource otherwise.
 */
export async function resolveResource(db: Db, user: AccessUser, zone: string | undefined, resourceId: string): Promise<{ cluster: ClusterRow; nodeId?: string }> {
  let clusterId = resourceId;
  let nodeId: string | undefined;
  if (!/^e?hpc-/.test(resourceId)) {
    const [node] = await db.query<{ cluster_id: string; node_id: string }>(
      `SELECT n.cluster_id, n.node_id FROM cluster_nodes n JOIN clusters c ON c.cluster_id = n.cluster_id
        WHERE (n.node_id = $1 OR n.instance_id = $1) AND c.owner = $2 AND n.status NOT IN ('deleted', 'ceased')`,
      [resourceId, user.owner],
    );
    if (!node) throw fail.notFound('not_found', { id: resourceId });
    ({ cluster_id: clusterId, node_id: nodeId } = node);
  }
  const { cluster } = await clusterFor<ClusterRow>(db, user, clusterId, 'read', { columns: 'c.cluster_id, c.zone, c.nas_id, c.create_time', named: resourceId });
  if (zone !== undefined && cluster.zone !== zone) throw fail.notFound('not_found', { id: resourceId });
  return { cluster, ...(nodeId ? { nodeId } : {}) };
}

const ms = (value: Date | string | null): number | null => (value === null ? null : new Date(value).getTime());

/** The nodes of a cluster and the jobs that were alive between from and to (ms), with its export's growth. */
export async function loadCluster(db: Db, cluster: ClusterRow, from: number, to: number): Promise<ClusterLoad> {
  const nodes = await db.query<Omit<LoadNode, 'created'> & { create_time: Date }>(
    `SELECT node_id, instance_id, name, hostname, role, node_type, cpu, memory, gpu, status, create_time FROM cluster_nodes
      WHERE cluster_id = $1 AND status NOT IN ('deleted', 'ceased') ORDER BY CASE role WHEN 'controller' THEN 0 WHEN 'login' THEN 1 ELSE 2 END, hostname, node_id`,
    [cluster.cluster_id],
  );
  const jobs = await db.query<{ hpcjob_uuid: string; cores: number; memory: number | null; hpcqueue_id: string | null; node_list: string | null; job_status: string; submitted_time: Date; started_time: Date | null; finished_time: Date | null; modified_time: Date }>(
    `SELECT hpcjob_uuid, cores, memory, hpcqueue_id, node_list, job_status, submitted_time, started_time, finished_time, modified_time FROM jobs
      WHERE cluster_id = $1 AND submitted_time <= $3 AND (finished_time IS NULL OR finished_time >= $2) AND job_status <> 'deleted'
      ORDER BY started_time NULLS LAST, hpcjob_uuid`,
    [cluster.cluster_id, new Date(from), new Date(to)],
  );
  const placements = await db.query<{ hpcjob_uuid: string; node_id: string; cores: number }>(
    "SELECT a.hpcjob_uuid, a.node_id, a.cores FROM job_nodes a JOIN jobs j ON j.hpcjob_uuid = a.hpcjob_uuid WHERE j.cluster_id = $1 AND j.job_status = 'running'",
    [cluster.cluster_id],
  );
  const queueRows = await db.query<{ hpcqueue_id: string; node_id: string }>(
    'SELECT qn.hpcqueue_id, qn.node_id FROM queue_nodes qn JOIN queues q ON q.hpcqueue_id = qn.hpcqueue_id WHERE q.cluster_id = $1',
    [cluster.cluster_id],
  );
  const queueNodes = new Map<string, string[]>();
  for (const r of queueRows) queueNodes.set(r.hpcqueue_id, [...(queueNodes.get(r.hpcqueue_id) ?? []), r.node_id]);
  return {
    nodes: nodes.map(({ create_time, ...n }) => ({ ...n, created: ms(create_time) ?? 0 })),
    jobs: jobs.map((j) => ({
      id: j.hpcjob_uuid, cores: j.cores, memory: j.memory,
      hosts: (j.node_list ?? '').split(',').filter(Boolean),
      placed: placements.filter((p) => p.hpcjob_uuid === j.hpcjob_uuid).map((p) => ({ node_id: p.node_id, cores: p.cores })), hpcqueue_id: j.hpcqueue_id, job_status: j.job_status,
      submitted: ms(j.submitted_time) ?? 0, started: ms(j.started_time), finished: ms(j.finished_time), modified: ms(j.modified_time) ?? 0,
    })),
    queueNodes,
    storage: await loadStorage(db, cluster.cluster_id, to),
  };
}

/**
 * The storage the cluster's jobs fill: the NAS export holding its files (cluster_exports: its own, or the one behind
 * its vNAS, ADR 0011) and the jobs of every cluster whose files it holds.
 */
async function loadStorage(db: Db, clusterId: string, to: number): Promise<ClusterLoad['storage']> {
  const exports = await db.query<{ nas_id: string; quota_gb: number }>(
    'SELECT e.nas_id, e.quota_gb FROM cluster_exports ce JOIN nas_exports e ON e.nas_id = ce.export_nas_id WHERE ce.cluster_id = $1',
    [clusterId],
  );
  if (!exports[0]) return null;
  const rows = await db.query<{ cores: number; started_time: Date; end_time: Date | null }>(
    `SELECT j.cores, j.started_time, coalesce(j.finished_time, CASE WHEN j.job_status = 'running' THEN NULL ELSE j.modified_time END) AS end_time
       FROM jobs j JOIN cluster_exports ce ON ce.cluster_id = j.cluster_id WHERE ce.export_nas_id = $1 AND j.started_time IS NOT NULL AND j.started_time <= $2`,
    [exports[0].nas_id, new Date(to)],
  );
  return { quotaBytes: exports[0].quota_gb * 1024 ** 3, jobs: rows.map((r) => ({ cores: r.cores, started: ms(r.started_time) ?? 0, end: ms(r.end_time) ?? Infinity })) };
}

/** The values of some metrics of the cluster (or one node) at an instant: one function for the whole request. */
export function metricsAt(load: ClusterLoad, metrics: Metric[], nodeId?: string): (t: number) => (number | null)[] {
  const node = nodeId ? load.nodes.find((n) => n.node_id === nodeId) : undefined;
  return (t) => {
    const snap = snapshot(load, t);
    return metrics.map((m) => (node ? nodeMetric(load, snap, node, m) : clusterMetric(load, snap, m)));
  };
}

function metricList(value: unknown): Metric[] {
  return (Array.isArray(value) ? value : [value]) as Metric[];
}

export const monitoringHandlers: Handlers = {
  getRecentMetricData: async (ctx) => {
    const { db, input, lang } = ctx;
    const resourceId = String(input.resource_id);
    const { cluster, nodeId } = await resolveResource(db, sessionOf(ctx).user, input.zone as string | undefined, resourceId);
    const now = Date.now();
    const load = await loadCluster(db, cluster, now, now);
    const snap = snapshot(load, now);
    const nodes = nodeId ? load.nodes.filter((n) => n.node_id === nodeId) : load.nodes;
    const time = new Date(now).toISOString();
    return {
      resource_id: resourceId,
      data: metricList(input.metric_names).map((m) => ({
        metric_name: m,
        metric_cn_name: METRIC_INFO[m].cn,
        metric_unit: METRIC_INFO[m].unit,
        recent_metric_data: { time, metric_tag_data: nodes.map((n) => ({ tag: displayText(n.name, lang), value: nodeMetric(load, snap, n, m) })) },
      })),
    };
  },

  getMetricDataByPeriod: async (ctx) => {
    const { db, input } = ctx;
    const resourceId = String(input.resource_id);
    const start = Date.parse(String(input.start_time));
    const end = Date.parse(String(input.end_time));
    const now = Date.now();
    checkPeriod(start, end, now);
    const { cluster, nodeId } = await resolveResource(db, sessionOf(ctx).user, input.zone as string | undefined, resourceId);
    const step = Number(input.step ?? 300);
    const metrics = metricList(input.metric_names);
    const load = await loadCluster(db, cluster, start, end);
    const { starts, averages } = bucketAverages(start, end, step, now, metricsAt(load, metrics, nodeId));
    return {
      resource_id: resourceId,
      step,
      data: metrics.map((m, i) => ({
        metric_name: m,
        metric_cn_name: METRIC_INFO[m].cn,
        metric_unit: METRIC_INFO[m].unit,
        metric_data: starts.map((s, b) => ({ start_time: new Date(s).toISOString(), avg_value: averages[b][i] ?? null })),
      })),
    };
  },
};
