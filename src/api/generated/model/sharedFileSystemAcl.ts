/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SharedFacl } from './sharedFacl';
import type { ClusterFolderPath } from './clusterFolderPath';

/**
 * Access of the member to one folder of the cluster's shared file system.
 */
export interface SharedFileSystemAcl {
  facl: SharedFacl;
  /** A folder under the cluster's shared path, starting with /. */
  sub_path: ClusterFolderPath;
}
