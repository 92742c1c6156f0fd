/**
 * The cluster monitors (GetClusterMonitor): the cluster and GPU overviews as [unix seconds, average]
 * samples, the node overview as labelled records, and the job monitors (status counts, submissions per step).
 */
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { Handlers, InputOf, Schema } from '../../http/handler-types';
import { displayText } from '../../i18n/display-names';
import type { Lang } from '../../i18n/messages';
import { sessionOf } from './lists';
import { bucketAverages, type Metric } from './load';
import { metricSource, type MetricSource } from './metric-source';
import { checkPeriod, METRIC_INFO, resolveResource, type ClusterRow } from './monitoring';

type Meter = Schema<'meter'>;

const OVERVIEW: Record<'cluster' | 'gpu', Metric[]> = {
  cluster: ['cpu_system', 'cpu_usage', 'memory_usage', 'storage_usage', 'system_load'],
  gpu: ['gpu_usage', 'gpu_memory_usage'],
};

const seconds = (t: number) => Math.floor(t / 1000);

function overview(source: MetricSource, metrics: Metric[], start: number, end: number, step: number, now: number): Meter[] {
  const { starts, averages } = bucketAverages(start, end, step, now, source.series(metrics));
  return metrics.map((m, i) => ({
    meter_id: m,
    unit: METRIC_INFO[m].unit,
    data_set: starts.map((s, b) => [seconds(s), averages[b][i] ?? null]),
  }));
}

/** The nodes' statuses, and each node's latest CPU and memory usage at `t` (the range's end, or now). */
function nodeOverview(source: MetricSource, t: number, lang: Lang): Meter[] {
  const counts = new Map<string, number>();
  for (const n of source.nodes) counts.set(n.status, (counts.get(n.status) ?? 0) + 1);
  const perNode = (metric: Metric) =>
    source.nodes.map((n) => ({ label: displayText(n.name, lang), value: source.latest(n, metric), time: seconds(t) }));
  return [
    { meter_id: 'node_status', unit: '', data_set: [...counts].map(([label, value]) => ({ label, value })) },
    { meter_id: 'node_cpu_usage', unit: '%', data_set: perNode('cpu_usage') },
    { meter_id: 'node_memory_usage', unit: '%', data_set: perNode('memory_usage') },
  ];
}

async function jobMonitors(db: Db, cluster: ClusterRow, start: number, end: number, step: number, now: number): Promise<Meter[]> {
  const statuses = await db.query<{ job_status: string; count: number }>(
    `SELECT job_status, count(*)::int AS count FROM jobs
      WHERE cluster_id = $1 AND submitted_time <= $3 AND (finished_time IS NULL OR finished_time >= $2) AND job_status <> 'deleted'
        AND array_spec IS NULL
      GROUP BY job_status ORDER BY job_status`,
    [cluster.cluster_id, new Date(start), new Date(end)],
  );
  const submitted = await db.query<{ t: Date }>(
    'SELECT submitted_time AS t FROM jobs WHERE cluster_id = $1 AND submitted_time >= $2 AND submitted_time < $3 AND array_spec IS NULL',
    [cluster.cluster_id, new Date(start), new Date(end)],
  );
  const stepMs = step * 1000;
  const samples: [number, number | null][] = [];
  for (let b = start; b < end; b += stepMs) {
    const count = submitted.filter((r) => new Date(r.t).getTime() >= b && new Date(r.t).getTime() < b + stepMs).length;
    samples.push([seconds(b), b > now ? null : count]);
  }
  return [
    { meter_id: 'job_status', unit: '', data_set: statuses.map((s) => ({ label: s.job_status, value: s.count })) },
    { meter_id: 'job_submitted', unit: '', data_set: samples },
  ];
}

/** range_hours ending now, unless start_time and end_time (both) are given. */
function rangeOf(
  input: Pick<InputOf<'getClusterMonitor'>, 'start_time' | 'end_time' | 'range_hours'>,
  now: number,
): { start: number; end: number } {
  const { start_time: startTime, end_time: endTime } = input;
  if (startTime !== undefined && endTime !== undefined) return { start: Date.parse(startTime), end: Date.parse(endTime) };
  if (startTime !== undefined || endTime !== undefined) {
    throw fail.field(['query', startTime !== undefined ? 'end_time' : 'start_time'], undefined, 'monitor_time_pair');
  }
  return { start: now - (input.range_hours ?? 1) * 3600_000, end: now };
}

export const meterHandlers = {
  getClusterMonitor: async (ctx) => {
    const { db, input, lang } = ctx;
    const now = Date.now();
    const { start, end } = rangeOf(input, now);
    checkPeriod(start, end, now);
    // The defaults of step, subtype and range_hours (shared schemas') are not applied by the gateway's validation.
    const { cluster_id: clusterId, step = 300, subtype = 'cluster' } = input;
    const { cluster } = await resolveResource(db, sessionOf(ctx).user, input.zone, clusterId);
    let meterSet: Meter[];
    if (subtype === 'job') meterSet = await jobMonitors(db, cluster, start, end, step, now);
    else if (subtype === 'node') {
      const at = Math.min(end, now);
      meterSet = nodeOverview(await metricSource(db, cluster, { from: start, to: end, at }), at, lang);
    } else {
      const source = await metricSource(db, cluster, { from: start, to: end, stepSeconds: step });
      meterSet = overview(source, OVERVIEW[subtype === 'gpu' ? 'gpu' : 'cluster'], start, end, step, now);
    }
    return {
      cluster_id: clusterId,
      subtype,
      start_time: new Date(start).toISOString(),
      end_time: new Date(end).toISOString(),
      step,
      meter_set: meterSet,
    };
  },
} satisfies Handlers;
