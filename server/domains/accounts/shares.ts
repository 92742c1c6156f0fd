/**
 * Sharing as the clusters domain sees it: cluster_shares (cluster_id, user_id, permission) holds, for every
 * (cluster, user) pair, the permission the user has as a shared member, and is what every domain reads
 * (../cluster-access.ts, ADR 0006). It is derived, in the transaction of each change, from its two sources:
 *  - projects: project_members ⋈ project_resources shares a cluster with the owner's sub-users;
 *  - shared members: shared_users ⋈ shared_user_clusters shares a cluster with an IAM user of the owner
 *    (iam_users.user_id, when the IAM user can sign in), read-only while the member is disabled and no longer
 *    once it is being removed.
 * The highest permission of the two wins. clusters.shared_status follows whether a project shares the cluster with
 * at least one member (its owner's own row shares nothing; migration 0084).
 */
import type { Db } from '../../db/database';
import { tableExists } from './common';

/** The permission the projects and the shared-member accounts grant a user on a cluster, or null. */
export async function shareGrant(db: Db, clusterId: string, userId: string): Promise<'readonly' | 'readwrite' | null> {
  const [row] = await db.query<{ permission: 'readonly' | 'readwrite' | null }>(
    `SELECT max(g.permission) AS permission FROM (
        SELECT pm.permission FROM project_members pm JOIN project_resources pr USING (project_id)
         WHERE pr.cluster_id = $1 AND pm.user_id = $2 AND pm.shared_role = 'shared_member'
        UNION ALL
        SELECT CASE WHEN su.status = 'disabled' THEN 'readonly' ELSE su.permission END FROM shared_user_clusters suc
          JOIN shared_users su USING (shared_user_id) JOIN iam_users iu USING (iam_user_id)
         WHERE suc.cluster_id = $1 AND iu.user_id = $2 AND NOT suc.removing) g`,
    [clusterId, userId],
  );
  return row?.permission ?? null;
}

/** The users that can sign in as the given shared members (their IAM users' user_id), for syncShares. */
export async function sharedMemberUserIds(db: Db, sharedUserIds: string[]): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>(
    'SELECT DISTINCT iu.user_id FROM shared_users su JOIN iam_users iu USING (iam_user_id) WHERE su.shared_user_id = ANY($1) AND iu.user_id IS NOT NULL',
    [sharedUserIds],
  );
  return rows.map((r) => r.user_id);
}

/** The clusters a shared member is (or is being) shared into. */
export async function sharedMemberClusterIds(db: Db, sharedUserIds: string[]): Promise<string[]> {
  const rows = await db.query<{ cluster_id: string }>(
    'SELECT DISTINCT cluster_id FROM shared_user_clusters WHERE shared_user_id = ANY($1)',
    [sharedUserIds],
  );
  return rows.map((r) => r.cluster_id);
}

/** Re-derives the cluster_shares rows of the given clusters and users, and the clusters' shared_status. */
export async function syncShares(tx: Db, clusterIds: string[], userIds: string[]): Promise<void> {
  if (clusterIds.length && (await tableExists(tx, 'cluster_shares'))) {
    for (const clusterId of clusterIds) {
      for (const userId of userIds) {
        const permission = await shareGrant(tx, clusterId, userId);
        if (!permission) {
          await tx.query('DELETE FROM cluster_shares WHERE cluster_id = $1 AND user_id = $2', [clusterId, userId]);
          continue;
        }
        const updated = await tx.query('UPDATE cluster_shares SET permission = $3 WHERE cluster_id = $1 AND user_id = $2 RETURNING 1', [
          clusterId,
          userId,
          permission,
        ]);
        if (!updated.length)
          await tx.query('INSERT INTO cluster_shares (cluster_id, user_id, permission, create_time) VALUES ($1, $2, $3, now())', [
            clusterId,
            userId,
            permission,
          ]);
      }
    }
  }
  await tx.query(
    `UPDATE clusters c SET shared_status = CASE WHEN EXISTS (
         SELECT 1 FROM project_resources pr JOIN project_members pm USING (project_id)
          WHERE pr.cluster_id = c.cluster_id AND pm.shared_role = 'shared_member') THEN 'shared' ELSE 'unshared' END
      WHERE c.cluster_id = ANY($1)`,
    [clusterIds],
  );
}

/** The shared members (not the owner row) of a project. */
export async function memberIds(db: Db, projectId: string): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>(
    "SELECT user_id FROM project_members WHERE project_id = $1 AND shared_role = 'shared_member'",
    [projectId],
  );
  return rows.map((r) => r.user_id);
}

export async function resourceIds(db: Db, projectId: string): Promise<string[]> {
  const rows = await db.query<{ cluster_id: string }>('SELECT cluster_id FROM project_resources WHERE project_id = $1', [projectId]);
  return rows.map((r) => r.cluster_id);
}
