/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasId } from './nasId';
import type { FileSystemId } from './fileSystemId';
import type { NasResourceName } from './nasResourceName';
import type { AbsolutePath } from './absolutePath';
import type { NasQuotaGiB } from './nasQuotaGiB';
import type { NasDescription } from './nasDescription';
import type { NasStatus } from './nasStatus';
import type { ClusterId } from './clusterId';
import type { S2SharedTarget } from './s2SharedTarget';
import type { Zone } from './zone';
import type { UserId } from './userId';
import type { DateTime } from './dateTime';

/**
 * A NAS export (mount point) of a file system: a directory with its own quota that clusters mount. The console's NAS picker disables the exports already mounted by a cluster (cluster_ids not empty).
 */
export interface NasExport {
  nas_id: NasId;
  fs_id: FileSystemId;
  name: NasResourceName;
  /** The NFS path the file system exports, e.g. /fs-k2m4q8x1/nas-3f9a2b1c. */
  export_path: AbsolutePath;
  /** The directory inside the export that clusters mount as their share (/ for the whole export). */
  shared_path?: AbsolutePath;
  /** Quota in GiB (1073741824 bytes). */
  quota: NasQuotaGiB;
  /**
   * Used volume in bytes.
   * @minimum 0
   */
  used: number;
  description?: NasDescription;
  status: NasStatus;
  /** The clusters that mount the export; empty when none does. */
  cluster_ids: ClusterId[];
  /** The names of cluster_ids, in the same order. */
  cluster_names?: string[];
  /** The address clusters mount the export from. */
  private_ip?: string;
  /** The S2 shared targets through which the export is shared. */
  shared_targets?: S2SharedTarget[];
  zone?: Zone;
  owner?: UserId;
  /** The NAS service's own name for create_time; same value when present. */
  created?: DateTime;
  create_time: DateTime;
}
