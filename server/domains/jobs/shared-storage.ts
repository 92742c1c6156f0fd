/**
 * A cluster whose scheduler runs on real machines keeps its jobs' files in the directory every node mounts
 * (cluster_schedulers.shared_dir, ADR 0048), at the same path: scripts, working directories and output are read
 * where the scheduler writes them. Null for the simulator's clusters (their NAS export under the data dir).
 */
import { resolve } from 'node:path';
import type { Db } from '../../db/database';
import { mountOf, type Storage } from './files';

export async function sharedStorage(db: Db, clusterId: string): Promise<Storage | null> {
  const [row] = await db.query<{ shared_dir: string; nas_shared_path: string | null }>(
    `SELECT cs.shared_dir, c.nas_shared_path FROM cluster_schedulers cs JOIN clusters c ON c.cluster_id = cs.cluster_id
      WHERE cs.cluster_id = $1 AND cs.shared_dir IS NOT NULL`,
    [clusterId],
  );
  if (!row) return null;
  const root = resolve(row.shared_dir);
  return { root, exportRoot: root, mount: mountOf(row.nas_shared_path ?? root) };
}
