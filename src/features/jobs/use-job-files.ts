/**
 * A job's files (the detail page's directory, log and input tabs): the cluster's NAS mount (cluster/nasInfo) tells
 * which export holds them and where; the folder is listed with get_objects and a text file read with get_object
 * (preview: the gateway refuses files over the online view limit, and says so).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useGetClusterNasInfo } from '../../api/generated/endpoints/clusters/clusters';
import { getGetObjectQueryKey, getObject, useGetObjects } from '../../api/generated/endpoints/storage/storage';
import type { JobDetailResponse } from '../../api/generated/model/jobDetailResponse';
import type { NasMount } from './job-files';

/** Section 9: file list page size 100. */
export const FILE_PAGE_SIZE = 100;

export interface JobStorage {
  nasId: string | undefined;
  mount: NasMount;
  query: ReturnType<typeof useGetClusterNasInfo>;
}

export function useJobStorage(detail: JobDetailResponse | undefined): JobStorage {
  const clusterId = detail?.job.cluster_id ?? '';
  const query = useGetClusterNasInfo({ cluster_id: clusterId }, { query: { enabled: Boolean(clusterId), staleTime: 60_000 } });
  const info = query.data?.nas_info;
  const mount = useMemo<NasMount>(() => ({ mount: detail?.cluster?.nas_shared_path, share: info?.shared_path }), [detail?.cluster?.nas_shared_path, info?.shared_path]);
  return { nasId: info?.nas_id, mount, query };
}

export function useFolder(nasId: string | undefined, prefix: string | null, offset: number) {
  return useGetObjects(
    { nas_id: nasId ?? '', prefix: prefix ?? '', limit: FILE_PAGE_SIZE, offset, sort_key: 'object_name', reverse: 0 },
    { query: { enabled: Boolean(nasId) && prefix !== null, placeholderData: keepPreviousData } },
  );
}

/** The text of a file for the online viewer. */
export function useFileText(nasId: string | undefined, key: string | null) {
  const params = { nas_id: nasId ?? '', object_name: key ?? '', preview: true };
  return useQuery({
    queryKey: [...getGetObjectQueryKey(params), 'text'],
    queryFn: async ({ signal }) => (await getObject(params, undefined, signal)).text(),
    enabled: Boolean(nasId) && Boolean(key),
  });
}
