-- IAM users added as shared members (shared/user/addUser) are shared members of the cluster like the sub-users
-- of a project: mirror them into cluster_shares, which every domain reads (ADR 0006) and which
-- server/domains/accounts/shares.ts keeps in step from now on. Read-only while the member is disabled; the
-- higher permission wins where a project shares the cluster with the same user.
INSERT INTO cluster_shares (cluster_id, user_id, permission, create_time)
SELECT suc.cluster_id, iu.user_id, max(CASE WHEN su.status = 'disabled' THEN 'readonly' ELSE su.permission END), min(suc.create_time)
  FROM shared_user_clusters suc
  JOIN shared_users su USING (shared_user_id)
  JOIN iam_users iu USING (iam_user_id)
  JOIN clusters c ON c.cluster_id = suc.cluster_id
 WHERE iu.user_id IS NOT NULL AND NOT suc.removing
 GROUP BY suc.cluster_id, iu.user_id
ON CONFLICT (cluster_id, user_id) DO UPDATE SET permission = greatest(cluster_shares.permission, excluded.permission);
