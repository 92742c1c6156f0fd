/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ModifySharedUserRequestAllOfStatus } from './modifySharedUserRequestAllOfStatus';
import type { SharedPermission } from './sharedPermission';
import type { Password } from './password';

export type ModifySharedUserRequestAllOf = (unknown & {
  /** active re-enables a disabled member, disabled stops the member from signing in and submitting jobs. */
  status?: ModifySharedUserRequestAllOfStatus;
  permission?: SharedPermission;
  /** The member's new password on the cluster. */
  password?: Password;
}) | (unknown & {
  /** active re-enables a disabled member, disabled stops the member from signing in and submitting jobs. */
  status?: ModifySharedUserRequestAllOfStatus;
  permission?: SharedPermission;
  /** The member's new password on the cluster. */
  password?: Password;
}) | (unknown & {
  /** active re-enables a disabled member, disabled stops the member from signing in and submitting jobs. */
  status?: ModifySharedUserRequestAllOfStatus;
  permission?: SharedPermission;
  /** The member's new password on the cluster. */
  password?: Password;
});
