/**
 * Export and file-system rows as the contract's NasExport and FileSystem, with their used volume computed from
 * the export directories and the clusters whose files each export holds (mounting it, or a vNAS sharing it:
 * clustersOfExport).
 */
import type { Db } from '../../db/database';
import type { Schema } from '../../http/handler-types';
import { clustersOfExport, iso, LIVE_CLUSTER, type ExportRow, type StorageEnv } from './common';
import { exportFiles } from '../../storage/index';
import { exportRoot } from './files';

export const EXPORT_SELECT = `
  SELECT e.*, coalesce(m.ids, '{}') AS cluster_ids, coalesce(m.names, '{}') AS cluster_names
  FROM nas_exports e
  LEFT JOIN LATERAL (
    SELECT array_agg(c.cluster_id ORDER BY c.create_time) AS ids, array_agg(c.cluster_name ORDER BY c.create_time) AS names
    FROM clusters c ${clustersOfExport('e.nas_id')} WHERE ${LIVE_CLUSTER}
  ) m ON true`;

export interface ExportListRow extends ExportRow {
  cluster_ids: string[];
  cluster_names: string[];
}

interface TargetRow {
  shared_target_id: string;
  export_name: string;
  s2_server_id: string;
  nas_id: string;
}

/** The bytes of an export's files (the seam's one measure). */
export async function exportUsed(env: StorageEnv, nasId: string): Promise<number> {
  return (await exportFiles.usage(exportRoot(env, nasId))).bytes;
}

/** The rows as NasExport entities, in the same order. */
export async function toExports(
  db: Db,
  env: StorageEnv,
  rows: ExportListRow[],
  used?: Map<string, number>,
): Promise<Schema<'nas-export'>[]> {
  const ids = rows.map((r) => r.nas_id);
  const targets = ids.length
    ? await db.query<TargetRow>(
        'SELECT shared_target_id, export_name, s2_server_id, nas_id FROM s2_shared_targets WHERE nas_id = ANY($1) ORDER BY create_time',
        [ids],
      )
    : [];
  return Promise.all(
    rows.map(async (r) => ({
      nas_id: r.nas_id,
      fs_id: r.fs_id,
      name: r.name,
      export_path: r.export_path,
      shared_path: r.shared_path,
      quota: r.quota_gb,
      used: used?.get(r.nas_id) ?? (await exportUsed(env, r.nas_id)),
      description: r.description,
      status: r.status,
      cluster_ids: r.cluster_ids,
      cluster_names: r.cluster_names,
      private_ip: r.private_ip,
      shared_targets: targets
        .filter((t) => t.nas_id === r.nas_id)
        .map(({ shared_target_id, export_name, s2_server_id }) => ({ shared_target_id, export_name, s2_server_id })),
      zone: r.zone,
      owner: r.owner,
      created: iso(r.create_time),
      create_time: iso(r.create_time),
    })),
  );
}

export interface FileSystemRow {
  fs_id: string;
  name: string;
  description: string;
  owner: string;
  zone: string;
  status: Schema<'NasStatus'>;
  capacity_gb: number;
  private_ip: string;
  create_time: Date;
  allocated: number;
  export_count: number;
}

export const FS_SELECT = `
  SELECT f.*, coalesce(x.allocated, 0) AS allocated, coalesce(x.export_count, 0) AS export_count
  FROM file_systems f
  LEFT JOIN LATERAL (SELECT sum(e.quota_gb)::int AS allocated, count(*)::int AS export_count FROM nas_exports e WHERE e.fs_id = f.fs_id) x ON true`;

/**
 * The rows as FileSystem entities. `seen`: the only exports the user sees (a sub-user, ADR 0013), when given: the
 * counts, allocation and use are then of those exports only, so nothing tells of the others.
 */
export async function toFileSystems(
  db: Db,
  env: StorageEnv,
  rows: FileSystemRow[],
  seen?: (nasId: string) => boolean,
): Promise<Schema<'file-system'>[]> {
  const ids = rows.map((r) => r.fs_id);
  const all = ids.length
    ? await db.query<{ fs_id: string; nas_id: string; quota_gb: number }>(
        'SELECT fs_id, nas_id, quota_gb FROM nas_exports WHERE fs_id = ANY($1)',
        [ids],
      )
    : [];
  const exports = seen ? all.filter((e) => seen(e.nas_id)) : all;
  return Promise.all(
    rows.map(async (r) => {
      const own = exports.filter((e) => e.fs_id === r.fs_id);
      const used = await Promise.all(own.map((e) => exportUsed(env, e.nas_id)));
      if (seen) Object.assign(r, { export_count: own.length, allocated: own.reduce((sum, e) => sum + e.quota_gb, 0) });
      return {
        fs_id: r.fs_id,
        name: r.name,
        description: r.description,
        status: r.status,
        capacity: r.capacity_gb,
        allocated: r.allocated,
        used: used.reduce((a, b) => a + b, 0),
        zone: r.zone,
        owner: r.owner,
        export_count: r.export_count,
        create_time: iso(r.create_time),
      };
    }),
  );
}

/** GiB of a file system given to its exports, counting a quota change under way at its larger value. */
export async function allocatedGb(db: Db, fsId: string, exceptNasId = ''): Promise<number> {
  const rows = await db.query<{ allocated: number }>(
    `SELECT coalesce(sum(greatest(e.quota_gb, coalesce(p.quota, 0))), 0)::int AS allocated
     FROM nas_exports e
     LEFT JOIN LATERAL (
       SELECT max((o.payload->>'quota')::int) AS quota FROM operations o
       WHERE o.action = 'file-systems/capacityExport' AND o.status IN ('pending', 'working') AND o.resource_ids @> ARRAY[e.nas_id]
     ) p ON true
     WHERE e.fs_id = $1 AND e.nas_id <> $2`,
    [fsId, exceptNasId],
  );
  return rows[0].allocated;
}
