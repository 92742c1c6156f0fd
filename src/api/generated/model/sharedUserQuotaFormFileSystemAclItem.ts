/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SharedSubPath } from './sharedSubPath';
import type { SharedFacl } from './sharedFacl';

export type SharedUserQuotaFormFileSystemAclItem = {
  sub_path: SharedSubPath;
  facl: SharedFacl;
};
