/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SharedUserId } from './sharedUserId';

export type AddSharedUserResponseAllOf = {
  shared_user_id: SharedUserId;
};
