/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { PermissionStatus } from './permissionStatus';
import type { PosixId } from './posixId';
import type { DateTime } from './dateTime';

export type EnablePermissionResponseAllOf = {
  status: PermissionStatus;
  uid: PosixId;
  gid: PosixId;
  open_time?: DateTime;
};
