/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { AddSharedUserRequestAllOf } from './addSharedUserRequestAllOf';

/**
 * The member is an IAM user of the owner, identified by exactly one of iam_user_id and email.
 */
export type AddSharedUserRequest = RequestIdentity & AddSharedUserRequestAllOf;
