/**
 * The simulated load of a cluster at any instant, derived from its nodes and its jobs' times (no noise), so
 * the monitors agree with the job table, now and in the past (clusters on the simulated cloud; those on a real
 * cloud answer their hosts' figures, ./sampled.ts, ADR 0049):
 * - a job runs from started_time until finished_time (or, once no longer running, its modified_time);
 *   it is pending from submitted_time until it starts or ends;
 * - a running job holds the cores the scheduler gave it (job_nodes) while it runs; any other job (one in
 *   the past, or one written without placements) is packed, oldest first, onto the active compute nodes of
 *   its node list, else of its queue, else of the cluster, filling node after node as the scheduler does;
 *   a job uses its memory per node, or half the memory of the cores it holds when it asked for none;
 * - a node counts from its create_time while its current status is active (node status history is not kept);
 * - the shared storage grows by 64 KiB per core-second run by the jobs of every cluster mounting the export
 *   (the export's files live outside the database, so their size is not read).
 * Usages are percentages; cpu_system is 5% of the CPU usage; GPU figures are those of the GPU nodes;
 * system_load is the running plus pending cores per active compute node.
 */
export interface LoadNode {
  node_id: string;
  instance_id: string;
  name: string;
  hostname: string;
  role: string;
  node_type: string;
  cpu: number;
  memory: number;
  gpu: number;
  status: string;
  created: number;
}
export interface LoadJob {
  id: string;
  cores: number;
  hosts: string[];
  placed: { node_id: string; cores: number }[];
  memory: number | null;
  hpcqueue_id: string | null;
  job_status: string;
  submitted: number;
  started: number | null;
  finished: number | null;
  modified: number;
}
export interface StorageLoad {
  quotaBytes: number;
  jobs: { cores: number; started: number; end: number }[];
}
export interface ClusterLoad {
  nodes: LoadNode[];
  jobs: LoadJob[];
  queueNodes: Map<string, string[]>;
  storage: StorageLoad | null;
}

export const METRICS = [
  'cpu_usage',
  'cpu_system',
  'memory_usage',
  'storage_usage',
  'system_load',
  'gpu_usage',
  'gpu_memory_usage',
] as const;
export type Metric = (typeof METRICS)[number];

export const OUTPUT_BYTES_PER_CORE_SECOND = 64 * 1024;
const SYSTEM_SHARE = 0.05;

export function runEnd(job: Pick<LoadJob, 'finished' | 'job_status' | 'modified'>): number {
  return job.finished ?? (job.job_status === 'running' ? Infinity : job.modified);
}

function pendEnd(job: LoadJob): number {
  return job.started ?? job.finished ?? (job.job_status === 'pending' ? Infinity : job.modified);
}

export interface Snapshot {
  t: number;
  compute: LoadNode[];
  used: Map<string, { cores: number; memory: number }>;
  runningJobs: number;
  pendingJobs: number;
  pendingCores: number;
}

export function isLive(node: LoadNode, t: number): boolean {
  return node.status === 'active' && node.created <= t;
}

export function snapshot(load: ClusterLoad, t: number): Snapshot {
  const compute = load.nodes.filter((n) => n.role === 'compute' && isLive(n, t));
  const used = new Map(compute.map((n) => [n.node_id, { cores: 0, memory: 0 }]));
  const running = load.jobs
    .filter((j) => j.started !== null && j.started <= t && t < runEnd(j))
    .sort((a, b) => Number(b.placed.length > 0) - Number(a.placed.length > 0) || (a.started ?? 0) - (b.started ?? 0));
  const byId = new Map(compute.map((n) => [n.node_id, n]));
  const hold = (node: LoadNode, job: LoadJob, wanted: number): number => {
    const slot = used.get(node.node_id)!;
    const take = Math.min(node.cpu - slot.cores, wanted);
    if (take <= 0) return 0;
    slot.cores += take;
    slot.memory = Math.min(node.memory, slot.memory + (job.memory ?? (take * node.memory) / node.cpu / 2));
    return take;
  };
  for (const job of running) {
    if (job.placed.length) {
      for (const p of job.placed) if (byId.has(p.node_id)) hold(byId.get(p.node_id)!, job, p.cores);
      continue;
    }
    const queued = new Set(load.queueNodes.get(job.hpcqueue_id ?? '') ?? []);
    const hosts = new Set(job.hosts);
    const listed = compute.filter((n) => hosts.has(n.hostname));
    const inQueue = compute.filter((n) => queued.has(n.node_id));
    let remaining = job.cores;
    for (const node of listed.length ? listed : inQueue.length ? inQueue : compute) {
      remaining -= hold(node, job, remaining);
      if (remaining <= 0) break;
    }
  }
  const pending = load.jobs.filter((j) => j.submitted <= t && t < pendEnd(j));
  return {
    t,
    compute,
    used,
    runningJobs: running.length,
    pendingJobs: pending.length,
    pendingCores: pending.reduce((s, j) => s + j.cores, 0),
  };
}

function ratio(part: number, whole: number): number | null {
  return whole > 0 ? round((100 * part) / whole) : null;
}

