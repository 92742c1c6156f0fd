/**
 * User management's queries (spec sections 2, 3, 7, 9): the shared members of the owner's shared clusters
 * (shared/users, 20 a page by default), the shared-cluster statistics (shared/clusters) and one member by id
 * for the allocated-resources pages.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useListSharedClusters, useListSharedUsers } from '@/api/generated/endpoints/shared/shared';
import type { ClusterId } from '@/api/generated/model/clusterId';
import type { ListSharedClustersResponse } from '@/api/generated/model/listSharedClustersResponse';
import type { ListSharedUsersResponse } from '@/api/generated/model/listSharedUsersResponse';
import type { ListSharedClustersSortKey } from '@/api/generated/model/listSharedClustersSortKey';
import type { ListSharedUsersSortKey } from '@/api/generated/model/listSharedUsersSortKey';
import type { SharedUser } from '@/api/generated/model/sharedUser';
import type { SharedUserStatus } from '@/api/generated/model/sharedUserStatus';
import { useListParams, type ListParams } from '@/shared/ui/data-table';

/** Section 9: shared-user lists default limit 20. */
export const SHARED_USER_PAGE_SIZE = 20;

export type SharedMemberFilters = { status: SharedUserStatus[]; cluster_id: ClusterId };

export function useSharedMembers(): {
  list: ListParams<ListSharedUsersSortKey, SharedMemberFilters>;
  query: ReturnType<typeof useListSharedUsers<ListSharedUsersResponse>>;
} {
  const list = useListParams<ListSharedUsersSortKey, SharedMemberFilters>({
    defaultSortKey: 'create_time',
    defaultReverse: 1,
    defaultLimit: SHARED_USER_PAGE_SIZE,
    rememberLimit: false,
  });
  const query = useListSharedUsers(list.params, { query: { placeholderData: keepPreviousData } });
  return { list, query };
}

export function useSharedClusterStats(): {
  list: ListParams<ListSharedClustersSortKey>;
  query: ReturnType<typeof useListSharedClusters<ListSharedClustersResponse>>;
} {
  const list = useListParams<ListSharedClustersSortKey>({ defaultSortKey: 'shared_user_count', defaultReverse: 1 });
  const query = useListSharedClusters(list.params, { query: { placeholderData: keepPreviousData } });
  return { list, query };
}

/** The clusters shared by the owner (one page of 100), for the member list's cluster filter. */
export function useSharedClusterOptions() {
  const query = useListSharedClusters({ limit: 100, sort_key: 'cluster_id', reverse: 0 }, { query: { staleTime: 60_000 } });
  return query.data?.shared_cluster_set ?? [];
}

const MEMBER_PAGE = 100;

export interface SharedMemberLookup {
  member: SharedUser | undefined;
  /** Still looking (a page is loading or more pages remain). */
  loading: boolean;
  /** Every page was read and the member is not there. */
  notFound: boolean;
  error: unknown;
  refetch(): void;
}

/** One shared member by shared_user_id: the list has no id filter, so its pages of 100 are read until found. */
export function useSharedMember(sharedUserId: string): SharedMemberLookup {
  const [offset, setOffset] = useState(0);
  const query = useListSharedUsers({ limit: MEMBER_PAGE, offset, sort_key: 'create_time', reverse: 1 });
  const member = query.data?.shared_user_set.find((row) => row.shared_user_id === sharedUserId);
  const more = query.data ? offset + MEMBER_PAGE < query.data.total_count : false;
  useEffect(() => {
    if (query.data && !member && more) setOffset((current) => current + MEMBER_PAGE);
  }, [query.data, member, more]);
  return {
    member,
    loading: query.isLoading || (!member && more),
    notFound: Boolean(query.data) && !member && !more,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
