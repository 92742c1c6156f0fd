/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { PermissionStatus } from './permissionStatus';
import type { UserId } from './userId';
import type { Zone } from './zone';
import type { PosixId } from './posixId';
import type { PermissionOpenTime } from './permissionOpenTime';

/**
 * Whether the HPC service is open for a user (status enable), with the POSIX uid and gid the user's cluster accounts run under once it is.
 */
export interface Permission {
  /** enable means the service is on for the user; disable until the open-permission step. */
  status: PermissionStatus;
  user_id: UserId;
  zone: Zone;
  uid?: PosixId;
  gid?: PosixId;
  /** When the service was opened; null while disabled. */
  open_time?: PermissionOpenTime;
}
