/**
 * Where a cluster's metrics come from (ADR 0049): on the simulated cloud, the load model of ./load.ts over its nodes
 * and jobs; on a real cloud, the figures read from its hosts (./host-samples.ts, ./sampled.ts). The monitors ask one
 * MetricSource and never which cloud a cluster lives in.
 */
import type { Db } from '../../db/database';
import { latestSamples, sampleWindows } from './host-samples';
import { clusterMetric, nodeMetric, samplesPerStep, snapshot, type ClusterLoad, type LoadNode, type Metric } from './load';
import { sampled, sampledClusterMetric, sampledNodeMetric } from './sampled';

export interface SourceCluster {
  cluster_id: string;
  cloud: string;
}

const ms = (value: Date | string | null): number | null => (value === null ? null : new Date(value).getTime());

/** The nodes of a cluster that are not deleted: controller, login, then compute, by host name. */
async function loadNodes(db: Db, clusterId: string): Promise<LoadNode[]> {
  const nodes = await db.query<Omit<LoadNode, 'created'> & { create_time: Date }>(
    `SELECT node_id, instance_id, name, hostname, role, node_type, cpu, memory, gpu, status, create_time FROM cluster_nodes
      WHERE cluster_id = $1 AND status NOT IN ('deleted', 'ceased') ORDER BY CASE role WHEN 'controller' THEN 0 WHEN 'login' THEN 1 ELSE 2 END, hostname, node_id`,
    [clusterId],
  );
  return nodes.map(({ create_time, ...n }) => ({ ...n, created: ms(create_time) ?? 0 }));
}

/** The nodes of a cluster and the jobs that were alive between from and to (ms), with its export's growth. */
async function loadCluster(db: Db, cluster: SourceCluster, from: number, to: number): Promise<ClusterLoad> {
  const nodes = await loadNodes(db, cluster.cluster_id);
  const jobs = await db.query<{
    hpcjob_uuid: string;
    cores: number;
    memory: number | null;
    hpcqueue_id: string | null;
    node_list: string | null;
    job_status: string;
    submitted_time: Date;
    started_time: Date | null;
    finished_time: Date | null;
    modified_time: Date;
  }>(
    `SELECT hpcjob_uuid, cores, memory, hpcqueue_id, node_list, job_status, submitted_time, started_time, finished_time, modified_time FROM jobs
      WHERE cluster_id = $1 AND submitted_time <= $3 AND (finished_time IS NULL OR finished_time >= $2) AND job_status <> 'deleted'
        AND array_spec IS NULL
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
    nodes,
    jobs: jobs.map((j) => ({
      id: j.hpcjob_uuid,
      cores: j.cores,
      memory: j.memory,
      hosts: (j.node_list ?? '').split(',').filter(Boolean),
      placed: placements.filter((p) => p.hpcjob_uuid === j.hpcjob_uuid).map((p) => ({ node_id: p.node_id, cores: p.cores })),
      hpcqueue_id: j.hpcqueue_id,
      job_status: j.job_status,
      submitted: ms(j.submitted_time) ?? 0,
      started: ms(j.started_time),
      finished: ms(j.finished_time),
      modified: ms(j.modified_time) ?? 0,
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
       FROM jobs j JOIN cluster_exports ce ON ce.cluster_id = j.cluster_id WHERE ce.export_nas_id = $1 AND j.started_time IS NOT NULL AND j.started_time <= $2
        AND j.array_spec IS NULL`,
    [exports[0].nas_id, new Date(to)],
  );
  return {
    quotaBytes: exports[0].quota_gb * 1024 ** 3,
    jobs: rows.map((r) => ({ cores: r.cores, started: ms(r.started_time) ?? 0, end: ms(r.end_time) ?? Infinity })),
  };
}

/** The values of some metrics of the cluster (or one node) at an instant: one function for the whole request. */
function metricsAt(load: ClusterLoad, metrics: Metric[], nodeId?: string): (t: number) => (number | null)[] {
  const node = nodeId ? load.nodes.find((n) => n.node_id === nodeId) : undefined;
  return (t) => {
    const snap = snapshot(load, t);
    return metrics.map((m) => (node ? nodeMetric(load, snap, node, m) : clusterMetric(load, snap, m)));
  };
}

export interface MetricSource {
  /** The cluster's nodes that are not deleted, in the order the monitors list them. */
  nodes: LoadNode[];
  /** The metrics of the cluster (or one node) at an instant of the range: what bucketAverages samples. */
  series(metrics: Metric[], nodeId?: string): (t: number) => (number | null)[];
  /** A node's latest value of a metric at the range's instant `at`. */
  latest(node: LoadNode, metric: Metric): number | null;
}

export interface SourceRange {
  /** The period (ms) series are asked for, and its step (seconds); for latest values alone, from = to = at. */
  from: number;
  to: number;
  stepSeconds?: number;
  at?: number;
}

function modelSource(load: ClusterLoad, at: number | undefined): MetricSource {
  const snap = at === undefined ? undefined : snapshot(load, at);
  return {
    nodes: load.nodes,
    series: (metrics, nodeId) => metricsAt(load, metrics, nodeId),
    latest: (node, metric) => (snap ? nodeMetric(load, snap, node, metric) : null),
  };
}

async function sampledSource(db: Db, clusterId: string, range: SourceRange): Promise<MetricSource> {
  const nodes = await loadNodes(db, clusterId);
  // bucketAverages samples each step at evenly spread instants: one window of samples around each of them.
  const width = range.stepSeconds ? (range.stepSeconds * 1000) / samplesPerStep(range.stepSeconds) : 0;
  const windows = width ? await sampleWindows(db, clusterId, range.from, range.to, width) : { hosts: [], disk: [] };
  const over = sampled(nodes, windows.hosts, windows.disk);
  const latest = range.at === undefined ? undefined : await latestSamples(db, clusterId, range.at);
  const now = latest && sampled(nodes, latest.hosts, latest.disk);
  return {
    nodes,
    series: (metrics, nodeId) => {
      const node = nodeId ? nodes.find((n) => n.node_id === nodeId) : undefined;
      return (t) => {
        const w = width ? Math.floor((t - range.from) / width) : -1;
        return metrics.map((m) => (node ? sampledNodeMetric(over, node, w, m) : sampledClusterMetric(over, w, m)));
      };
    },
    latest: (node, metric) => (now ? sampledNodeMetric(now, node, 0, metric) : null),
  };
}

/** The metrics of a cluster over a range, from wherever its cloud says they are. */
export async function metricSource(db: Db, cluster: SourceCluster, range: SourceRange): Promise<MetricSource> {
  if (cluster.cloud !== 'simulated') return sampledSource(db, cluster.cluster_id, range);
  return modelSource(await loadCluster(db, cluster, range.from, range.to), range.at);
}
