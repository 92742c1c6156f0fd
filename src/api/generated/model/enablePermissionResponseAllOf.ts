/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { PermissionStatus } from './permissionStatus';
import type { ClusterPosixId } from './clusterPosixId';
import type { DateTime } from './dateTime';

export type EnablePermissionResponseAllOf = {
  status: PermissionStatus;
  uid: ClusterPosixId;
  gid: ClusterPosixId;
  open_time?: DateTime;
};
