/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterFolderPath } from './clusterFolderPath';
import type { SharedFacl } from './sharedFacl';

export type SharedUserQuotaFormFileSystemAclItem = {
  sub_path: ClusterFolderPath;
  facl: SharedFacl;
};
