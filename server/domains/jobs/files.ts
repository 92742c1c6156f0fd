/**
 * Where a job's files really are. A cluster mounts the share directory of its NAS export (nas_exports.shared_path
 * inside the export's real directory, nasExportDir; for a vNAS, of the export behind it, clusters.ts) at its
 * nas_shared_path (/share when unset): an absolute path under that mount point is the same path inside the share
 * directory; any other absolute path is taken relative to the share directory too. The simulation platform keeps
 * its files under <dataDir>/ispf, mounted at /share/ispf. A path never resolves outside its root, neither by its
 * name nor through a symlink (the export files seam's one resolver, `confine`); the files are read and written
 * through that seam.
 */
import { dirname, resolve, sep } from 'node:path';
import { nasExportDir } from '../../seed/fixtures';
import { exportFiles } from '../../storage/index';

export interface Storage {
  /** The real directory the cluster mounts (the export's share directory). */
  root: string;
  /** The real directory of the whole export (its quota counts everything in it). */
  exportRoot: string;
  /** Where the cluster mounts it, without a trailing slash ('' for /). */
  mount: string;
}

export const SIMULATION_MOUNT = '/share/ispf';

export function mountOf(nasSharedPath: string | null | undefined): string {
  const path = (nasSharedPath ?? '/share').trim() || '/share';
  return path.replace(/\/+$/, '');
}

export interface MountedCluster {
  /** The mount point the cluster's paths start with (/share when unset). */
  nas_shared_path: string | null;
  /**
   * The NAS export holding the cluster's files (ClusterRow, from the view cluster_exports: the export it mounts, or
   * the one behind its vNAS); null when it has none.
   */
  export_nas_id: string | null;
  export_shared_path?: string | null;
}

/** Where the cluster's files are; null when no NAS export holds them (no mount point, or a vNAS sharing none). */
export function clusterStorage(dataDir: string, cluster: MountedCluster): Storage | null {
  const nasId = cluster.export_nas_id;
  if (!nasId) return null;
  const exportRoot = resolve(nasExportDir(dataDir, nasId));
  const share = resolve(
    exportRoot,
    `.${(cluster.export_shared_path ?? '/').startsWith('/') ? '' : '/'}${cluster.export_shared_path ?? '/'}`,
  );
  const inside = share === exportRoot || share.startsWith(exportRoot + sep);
  return { root: inside ? share : exportRoot, exportRoot, mount: mountOf(cluster.nas_shared_path) };
}

export function simulationStorage(dataDir: string): Storage {
  const root = resolve(dataDir, 'ispf');
  return { root, exportRoot: root, mount: SIMULATION_MOUNT };
}

/**
 * The path inside the storage's root that an absolute cluster path names, by its name only (symlinks not
 * resolved), or null when it would leave the root: what a job names, judged by the storage domain's file access
 * rule (storage/access.ts resolveKey, which resolves it) in path-access.ts.
 */
export function namedPath(storage: Storage, absolute: string): string | null {
  const relative =
    storage.mount && (absolute === storage.mount || absolute.startsWith(`${storage.mount}/`))
      ? absolute.slice(storage.mount.length)
      : absolute;
  const target = resolve(storage.root, `.${relative.startsWith('/') ? '' : '/'}${relative}`);
  return target === storage.root || target.startsWith(storage.root + sep) ? target : null;
}

/**
 * Where an absolute cluster path really is, to read or write it: its symlinks resolved by the one resolver (the
 * export files seam's `confine`); null when it leaves the storage's root by its name or through a link (one a job
 * planted in its output folder, say), so nothing is read or written outside.
 */
export function realPath(storage: Storage, absolute: string): string | null {
  const named = namedPath(storage, absolute);
  return named === null ? null : exportFiles.confine(storage.root, named);
}

export function ensureDir(path: string): void {
  exportFiles.sync.mkdir(path);
}

/** Appends lines to a file, creating it and its folders. File trouble never stops the scheduler. */
export function appendLines(path: string | null, lines: string[]): void {
  if (!path || !lines.length) return;
  try {
    exportFiles.sync.append(path, lines.map((l) => `${l}\n`).join(''));
  } catch (error) {
    console.warn(`cannot write ${path}:`, (error as Error).message);
  }
}

/** Creates an empty file unless it exists. */
export function touch(path: string | null): void {
  if (!path) return;
  try {
    exportFiles.sync.append(path, '');
  } catch (error) {
    console.warn(`cannot create ${path}:`, (error as Error).message);
  }
}

export function writeText(path: string | null, text: string): void {
  if (!path) return;
  try {
    ensureDir(dirname(path));
    exportFiles.sync.writeFile(path, text);
  } catch (error) {
    console.warn(`cannot write ${path}:`, (error as Error).message);
  }
}

export function readTextIfAny(path: string | null): string | null {
  return path ? exportFiles.sync.readText(path) : null;
}

/** Bytes used under a directory (the export's usage, for its quota): the seam's one measure. */
export function usedBytes(dir: string): number {
  return exportFiles.sync.usage(dir).bytes;
}
