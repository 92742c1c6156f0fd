/**
 * The file manager's folder listing: paged by 100, sorted by name, size or modification time, searched, with the
 * hidden-file toggle (getObjects hidden=false leaves dot-files out, from the count too). The toggle is kept in the
 * URL with the folder (?hidden=1), so a reload shows the same.
 */
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { getGetObjectsQueryKey, useGetObjects } from '@/api/generated/endpoints/storage/storage';
import type { GetObjectsSortKey } from '@/api/generated/model/getObjectsSortKey';
import { useListParams } from '@/shared/ui/data-table';

/** Section 9: file list page size 100. */
export const FILE_PAGE_SIZE = 100;

export function useShowHidden(): [boolean, (show: boolean) => void] {
  const [search, setSearch] = useSearchParams();
  const show = search.get('hidden') === '1';
  const set = useCallback(
    (next: boolean) =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          if (next) params.set('hidden', '1');
          else params.delete('hidden');
          return params;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [show, set];
}

export function useFileBrowser(nasId: string, prefix: string, showHidden: boolean) {
  const list = useListParams<GetObjectsSortKey>({
    defaultSortKey: 'object_name',
    defaultReverse: 0,
    defaultLimit: FILE_PAGE_SIZE,
    rememberLimit: false,
  });
  const params = useMemo(() => ({ ...list.params, nas_id: nasId, prefix, hidden: showHidden }), [list.params, nasId, prefix, showHidden]);
  const query = useGetObjects(params, { query: { placeholderData: keepPreviousData } });
  return { list, query };
}

/** Refreshes every folder listing (table, tree, pickers) after a change. */
export function useRefreshFiles() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: getGetObjectsQueryKey() }), [client]);
}
