/**
 * Sharing a cluster with a user in a test: its cluster_shares row, as a project (accounts/projects.ts) or a
 * shared-member account (accounts/shared.ts) mirrors it, and what every domain reads (ADR 0006).
 */
import type { Db } from '../db/database';

/** Shares the cluster with the user with the given permission; null unshares it. */
export async function shareCluster(db: Db, clusterId: string, userId: string, permission: 'readonly' | 'readwrite' | null): Promise<void> {
  await db.query('DELETE FROM cluster_shares WHERE cluster_id = $1 AND user_id = $2', [clusterId, userId]);
  if (permission)
    await db.query('INSERT INTO cluster_shares (cluster_id, user_id, permission) VALUES ($1, $2, $3)', [clusterId, userId, permission]);
}
