/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { UserId } from './userId';

export type EnableSubUserPermissionRequestAllOf = {
  /** The owner's sub-account to open HPC for. */
  sub_user_id: UserId;
};
