/**
 * The cluster list's query (spec sections 4, 7, 8): cluster/list with the status filter (default pending, active,
 * stopped, suspended), the remembered type filter, a search word, sorting and paging; the shared tab asks for the
 * clusters shared with the user. An answer for another cluster type than the one asked for is discarded. While a
 * listed cluster is changing state the list refreshes itself.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useListClusters } from '../../api/generated/endpoints/clusters/clusters';
import type { Cluster } from '../../api/generated/model/cluster';
import type { ClusterStatus } from '../../api/generated/model/clusterStatus';
import type { ClusterType } from '../../api/generated/model/clusterType';
import type { ListClustersResponse } from '../../api/generated/model/listClustersResponse';
import type { ListClustersSortKey } from '../../api/generated/model/listClustersSortKey';
import { useListParams, type ListParams } from '../../shared/ui/data-table';
import { useSession } from '../../shared/session/session-context';
import { effectiveClusterListType, offeredClusterTypes, rememberClusterListType, storedClusterListType, type ClusterTypeFilter } from './cluster-list-type';

export const DEFAULT_CLUSTER_STATUSES: ClusterStatus[] = ['pending', 'active', 'stopped', 'suspended'];

/** Statuses a user can filter on (section 4, resource statuses shown). */
export const FILTERABLE_CLUSTER_STATUSES: ClusterStatus[] = ['active', 'pending', 'stopped', 'suspended', 'ceased', 'terminated', 'deleted'];

/** Refresh period while a cluster is changing state. */
export const TRANSITION_REFRESH_MS = 10_000;

export type ClusterListFilters = { status: ClusterStatus[]; cluster_type: ClusterType };
export type ClusterListTab = 'mine' | 'shared';

/** A cluster whose state is still changing (a transition under way, or creation pending). */
export function isChanging(cluster: Pick<Cluster, 'status' | 'transition_status'>): boolean {
  return Boolean(cluster.transition_status) || cluster.status === 'pending';
}

/** The answer, unless it is for another cluster type than the one asked for (section 8). */
export function acceptedAnswer(data: ListClustersResponse | undefined, askedType: ClusterType | undefined): ListClustersResponse | undefined {
  if (!data || !askedType || !data.cluster_type) return data;
  return data.cluster_type === askedType ? data : undefined;
}

export interface ClusterList {
  list: ListParams<ListClustersSortKey, ClusterListFilters>;
  typeFilter: ClusterTypeFilter;
  setTypeFilter(value: ClusterTypeFilter): void;
  offeredTypes: ClusterType[];
  query: ReturnType<typeof useListClusters>;
  rows: Cluster[] | undefined;
  totalCount: number | undefined;
}

export function useClusterList(tab: ClusterListTab): ClusterList {
  const { config, zone } = useSession();
  const offeredTypes = useMemo(() => offeredClusterTypes(config, zone), [config, zone]);
  const initialType = effectiveClusterListType(storedClusterListType(), offeredTypes);
  const list = useListParams<ListClustersSortKey, ClusterListFilters>({
    defaultSortKey: 'create_time',
    defaultReverse: 1,
    defaultFilters: { status: DEFAULT_CLUSTER_STATUSES, cluster_type: initialType },
  });
  const typeFilter = (list.filters.cluster_type ?? 'all') as ClusterTypeFilter;
  const { setFilter } = list;
  const setTypeFilter = useCallback(
    (value: ClusterTypeFilter) => {
      rememberClusterListType(value);
      setFilter('cluster_type', value);
    },
    [setFilter],
  );
  const params = useMemo(() => ({ ...list.params, verbose: 1 as const, ...(tab === 'shared' ? { shared_status: 'shared' as const } : {}) }), [list.params, tab]);
  const query = useListClusters(params, {
    query: {
      placeholderData: keepPreviousData,
      refetchInterval: (current) => (current.state.data?.cluster_set.some(isChanging) ? TRANSITION_REFRESH_MS : false),
    },
  });
  const data = acceptedAnswer(query.data, params.cluster_type);
  return { list, typeFilter, setTypeFilter, offeredTypes, query, rows: data?.cluster_set, totalCount: data?.total_count };
}
