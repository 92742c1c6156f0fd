/**
 * Public API of the list table (import from 'src/shared/ui/data-table'):
 *
 *   const list = useListParams<ListClustersSortKey, { status: ClusterStatus[]; cluster_type: ClusterType }>({
 *     defaultSortKey: 'create_time', defaultReverse: 1, defaultFilters: { status: ['pending', 'active', 'stopped', 'suspended'] },
 *   });
 *   const query = useListClusters(list.params, { query: { placeholderData: keepPreviousData } });
 *   <DataTable label={t`Clusters`} columns={columns} rows={query.data?.cluster_set} rowKey={(row) => row.cluster_id}
 *     totalCount={query.data?.total_count} list={list} {...tableStateOf(query)} />
 *
 * `list.params` holds limit, offset, sort_key, reverse, search_word and the filters without `all`/empty values;
 * `list.filters` keeps `all` for the UI. Mutation failures in lists: `showErrorToast(error)` from src/shared/errors.
 */
export { DataTable } from './data-table';
export { pageWindow } from './pagination';
export { tableStateOf, type QueryLike } from './query-state';
export type { DataTableColumn, DataTableExpansion, DataTableQueryState, DataTableSelection } from './types';
export { ALL, PAGE_LIMIT_STORAGE_KEY, stepBackPage, useListParams, type All, type FilterState, type ListParams } from './list-params';
