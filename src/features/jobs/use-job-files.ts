/**
 * A job's files (the detail page's directory, log and input tabs): the cluster's NAS mount (cluster/nasInfo) tells
 * which export holds them and where; a folder is listed with get_objects, a file's size and version read from its
 * folder's listing, and a text file read with get_object (preview: files up to the online view limit, 10 MB).
 * What a page shows of a running job's files (its working directory's listings, its logs) is looked at every few
 * seconds while the job runs and once more when it ends (`useFollowed`); a file's text is read again when it changed.
 * A cluster without browsable NAS storage (cluster/nasInfo refuses it with 404: it mounts no NAS, or a vNAS that
 * shares no NAS export) is a state of the cluster, not a failure: `noStorage`.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { isGatewayError } from '@/api/gateway';
import { useGetClusterNasInfo } from '@/api/generated/endpoints/clusters/clusters';
import { getGetObjectQueryKey, getObject, useGetObjects } from '@/api/generated/endpoints/storage/storage';
import type { JobDetailResponse } from '@/api/generated/model/jobDetailResponse';
import type { NasObject } from '@/api/generated/model/nasObject';
import { useSession } from '@/shared/session/session-context';
import { baseName, type NasMount } from './job-files';

/** Section 9: file list page size 100. */
export const FILE_PAGE_SIZE = 100;
/** Spec section 5: a file over 10 MB cannot be viewed online (the configuration's view_limit_bytes default). */
export const DEFAULT_VIEW_LIMIT_BYTES = 10 * 1024 * 1024;
/** How often a followed file (a running job's log) is looked at. */
export const FOLLOW_FILE_MS = 5_000;

/** cluster/nasInfo's refusal of a cluster that has no browsable NAS storage (404: no NAS, or a vNAS sharing no NAS export). */
export function isNoNasStorage(error: unknown): boolean {
  return isGatewayError(error) && error.kind === 'http' && error.status === 404;
}

/** How long a cluster's NAS mount is kept, and so is the answer that it has none. */
const NAS_INFO_KEPT_MS = 60_000;

/**
 * The NAS mount of a cluster (cluster/nasInfo), and whether the cluster has no browsable NAS storage. That answer
 * is kept as long as a mount is (each tab or widget mounting does not ask again).
 */
export function useClusterNasInfo(clusterId: string | undefined) {
  const query = useGetClusterNasInfo(
    { cluster_id: clusterId ?? '' },
    {
      query: {
        enabled: Boolean(clusterId),
        staleTime: NAS_INFO_KEPT_MS,
        retryOnMount: ({ state }) => !(isNoNasStorage(state.error) && Date.now() - state.errorUpdatedAt < NAS_INFO_KEPT_MS),
      },
    },
  );
  return { query, noStorage: isNoNasStorage(query.error) };
}

export interface JobStorage {
  nasId: string | undefined;
  mount: NasMount;
  query: ReturnType<typeof useGetClusterNasInfo>;
  /** The cluster has no browsable NAS storage (the query's error tells why). */
  noStorage: boolean;
}

/** A cluster's NAS storage as its mount (`mountPoint`: the cluster's nas_shared_path): where its files are browsed. */
export function useClusterMount(clusterId: string | undefined, mountPoint: string | undefined): JobStorage {
  const { query, noStorage } = useClusterNasInfo(clusterId);
  const info = query.data?.nas_info;
  const mount = useMemo<NasMount>(() => ({ mount: mountPoint, share: info?.shared_path }), [mountPoint, info?.shared_path]);
  return { nasId: info?.nas_id, mount, query, noStorage };
}

export function useJobStorage(detail: JobDetailResponse | undefined): JobStorage {
  return useClusterMount(detail?.job.cluster_id, detail?.cluster?.nas_shared_path);
}

/** The online view limit of the zone's configuration. */
export function useViewLimit(): number {
  return useSession().config?.view_limit_bytes ?? DEFAULT_VIEW_LIMIT_BYTES;
}

/** The folder of an object key ('' for the export's root). */
export function folderOf(key: string): string {
  const at = key.lastIndexOf('/');
  return at < 0 ? '' : key.slice(0, at + 1);
}

/** The query options of a listing followed while a job runs: looked at every few seconds. */
export const followOptions = (follow: boolean) => ({ refetchInterval: follow ? FOLLOW_FILE_MS : (false as const) });

/** A job that just ended has written its last output: a followed query looks once more when following stops. */
export function useFollowed(query: { refetch(): unknown }, follow: boolean): void {
  const followed = useRef(follow);
  const { refetch } = query;
  useEffect(() => {
    if (followed.current && !follow) void refetch();
    followed.current = follow;
  }, [follow, refetch]);
}

/** A file's entry in its folder (size, version), looked at every few seconds when followed; null when missing. */
export function useFileEntry(nasId: string, key: string, follow: boolean) {
  const query = useGetObjects(
    {
      nas_id: nasId,
      prefix: folderOf(key),
      search_word: baseName(key),
      limit: FILE_PAGE_SIZE,
      offset: 0,
      sort_key: 'object_name',
      reverse: 0,
    },
    { query: followOptions(follow) },
  );
  useFollowed(query, follow);
  const entry: NasObject | null | undefined = query.data
    ? (query.data.object_set.find((object) => object.object_name === key && !object.is_dir) ?? null)
    : undefined;
  return { entry, query };
}

/** The text of a file for the online viewer; read again whenever `version` changes. */
export function useFileText(nasId: string | undefined, key: string | null, options: { enabled?: boolean; version?: string } = {}) {
  const params = { nas_id: nasId ?? '', object_name: key ?? '', preview: true };
  const query = useQuery({
    queryKey: [...getGetObjectQueryKey(params), 'text'],
    queryFn: async ({ signal }) => (await getObject(params, undefined, signal)).text(),
    enabled: Boolean(nasId) && Boolean(key) && options.enabled !== false,
  });
  const seen = useRef(options.version);
  const { refetch, isFetched } = query;
  useEffect(() => {
    if (options.version === seen.current) return;
    seen.current = options.version;
    if (isFetched) void refetch();
  }, [options.version, isFetched, refetch]);
  return query;
}

/** A version of a file's content as its listing shows it. */
export function versionOf(entry: NasObject | null | undefined): string | undefined {
  return entry ? (entry.etag ?? `${entry.size}:${entry.last_modified}`) : undefined;
}
