/**
 * Monitoring of the user's clusters and nodes (GetRecentMetricData, GetMetricDataByPeriod), from the cluster's
 * metric source (./metric-source.ts: the load model on the simulated cloud, its hosts' figures on a real one), and
 * the date rules every monitoring call shares. Values are tagged with the node's name as cluster/listNodes answers it
 * (a name the gateway gave, in the request's language).
 */
import type { Db } from '../../db/database';
import { Failure, fail } from '../../http/failure';
import type { Handlers } from '../../http/handler-types';
import { displayText } from '../../i18n/display-names';
import type { MessageKey } from '../../i18n/messages';
import { clusterFor, type AccessUser } from '../cluster-access';
import { sessionOf } from './lists';
import { bucketAverages, type Metric } from './load';
import { metricSource } from './metric-source';

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

export interface ClusterRow {
  cluster_id: string;
  zone: string;
  nas_id: string | null;
  create_time: Date;
  cloud: string;
}

/**
 * The cluster, or the node and its cluster, that a resource id names among the clusters the user sees (ADR 0006),
 * in the request's zone when it names one; 404 naming the resource otherwise.
 */
export async function resolveResource(
  db: Db,
  user: AccessUser,
  zone: string | undefined,
  resourceId: string,
): Promise<{ cluster: ClusterRow; nodeId?: string }> {
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
  const { cluster } = await clusterFor<ClusterRow>(db, user, clusterId, 'read', {
    columns: 'c.cluster_id, c.zone, c.nas_id, c.create_time, c.cloud',
    named: resourceId,
  });
  if (zone !== undefined && cluster.zone !== zone) throw fail.notFound('not_found', { id: resourceId });
  return { cluster, ...(nodeId ? { nodeId } : {}) };
}

export const monitoringHandlers = {
  getRecentMetricData: async (ctx) => {
    const { db, input, lang } = ctx;
    const resourceId = input.resource_id;
    const { cluster, nodeId } = await resolveResource(db, sessionOf(ctx).user, input.zone, resourceId);
    const now = Date.now();
    const source = await metricSource(db, cluster, { from: now, to: now, at: now });
    const nodes = nodeId ? source.nodes.filter((n) => n.node_id === nodeId) : source.nodes;
    const time = new Date(now).toISOString();
    return {
      resource_id: resourceId,
      data: input.metric_names.map((m) => ({
        metric_name: m,
        metric_cn_name: METRIC_INFO[m].cn,
        metric_unit: METRIC_INFO[m].unit,
        recent_metric_data: { time, metric_tag_data: nodes.map((n) => ({ tag: displayText(n.name, lang), value: source.latest(n, m) })) },
      })),
    };
  },

  getMetricDataByPeriod: async (ctx) => {
    const { db, input } = ctx;
    // The default of step (a shared schema's) is not applied by the gateway's validation.
    const { resource_id: resourceId, step = 300, metric_names: metrics } = input;
    const start = Date.parse(input.start_time);
    const end = Date.parse(input.end_time);
    const now = Date.now();
    checkPeriod(start, end, now);
    const { cluster, nodeId } = await resolveResource(db, sessionOf(ctx).user, input.zone, resourceId);
    const source = await metricSource(db, cluster, { from: start, to: end, stepSeconds: step });
    const { starts, averages } = bucketAverages(start, end, step, now, source.series(metrics, nodeId));
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
} satisfies Handlers;