export function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export function storageUsage(storage: StorageLoad | null, t: number): number | null {
  if (!storage || storage.quotaBytes <= 0) return null;
  const bytes = storage.jobs.reduce(
    (s, j) => s + j.cores * Math.max(0, (Math.min(t, j.end) - j.started) / 1000) * OUTPUT_BYTES_PER_CORE_SECOND,
    0,
  );
  return round(Math.min(100, (100 * bytes) / storage.quotaBytes));
}

function sums(nodes: LoadNode[], snap: Snapshot) {
  let cores = 0,
    memory = 0,
    usedCores = 0,
    usedMemory = 0;
  for (const n of nodes) {
    const u = snap.used.get(n.node_id);
    cores += n.cpu;
    memory += n.memory;
    usedCores += u?.cores ?? 0;
    usedMemory += u?.memory ?? 0;
  }
  return { cores, memory, usedCores, usedMemory };
}

/** A metric of the whole cluster (its compute nodes) at the snapshot's instant. */
export function clusterMetric(load: ClusterLoad, snap: Snapshot, metric: Metric): number | null {
  if (metric === 'storage_usage') return storageUsage(load.storage, snap.t);
  const nodes = metric === 'gpu_usage' || metric === 'gpu_memory_usage' ? snap.compute.filter((n) => n.gpu > 0) : snap.compute;
  const s = sums(nodes, snap);
  switch (metric) {
    case 'cpu_usage':
    case 'gpu_usage':
      return ratio(s.usedCores, s.cores);
    case 'cpu_system':
      return s.cores > 0 ? round((SYSTEM_SHARE * 100 * s.usedCores) / s.cores) : null;
    case 'memory_usage':
    case 'gpu_memory_usage':
      return ratio(s.usedMemory, s.memory);
    case 'system_load':
      return nodes.length ? round((s.usedCores + snap.pendingCores) / nodes.length) : null;
  }
}

/** A metric of one node at the snapshot's instant; controller and login nodes carry the scheduler's and users' load. */
export function nodeMetric(load: ClusterLoad, snap: Snapshot, node: LoadNode, metric: Metric): number | null {
  if (!isLive(node, snap.t)) return null;
  if (metric === 'storage_usage') return storageUsage(load.storage, snap.t);
  if ((metric === 'gpu_usage' || metric === 'gpu_memory_usage') && node.gpu === 0) return null;
  let cpu: number, memory: number, sysLoad: number;
  if (node.role === 'compute') {
    const u = snap.used.get(node.node_id) ?? { cores: 0, memory: 0 };
    cpu = (100 * u.cores) / node.cpu;
    memory = (100 * u.memory) / node.memory;
    sysLoad = u.cores + (snap.compute.length ? snap.pendingCores / snap.compute.length : 0);
  } else {
    const jobs = node.role === 'controller' ? snap.runningJobs + snap.pendingJobs : snap.runningJobs;
    cpu = Math.min(100, (node.role === 'controller' ? 2 : 1) + 0.5 * jobs);
    memory = Math.min(100, (node.role === 'controller' ? 12 : 8) + 0.25 * jobs);
    sysLoad = 0.1 + 0.05 * jobs;
  }
  switch (metric) {
    case 'cpu_usage':
    case 'gpu_usage':
      return round(cpu);
    case 'cpu_system':
      return round(SYSTEM_SHARE * cpu);
    case 'memory_usage':
    case 'gpu_memory_usage':
      return round(memory);
    case 'system_load':
      return round(sysLoad);
  }
}

/** How many instants bucketAverages samples in a step: one a minute, at most 6. */
export function samplesPerStep(stepSeconds: number): number {
  return Math.min(6, Math.max(1, Math.round(stepSeconds / 60)));
}

/**
 * Averages per step from `start` (ms): each step is sampled every minute (at most 6 samples), at instants
 * up to min(end, now), each in the middle of its share of the step; a step without a sample (the future) or whose
 * samples are all null averages null.
 */
export function bucketAverages(
  start: number,
  end: number,
  stepSeconds: number,
  now: number,
  valuesAt: (t: number) => (number | null)[],
): { starts: number[]; averages: (number | null)[][] } {
  const stepMs = stepSeconds * 1000;
  const samples = samplesPerStep(stepSeconds);
  const last = Math.min(end, now);
  const starts: number[] = [];
  const averages: (number | null)[][] = [];
  for (let b = start; b < end; b += stepMs) {
    const totals: number[] = [];
    const counts: number[] = [];
    for (let k = 0; k < samples; k++) {
      const t = b + ((k + 0.5) * stepMs) / samples;
      if (t > last) break;
      valuesAt(t).forEach((v, i) => {
        totals[i] = (totals[i] ?? 0) + (v ?? 0);
        counts[i] = (counts[i] ?? 0) + (v === null ? 0 : 1);
      });
    }
    starts.push(b);
    averages.push(totals.map((total, i) => (counts[i] ? round(total / counts[i]) : null)));
  }
  return { starts, averages };
}
