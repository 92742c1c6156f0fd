/**
 * The metrics of a cluster on a real cloud, from the figures read from its hosts (ADR 0049, ./host-samples.ts)
 * rather than the load model of ./load.ts:
 * - a node's CPU usage, CPU system share, system load and memory usage are its host's; storage usage is the shared
 *   storage's disk;
 * - the cluster's are those of its compute hosts that were sampled: CPU weighted by their CPUs, memory as the sum
 *   used over the sum they have, the load per host;
 * - no GPU figure is read (a host's GPUs are device files Slurm counts), so GPU metrics are null, as for a node
 *   without GPUs; a window without samples is null: nothing is made up.
 */
import type { DiskWindow, HostWindow } from './host-samples';
import { round, type LoadNode, type Metric } from './load';

export interface Sampled {
  /** The nodes the answer names (those of the cluster not deleted). */
  nodes: LoadNode[];
  /** Per node id, its windows by index. */
  hosts: Map<string, Map<number, HostWindow>>;
  disk: Map<number, DiskWindow>;
}

export function sampled(nodes: LoadNode[], hosts: HostWindow[], disk: DiskWindow[]): Sampled {
  const byNode = new Map<string, Map<number, HostWindow>>();
  for (const h of hosts) {
    const windows = byNode.get(h.node_id) ?? new Map<number, HostWindow>();
    windows.set(h.w, h);
    byNode.set(h.node_id, windows);
  }
  return { nodes, hosts: byNode, disk: new Map(disk.map((d) => [d.w, d])) };
}

const percent = (part: number, whole: number): number | null => (whole > 0 ? round((100 * part) / whole) : null);

function storage(s: Sampled, w: number): number | null {
  const d = s.disk.get(w);
  return d ? percent(d.used, d.total) : null;
}

/** One node's metric in window w. */
export function sampledNodeMetric(s: Sampled, node: LoadNode, w: number, metric: Metric): number | null {
  if (metric === 'storage_usage') return storage(s, w);
  const h = s.hosts.get(node.node_id)?.get(w);
  if (!h) return null;
  switch (metric) {
    case 'cpu_usage':
      return round(h.cpu);
    case 'cpu_system':
      return round(h.sys);
    case 'memory_usage':
      return percent(h.used, h.total);
    case 'system_load':
      return round(h.load);
    case 'gpu_usage':
    case 'gpu_memory_usage':
      return null;
  }
}

/** The cluster's metric in window w, from its compute hosts sampled then. */
export function sampledClusterMetric(s: Sampled, w: number, metric: Metric): number | null {
  if (metric === 'storage_usage') return storage(s, w);
  if (metric === 'gpu_usage' || metric === 'gpu_memory_usage') return null;
  const seen = s.nodes
    .filter((n) => n.role === 'compute')
    .flatMap((n) => {
      const h = s.hosts.get(n.node_id)?.get(w);
      return h ? [{ n, h }] : [];
    });
  if (!seen.length) return null;
  const cpus = seen.reduce((sum, { n }) => sum + n.cpu, 0);
  switch (metric) {
    case 'cpu_usage':
      return percent(
        seen.reduce((sum, { n, h }) => sum + (h.cpu * n.cpu) / 100, 0),
        cpus,
      );
    case 'cpu_system':
      return percent(
        seen.reduce((sum, { n, h }) => sum + (h.sys * n.cpu) / 100, 0),
        cpus,
      );
    case 'memory_usage':
      return percent(
        seen.reduce((sum, { h }) => sum + h.used, 0),
        seen.reduce((sum, { h }) => sum + h.total, 0),
      );
    case 'system_load':
      return round(seen.reduce((sum, { h }) => sum + h.load, 0) / seen.length);
  }
}
