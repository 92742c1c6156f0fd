/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ActionParameter } from './actionParameter';
import type { ZoneParameter } from './zoneParameter';
import type { OwnerParameter } from './ownerParameter';
import type { UserIdParameter } from './userIdParameter';
import type { IamUserNameParameter } from './iamUserNameParameter';
import type { PageLimitParameter } from './pageLimitParameter';
import type { OffsetParameter } from './offsetParameter';

export type ListSlurmClustersParams = {
/**
 * The action name, equal to the operation's x-action. Filled in by the mutator.
 * @minLength 1
 * @maxLength 64
 */
action?: ActionParameter;
/**
 * The zone the request works in.
 * @pattern ^[a-z][a-z0-9-]{1,31}$
 */
zone?: ZoneParameter;
/**
 * The owning account (the parent account for sub-users and IAM users).
 * @pattern ^[a-z]+-[A-Za-z0-9_-]{1,40}$
 */
owner?: OwnerParameter;
/**
 * The signed-in user.
 * @pattern ^[a-z]+-[A-Za-z0-9_-]{1,40}$
 */
user_id?: UserIdParameter;
/**
 * The IAM user name, where the session is an IAM user's.
 * @pattern ^[A-Za-z0-9_.-]{1,64}$
 */
iamuser_name?: IamUserNameParameter;
/**
 * Page sizes offered to users.
 */
limit?: PageLimitParameter;
/**
 * Rows to skip.
 * @minimum 0
 */
offset?: OffsetParameter;
};
