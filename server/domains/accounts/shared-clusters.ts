/**
 * Shared-cluster statistics: per cluster the owner shares (with shared members or through a project), its
 * members, their pending and running jobs and running cores, and the idle and total compute nodes. A compute
 * node counts as idle while the cluster's running jobs leave it free (running cores / cores per node). The
 * clusters are the ones the user owns (ADR 0006): its account's, a sub-user's own, not shared with the user.
 */
import type { Handlers } from '../../http/handler-types';
import { sharedMemberCountSql } from '../shared-members';
import { contractName, isSubUser, jobAccountSql, orderBy, page, who } from './common';

interface StatsRow {
  cluster_id: string;
  cluster_name: string;
  shared_user_count: number;
  pending_count: number;
  running_count: number;
  running_cpu_core_count: number;
  idle_count: number;
  total_count: number;
}

export const sharedClustersHandlers = {
  listSharedClusters: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    const account = await jobAccountSql(db);
    // Jobs of the cluster's shared members: accounts of shared users, or sub-users the project shares it with.
    const memberJob = `(${account} IN (SELECT su.username FROM shared_user_clusters suc JOIN shared_users su USING (shared_user_id) WHERE suc.cluster_id = c.cluster_id AND NOT suc.removing)
        OR j.user_id IN (SELECT pm.user_id FROM project_members pm JOIN project_resources pr USING (project_id) WHERE pr.cluster_id = c.cluster_id AND pm.shared_role = 'shared_member'))`;
    const sql = `SELECT s.*, greatest(0, s.active_nodes - ceil(s.busy_cores::float8 / greatest(s.cores_per_node, 1)))::int AS idle_count FROM (
        SELECT c.cluster_id, c.cluster_name,
               ${sharedMemberCountSql('c.cluster_id')} AS shared_user_count,
               (SELECT count(*)::int FROM jobs j WHERE j.cluster_id = c.cluster_id AND j.job_status = 'pending' AND j.array_spec IS NULL AND ${memberJob}) AS pending_count,
               (SELECT count(*)::int FROM jobs j WHERE j.cluster_id = c.cluster_id AND j.job_status = 'running' AND j.array_spec IS NULL AND ${memberJob}) AS running_count,
               (SELECT coalesce(sum(j.cores), 0)::int FROM jobs j WHERE j.cluster_id = c.cluster_id AND j.job_status = 'running' AND j.array_spec IS NULL AND ${memberJob}) AS running_cpu_core_count,
               (SELECT coalesce(sum(j.cores), 0)::int FROM jobs j WHERE j.cluster_id = c.cluster_id AND j.job_status = 'running' AND j.array_spec IS NULL) AS busy_cores,
               (SELECT count(*)::int FROM cluster_nodes n WHERE n.cluster_id = c.cluster_id AND n.role = 'compute' AND n.status NOT IN ('deleted', 'ceased')) AS total_count,
               (SELECT count(*)::int FROM cluster_nodes n WHERE n.cluster_id = c.cluster_id AND n.role = 'compute' AND n.status = 'active') AS active_nodes,
               (SELECT coalesce(max(cpu), 1)::int FROM cluster_nodes n WHERE n.cluster_id = c.cluster_id AND n.role = 'compute') AS cores_per_node
          FROM clusters c
         WHERE c.owner = $1 AND ($2 OR c.created_by = $3) AND c.status NOT IN ('deleted', 'ceased')
           AND ($4::text[] IS NULL OR c.cluster_id = ANY($4)) AND ($5::text IS NULL OR c.zone = $5)
           AND NOT EXISTS (SELECT 1 FROM cluster_shares cs WHERE cs.cluster_id = c.cluster_id AND cs.user_id = $3)) s
       WHERE s.shared_user_count > 0`;
    const params = [user.owner, !isSubUser(user), user.user_id, input.cluster_id ?? null, input.zone ?? null];
    const { rows, total } = await page<StatsRow>(
      db,
      sql,
      params,
      orderBy(input, { shared_user_count: 'shared_user_count', cluster_id: 'cluster_id' }, 'cluster_id'),
      input,
    );
    return {
      total_count: total,
      shared_cluster_set: rows.map((r) => ({
        cluster_id: r.cluster_id,
        ...contractName(r.cluster_name),
        shared_user_count: r.shared_user_count,
        jobs: { pending_count: r.pending_count, running_count: r.running_count, running_cpu_core_count: r.running_cpu_core_count },
        nodes: { idle_count: Math.min(r.idle_count, r.total_count), total_count: r.total_count },
      })),
    };
  },
} satisfies Handlers;
