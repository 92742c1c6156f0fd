/**
 * The folders directly in the directory a cluster mounts (its NAS export's share directory), as paths on the
 * cluster (under its mount point, nas_shared_path): what a quota form offers as accessible folders (cluster users'
 * and shared members'). Nothing is asked while the mount point is unknown.
 */
import { useGetClusterNasInfo } from '@/api/generated/endpoints/clusters/clusters';
import { useGetObjects } from '@/api/generated/endpoints/storage/storage';

const segments = (path: string) => path.split('/').filter(Boolean);

export interface ClusterFolders {
  folders: string[];
  loading: boolean;
  error: unknown;
  /** The listing was read (an empty list means the storage has no folder). */
  listed: boolean;
}

export function useClusterFolders(clusterId: string, mountPoint: string | undefined): ClusterFolders {
  const info = useGetClusterNasInfo({ cluster_id: clusterId }, { query: { staleTime: 60_000 } });
  const nas = info.data?.nas_info;
  const share = segments(nas?.shared_path ?? '');
  const prefix = share.length ? `${share.join('/')}/` : '';
  const objects = useGetObjects(
    { nas_id: nas?.nas_id ?? '', prefix, limit: 100, offset: 0 },
    { query: { enabled: !!nas && mountPoint !== undefined } },
  );
  const folders = (objects.data?.object_set ?? [])
    .filter((object) => object.is_dir)
    .map((object) => `/${[...segments(mountPoint ?? ''), ...segments(object.object_name).slice(share.length)].join('/')}`);
  return { folders, loading: info.isFetching || objects.isFetching, error: info.error ?? objects.error, listed: objects.isSuccess };
}
