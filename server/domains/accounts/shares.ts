/**
 * Project sharing as the clusters domain sees it. project_members ⋈ project_resources is the source of truth:
 * a (cluster, sub-user) pair is shared with the highest permission any project grants it. The pairs are
 * mirrored into the clusters domain's cluster_shares (cluster_id, user_id, permission, create_time) when that
 * table exists, and clusters.shared_status follows whether a project shares the cluster.
 */
import type { Db } from '../../db/database';
import { tableExists } from './common';

/** The permission the projects grant a user on a cluster, or null. */
export async function projectGrant(db: Db, clusterId: string, userId: string): Promise<'readonly' | 'readwrite' | null> {
  const [row] = await db.query<{ permission: 'readonly' | 'readwrite' | null }>(
    `SELECT max(pm.permission) AS permission FROM project_members pm JOIN project_resources pr USING (project_id)
      WHERE pr.cluster_id = $1 AND pm.user_id = $2 AND pm.shared_role = 'shared_member'`,
    [clusterId, userId],
  );
  return row?.permission ?? null;
}

/** Re-derives the cluster_shares rows of the given clusters and users, and the clusters' shared_status. */
export async function syncShares(tx: Db, clusterIds: string[], userIds: string[]): Promise<void> {
  if (clusterIds.length && (await tableExists(tx, 'cluster_shares'))) {
    for (const clusterId of clusterIds) {
      for (const userId of userIds) {
        const permission = await projectGrant(tx, clusterId, userId);
        if (!permission) {
          await tx.query('DELETE FROM cluster_shares WHERE cluster_id = $1 AND user_id = $2', [clusterId, userId]);
          continue;
        }
        const updated = await tx.query('UPDATE cluster_shares SET permission = $3 WHERE cluster_id = $1 AND user_id = $2 RETURNING 1', [clusterId, userId, permission]);
        if (!updated.length) await tx.query('INSERT INTO cluster_shares (cluster_id, user_id, permission, create_time) VALUES ($1, $2, $3, now())', [clusterId, userId, permission]);
      }
    }
  }
  await tx.query(
    `UPDATE clusters c SET shared_status = CASE WHEN EXISTS (SELECT 1 FROM project_resources pr WHERE pr.cluster_id = c.cluster_id) THEN 'shared' ELSE 'unshared' END
      WHERE c.cluster_id = ANY($1)`,
    [clusterIds],
  );
}

/** The shared members (not the owner row) of a project. */
export async function memberIds(db: Db, projectId: string): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>("SELECT user_id FROM project_members WHERE project_id = $1 AND shared_role = 'shared_member'", [projectId]);
  return rows.map((r) => r.user_id);
}

export async function resourceIds(db: Db, projectId: string): Promise<string[]> {
  const rows = await db.query<{ cluster_id: string }>('SELECT cluster_id FROM project_resources WHERE project_id = $1', [projectId]);
  return rows.map((r) => r.cluster_id);
}
