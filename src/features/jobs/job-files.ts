/**
 * Where a job's files are in its cluster's NAS export. The cluster mounts the export's share directory
 * (nas_info.shared_path, inside the export) at its nas_shared_path; an absolute path under that mount point is
 * the same path inside the share directory. The storage service names files relative to the export's root.
 */

export interface NasMount {
  /** The cluster's mount point (cluster.nas_shared_path). */
  mount: string | undefined;
  /** The directory of the export the cluster mounts (nas_info.shared_path). */
  share: string | undefined;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** The key of a file, relative to the export's root; null when the path is not under the cluster's mount. */
export function nasFileKey(path: string | null | undefined, { mount, share }: NasMount): string | null {
  if (!path || mount === undefined || share === undefined) return null;
  const mountParts = segments(mount);
  const pathParts = segments(path);
  if (!path.startsWith('/') || mountParts.some((part, index) => pathParts[index] !== part)) return null;
  const parts = [...segments(share), ...pathParts.slice(mountParts.length)];
  if (parts.some((part) => part === '.' || part === '..')) return null;
  return parts.join('/');
}

/** The prefix of a folder (ending with /, '' for the export's root); null when not under the mount. */
export function nasFolderPrefix(path: string | null | undefined, mount: NasMount): string | null {
  const key = nasFileKey(path, mount);
  if (key === null) return null;
  return key ? `${key}/` : '';
}

/** The last segment of an object name (folders end with /). */
export function baseName(objectName: string): string {
  const parts = segments(objectName);
  return parts[parts.length - 1] ?? objectName;
}
