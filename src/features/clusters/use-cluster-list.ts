/**
 * The cluster list's query (spec sections 4, 7, 8): cluster/list with the status filter (default pending, active,
 * stopped, suspended), the remembered type filter, a search word, sorting and paging; the shared tab asks for the
 * clusters shared with the user. An answer for another cluster type than the one asked for is discarded (section 8).
 * A page beyond the first that comes back empty steps back one page and refreshes. While a listed cluster is
 * changing state the list refreshes itself. The user's own list decides the first-use flag (section 4).
 */
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { getListClustersQueryKey, useListClusters } from '@/api/generated/endpoints/clusters/clusters';
import type { Cluster } from '@/api/generated/model/cluster';
import type { ClusterStatus } from '@/api/generated/model/clusterStatus';
import type { ClusterType } from '@/api/generated/model/clusterType';
import type { ListClustersResponse } from '@/api/generated/model/listClustersResponse';
import type { ListClustersSortKey } from '@/api/generated/model/listClustersSortKey';
import { LISTED_CLUSTER_STATUSES } from '@/shared/clusters/listed-clusters';
import { firstUseFromList, setFirstUse } from '@/shared/session/first-use';
import { useSession } from '@/shared/session/session-context';
import { stepBackPage, useListParams, type ListParams } from '@/shared/ui/data-table';
import { isTransitionalStatus } from '@/shared/ui/status-badge';
import {
  effectiveClusterListType,
  offeredClusterTypes,
  rememberClusterListType,
  storedClusterListType,
  type ClusterTypeFilter,
} from './cluster-list-type';
import { whileOffline } from '@/shared/live/live-state';

/** The list's default statuses: the ones every cluster picker offers (src/shared/clusters). */
export const DEFAULT_CLUSTER_STATUSES: ClusterStatus[] = LISTED_CLUSTER_STATUSES;

/** Statuses a user can filter on (section 4, resource statuses shown). */
export const FILTERABLE_CLUSTER_STATUSES: ClusterStatus[] = [
  'active',
  'pending',
  'stopped',
  'suspended',
  'ceased',
  'terminated',
  'deleted',
];

/** Refresh period while a cluster is changing state. */
export const TRANSITION_REFRESH_MS = 10_000;

export type ClusterListFilters = { status: ClusterStatus[]; cluster_type: ClusterType };
export type ClusterListTab = 'mine' | 'shared';

/** A cluster whose state is still changing (a transition under way, a passing status, or creation pending). */
export function isChanging(cluster: Pick<Cluster, 'status' | 'transition_status'>): boolean {
  return Boolean(cluster.transition_status) || cluster.status === 'pending' || isTransitionalStatus(cluster.status);
}

/** The list's refresh period: every TRANSITION_REFRESH_MS while a listed cluster is changing state. */
export function clusterRefreshInterval(data: Pick<ListClustersResponse, 'cluster_set'> | undefined): number | false {
  return data?.cluster_set.some(isChanging) ? TRANSITION_REFRESH_MS : false;
}

const sameStatuses = (a: readonly string[] | undefined, b: readonly string[]) =>
  !!a && a.length === b.length && b.every((status) => a.includes(status));

/** The answer, unless it is for another cluster type than the one asked for (section 8). */
export function acceptedAnswer(
  data: ListClustersResponse | undefined,
  askedType: ClusterType | undefined,
): ListClustersResponse | undefined {
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
  const params = useMemo(
    () => ({ ...list.params, verbose: 1 as const, ...(tab === 'shared' ? { shared_status: 'shared' as const } : {}) }),
    [list.params, tab],
  );
  const query = useListClusters(params, {
    query: { placeholderData: keepPreviousData, refetchInterval: (current) => whileOffline(clusterRefreshInterval(current.state.data)) },
  });
  const data = query.isPlaceholderData ? undefined : acceptedAnswer(query.data, params.cluster_type);
  const shown = acceptedAnswer(query.data, params.cluster_type);

  // Section 4: the first-use flag, from the user's own clusters.
  const narrowed =
    Boolean(params.search_word) ||
    Boolean(params.cluster_type) ||
    (params.status !== undefined && !sameStatuses(params.status, DEFAULT_CLUSTER_STATUSES));
  useEffect(() => {
    if (tab !== 'mine' || !data) return;
    const flag = firstUseFromList(data, narrowed);
    if (flag !== undefined) setFirstUse(flag);
  }, [tab, data, narrowed]);

  // Section 8: an empty page beyond the first steps back one page and refreshes (DataTable reports each result).
  const client = useQueryClient();
  const { syncWithResult, page, limit } = list;
  const syncAndRefresh = useCallback(
    (rowCount: number, totalCount?: number) => {
      if (stepBackPage(page, rowCount, totalCount, limit) !== null) void client.invalidateQueries({ queryKey: getListClustersQueryKey() });
      syncWithResult(rowCount, totalCount);
    },
    [client, syncWithResult, page, limit],
  );
  const tableList = useMemo(() => ({ ...list, syncWithResult: syncAndRefresh }), [list, syncAndRefresh]);

  return { list: tableList, typeFilter, setTypeFilter, offeredTypes, query, rows: shown?.cluster_set, totalCount: shown?.total_count };
}
