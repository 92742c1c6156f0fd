/**
 * How many members a cluster is shared with, counted one way wherever it is shown (the cluster list's sharing column,
 * the shared-cluster statistics): the shared members (IAM users, shared_user_clusters) not being removed, whether
 * or not they can sign in yet, and the distinct sub-users a project shares the cluster with. The owner's own row in
 * a project shares nothing.
 */

/** The count as an SQL expression (int) for the cluster whose id is the SQL expression `clusterId`. */
export function sharedMemberCountSql(clusterId: string): string {
  return `((SELECT count(*) FROM shared_user_clusters suc WHERE suc.cluster_id = ${clusterId} AND NOT suc.removing)
    + (SELECT count(DISTINCT pm.user_id) FROM project_members pm JOIN project_resources pr USING (project_id)
        WHERE pr.cluster_id = ${clusterId} AND pm.shared_role = 'shared_member'))::int`;
}
