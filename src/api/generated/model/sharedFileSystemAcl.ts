/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SharedFacl } from './sharedFacl';
import type { SharedSubPath } from './sharedSubPath';

/**
 * Access of the member to one folder of the cluster's shared file system.
 */
export interface SharedFileSystemAcl {
  facl: SharedFacl;
  sub_path: SharedSubPath;
}
