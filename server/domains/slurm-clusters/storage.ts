/** A Slurm cluster's files are its shared directory, mounted at the same path (ADR 0039). */
import { resolve } from 'node:path';
import type { Db } from '../../db/database';
import { mountOf, type Storage } from '../jobs/files';

export async function slurmStorage(db: Db, clusterId: string): Promise<Storage | null> {
  const [row] = await db.query<{ shared_dir: string; nas_shared_path: string | null }>(
    'SELECT s.shared_dir, c.nas_shared_path FROM slurm_clusters s JOIN clusters c ON c.cluster_id = s.cluster_id WHERE s.cluster_id = $1',
    [clusterId],
  );
  if (!row) return null;
  const root = resolve(row.shared_dir);
  return { root, exportRoot: root, mount: mountOf(row.nas_shared_path ?? root) };
}
