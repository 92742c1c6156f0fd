/**
 * The NAS page's queries (spec sections 3, 7, 9): the file systems, the exports (mount points) of each (the
 * all-data query, 1024), one export's detail and one folder of an export (the file list, 100 a page). IAM users
 * see only the objects whose prefix includes their IAM user name: the gateway filters, the page just lists.
 */
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  getListExportsQueryOptions,
  useGetExport,
  useGetObjects,
  useListExports,
  useListFileSystems,
} from '@/api/generated/endpoints/storage/storage';
import type { FileSystemId } from '@/api/generated/model/fileSystemId';
import type { ListFileSystemsSortKey } from '@/api/generated/model/listFileSystemsSortKey';
import type { NasStatus } from '@/api/generated/model/nasStatus';
import type { ListExportsSortKey } from '@/api/generated/model/listExportsSortKey';
import type { FileSystem } from '@/api/generated/model/fileSystem';
import type { ListExportsParams } from '@/api/generated/model/listExportsParams';
import type { NasExport } from '@/api/generated/model/nasExport';
import type { NasId } from '@/api/generated/model/nasId';
import { useListParams } from '@/shared/ui/data-table';

/** Section 9: NAS export query 1024 (every export of a file system at once). */
export const EXPORT_QUERY_LIMIT = 1024;
/** Section 9: file list page size 100. */
export const FILE_PAGE_SIZE = 100;

/** Every file system (one page of 100), for the file tree. */
export function useFileSystems() {
  return useListFileSystems({ limit: 100, sort_key: 'create_time', reverse: 1 }, { query: { staleTime: 30_000 } });
}

export type FileSystemFilters = { status: NasStatus[] };

/** The NAS page's file system table: paged, sorted, searched and filtered by status. */
export function useFileSystemList() {
  const list = useListParams<ListFileSystemsSortKey, FileSystemFilters>({ defaultSortKey: 'create_time', defaultReverse: 1 });
  const query = useListFileSystems(list.params, { query: { placeholderData: keepPreviousData } });
  return { list, query };
}

const ALL_EXPORTS: ListExportsParams = { exports: true, limit: EXPORT_QUERY_LIMIT, sort_key: 'create_time', reverse: 1 };

/** One file system's exports, paged, sorted and searched (the NAS page's export table). */
export function useExportList(fsId: FileSystemId) {
  const list = useListParams<ListExportsSortKey>({ defaultSortKey: 'create_time', defaultReverse: 1 });
  const params = useMemo(() => ({ ...list.params, exports: true as const }), [list.params]);
  const query = useListExports(fsId, params, { query: { placeholderData: keepPreviousData } });
  return { list, query };
}

export interface NasIndex {
  fileSystems: FileSystem[];
  exportsOf(fsId: FileSystemId): NasExport[] | undefined;
  /** The export and its file system, once the exports are read. */
  find(nasId: NasId): NasExport | undefined;
  loading: boolean;
  error: unknown;
}

/** Every file system with all its exports (the file tree's roots and the lookup of an export's file system). */
export function useNasIndex(): NasIndex {
  const fileSystems = useFileSystems();
  const list = fileSystems.data?.fs_list ?? [];
  const exportQueries = useQueries({
    queries: list.map((fs) => ({ ...getListExportsQueryOptions(fs.fs_id, ALL_EXPORTS), staleTime: 30_000 })),
  });
  const byFs = new Map(list.map((fs, index) => [fs.fs_id, exportQueries[index]?.data?.export_set]));
  return {
    fileSystems: list,
    exportsOf: (fsId) => byFs.get(fsId),
    find: (nasId) => {
      for (const exports of byFs.values()) {
        const found = exports?.find((item) => item.nas_id === nasId);
        if (found) return found;
      }
      return undefined;
    },
    loading: fileSystems.isLoading || exportQueries.some((query) => query.isLoading),
    error: fileSystems.error ?? exportQueries.find((query) => query.error)?.error,
  };
}

export function useExport(fsId: FileSystemId | undefined, nasId: NasId) {
  return useGetExport(fsId ?? '', nasId, undefined, { query: { enabled: Boolean(fsId) } });
}

/** The folders of a prefix, for the file tree (the first page of 100; folders come first). */
export function useFolders(nasId: NasId, prefix: string, enabled: boolean) {
  const query = useGetObjects(
    { nas_id: nasId, prefix, limit: FILE_PAGE_SIZE, sort_key: 'object_name', reverse: 0 },
    { query: { enabled, staleTime: 30_000 } },
  );
  const folders = useMemo(() => query.data?.object_set.filter((object) => object.is_dir) ?? [], [query.data]);
  return { folders, query };
}
