/**
 * The figures of a real cloud's hosts over time (ADR 0049, migration 0096): the machines ticker records what it
 * observes, one row per host per minute (the average of that minute's observations) and one per minute of the
 * cluster's disk (the last seen); the monitors read them back averaged per window. Rows older than the monitoring
 * range (7 days) are deleted.
 */
import type { ClusterObservation } from '../../cloud/index';
import type { Db } from '../../db/database';

/** How long samples are kept: the longest range a monitor may ask for (checkPeriod's 7 days). */
export const KEEP_MS = 7 * 86400_000;
/** Old rows are deleted at most this often per database. */
const PRUNE_EVERY_MS = 3600_000;

const MINUTE_MS = 60_000;
const minuteOf = (t: Date) => new Date(Math.floor(t.getTime() / MINUTE_MS) * MINUTE_MS);

const pruned = new WeakMap<Db, number>();

/** What the observation says of the cluster's hosts at `now`, folded into the rows of its minute. */
export async function recordHostSamples(db: Db, seen: ClusterObservation, now: Date): Promise<void> {
  const minute = minuteOf(now);
  // A host without a CPU usage yet (its first observation) waits for its second: a row has every figure.
  for (const h of seen.hosts) {
    if (h.cpuPercent === undefined || h.load1 === undefined || h.memoryUsedMb === undefined || h.memoryTotalMb === undefined) continue;
    await db.query(
      `INSERT INTO host_samples AS s (cluster_id, minute, node_id, cpu_percent, cpu_system_percent, load1, memory_used_mb, memory_total_mb)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (cluster_id, minute, node_id) DO UPDATE SET
         cpu_percent = (s.cpu_percent * s.samples + EXCLUDED.cpu_percent) / (s.samples + 1),
         cpu_system_percent = (s.cpu_system_percent * s.samples + EXCLUDED.cpu_system_percent) / (s.samples + 1),
         load1 = (s.load1 * s.samples + EXCLUDED.load1) / (s.samples + 1),
         memory_used_mb = (s.memory_used_mb * s.samples + EXCLUDED.memory_used_mb) / (s.samples + 1),
         memory_total_mb = EXCLUDED.memory_total_mb,
         samples = s.samples + 1`,
      [seen.clusterId, minute, h.nodeId, h.cpuPercent, h.cpuSystemPercent ?? 0, h.load1, h.memoryUsedMb, h.memoryTotalMb],
    );
  }
  if (seen.disk) {
    await db.query(
      `INSERT INTO cluster_disk_samples (cluster_id, minute, used_bytes, total_bytes) VALUES ($1, $2, $3, $4)
       ON CONFLICT (cluster_id, minute) DO UPDATE SET used_bytes = EXCLUDED.used_bytes, total_bytes = EXCLUDED.total_bytes`,
      [seen.clusterId, minute, Math.round(seen.disk.usedBytes), Math.round(seen.disk.totalBytes)],
    );
  }
  // Every cluster's old rows, those of clusters since deleted too; hourly is enough (a row an hour late harms nobody).
  const last = pruned.get(db);
  if (last === undefined || Math.abs(now.getTime() - last) >= PRUNE_EVERY_MS) {
    pruned.set(db, now.getTime());
    const before = new Date(now.getTime() - KEEP_MS);
    await db.query('DELETE FROM host_samples WHERE minute < $1', [before]);
    await db.query('DELETE FROM cluster_disk_samples WHERE minute < $1', [before]);
  }
}

/** A node's figures averaged over one window (percentages, tasks, MiB). */
export interface HostWindow {
  node_id: string;
  /** The window's index from the range's start. */
  w: number;
  cpu: number;
  sys: number;
  load: number;
  used: number;
  total: number;
}

export interface DiskWindow {
  w: number;
  used: number;
  total: number;
}

/**
 * The samples of [from, to) grouped in windows of `width` ms from `from`: window w holds the minutes starting in
 * [from + w·width, from + (w+1)·width). Averages in the database, so a week answers a few thousand rows, not every minute.
 */
export async function sampleWindows(
  db: Db,
  clusterId: string,
  from: number,
  to: number,
  width: number,
): Promise<{ hosts: HostWindow[]; disk: DiskWindow[] }> {
  const window = 'floor((extract(epoch FROM minute)::float8 * 1000 - $4::float8) / $5::float8)::int';
  const args = [clusterId, new Date(from), new Date(to), from, width];
  const hosts = await db.query<HostWindow>(
    `SELECT node_id, ${window} AS w, avg(cpu_percent) AS cpu, avg(cpu_system_percent) AS sys, avg(load1) AS load,
            avg(memory_used_mb) AS used, avg(memory_total_mb) AS total
       FROM host_samples WHERE cluster_id = $1 AND minute >= $2 AND minute < $3 GROUP BY node_id, w`,
    args,
  );
  const disk = await db.query<DiskWindow>(
    `SELECT ${window} AS w, avg(used_bytes)::float8 AS used, avg(total_bytes)::float8 AS total
       FROM cluster_disk_samples WHERE cluster_id = $1 AND minute >= $2 AND minute < $3 GROUP BY w`,
    args,
  );
  return { hosts, disk };
}

/** How old the newest row of a host may be for it to be its latest figures (the ticker observes every few seconds). */
export const LATEST_WITHIN_MS = 2 * MINUTE_MS;

/** Each host's newest row at `at` (within LATEST_WITHIN_MS), and the disk's, as window 0. */
export async function latestSamples(db: Db, clusterId: string, at: number): Promise<{ hosts: HostWindow[]; disk: DiskWindow[] }> {
  const args = [clusterId, new Date(at - LATEST_WITHIN_MS), new Date(at)];
  const hosts = await db.query<HostWindow>(
    `SELECT DISTINCT ON (node_id) node_id, 0 AS w, cpu_percent AS cpu, cpu_system_percent AS sys, load1 AS load, memory_used_mb AS used, memory_total_mb AS total
       FROM host_samples WHERE cluster_id = $1 AND minute > $2 AND minute <= $3 ORDER BY node_id, minute DESC`,
    args,
  );
  const disk = await db.query<DiskWindow>(
    `SELECT 0 AS w, used_bytes::float8 AS used, total_bytes::float8 AS total
       FROM cluster_disk_samples WHERE cluster_id = $1 AND minute > $2 AND minute <= $3 ORDER BY minute DESC LIMIT 1`,
    args,
  );
  return { hosts, disk };
}
