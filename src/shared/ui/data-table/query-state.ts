/** Turns a react-query result into DataTable's state props: `<DataTable {...tableStateOf(query)} … />`. */
import type { DataTableQueryState } from './types';

export interface QueryLike {
  isPending?: boolean;
  isLoading?: boolean;
  isFetching?: boolean;
  isPlaceholderData?: boolean;
  error?: unknown;
  refetch?: () => unknown;
}

export function tableStateOf(query: QueryLike): DataTableQueryState {
  const { refetch } = query;
  return {
    loading: Boolean(query.isLoading ?? query.isPending),
    fetching: Boolean(query.isFetching),
    stale: Boolean(query.isPlaceholderData),
    error: query.error ?? undefined,
    onRetry: refetch ? () => void refetch() : undefined,
  };
}
