/**
 * Projects as the account owner manages them on /user_mgt (spec sections 3, 7): the owner's projects (project/list,
 * one page of 100), the clusters a project can still take (the owner's own clusters no project shares yet) and the
 * sub-accounts that can be members (subuser, fetch-all 1024: those whose HPC is opened, ADR 0020). Every change
 * refreshes the projects, their members, the cluster list (its shared status) and the sub-accounts.
 */
import { getListClustersQueryKey, useListClusters } from '@/api/generated/endpoints/clusters/clusters';
import {
  getListProjectMembersQueryKey,
  getListProjectsQueryKey,
  getListSubUsersQueryKey,
  useListProjects,
  useListSubUsers,
} from '@/api/generated/endpoints/projects/projects';
import type { Project } from '@/api/generated/model/project';

/** Section 9: cluster all-list limit 100; sub-account fetch-all 1024. */
const PROJECT_LIMIT = 100;
const CLUSTER_LIMIT = 100;
const SUB_ACCOUNT_FETCH_ALL = 1024;

export const PROJECT_KEYS = [
  getListProjectsQueryKey(),
  getListProjectMembersQueryKey(),
  getListClustersQueryKey(),
  getListSubUsersQueryKey(),
] as const;

export function useOwnerProjects() {
  return useListProjects({ limit: PROJECT_LIMIT, offset: 0 });
}

/** The owner's clusters (not ones shared with it) that no project shares yet. */
export function useShareableClusters(projects: readonly Project[] | undefined, enabled: boolean) {
  const query = useListClusters(
    { status: ['active', 'stopped', 'suspended', 'pending'], limit: CLUSTER_LIMIT, sort_key: 'create_time', reverse: 1 },
    { query: { enabled, staleTime: 30_000 } },
  );
  const taken = new Set((projects ?? []).flatMap((project) => project.resource_ids));
  const clusters = (query.data?.cluster_set ?? []).filter(
    (cluster) => cluster.project_info?.shared_role !== 'shared_member' && !taken.has(cluster.cluster_id),
  );
  return { clusters, query };
}

/** The owner's sub-accounts whose HPC is opened: the ones a project can share clusters with. */
export function useOpenedSubAccounts(enabled: boolean) {
  const query = useListSubUsers({ limit: SUB_ACCOUNT_FETCH_ALL, offset: 0 }, { query: { enabled, staleTime: 30_000 } });
  return { accounts: (query.data?.sub_user_set ?? []).filter((account) => account.permission.status === 'enable'), query };
}

/** The names of the given clusters (the projects' resources), by id. */
export function useClusterNames(ids: readonly string[]): Map<string, string> {
  const query = useListClusters({ cluster_id: [...ids], limit: CLUSTER_LIMIT }, { query: { enabled: ids.length > 0, staleTime: 60_000 } });
  return new Map((query.data?.cluster_set ?? []).map((cluster) => [cluster.cluster_id, cluster.cluster_name]));
}
