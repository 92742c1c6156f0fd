/**
 * Paths on a cluster and names in its NAS export, the other way round from ../job-files: the cluster mounts the
 * export's share directory (nas_info.shared_path) at its nas_shared_path, so an object under the share directory
 * is the path under the mount point. The picker browses from the share directory down.
 */
import { nasFolderPrefix, type NasMount } from '../job-files';

const segments = (path: string) => path.split('/').filter(Boolean);

/** The prefix the picker starts in: the share directory ('' for the export's root). */
export function sharePrefix(mount: NasMount): string {
  const parts = segments(mount.share ?? '');
  return parts.length ? `${parts.join('/')}/` : '';
}

/** The cluster path of an object of the export; null when it is outside the share directory. */
export function clusterPathOf(objectName: string, mount: NasMount): string | null {
  if (mount.mount === undefined || mount.share === undefined) return null;
  const share = segments(mount.share);
  const parts = segments(objectName);
  if (share.some((part, index) => parts[index] !== part)) return null;
  return `/${[...segments(mount.mount), ...parts.slice(share.length)].join('/')}`;
}

/** The folder the picker opens for a path already in the field: its folder when under the mount, else the share. */
export function startPrefix(path: unknown, mount: NasMount): string {
  const text = typeof path === 'string' ? path : '';
  const folder = text.includes('/') ? text.slice(0, text.lastIndexOf('/')) || '/' : '';
  return (folder && nasFolderPrefix(folder, mount)) || sharePrefix(mount);
}

/** The folders from the share directory down to `prefix`, for the breadcrumb: [name, prefix][]. */
export function crumbsOf(prefix: string, mount: NasMount): [string, string][] {
  const root = segments(sharePrefix(mount));
  const parts = segments(prefix).slice(root.length);
  return parts.map((name, index) => [name, `${[...root, ...parts.slice(0, index + 1)].join('/')}/`]);
}
