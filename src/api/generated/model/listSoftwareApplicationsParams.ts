/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ActionParameter } from './actionParameter';
import type { ZoneParameter } from './zoneParameter';
import type { OwnerParameter } from './ownerParameter';
import type { UserIdParameter } from './userIdParameter';
import type { IamUserNameParameter } from './iamUserNameParameter';
import type { ApprovalStatus } from './approvalStatus';
import type { ListSoftwareApplicationsSortKey } from './listSoftwareApplicationsSortKey';
import type { ReverseParameter } from './reverseParameter';
import type { ListLimitParameter } from './listLimitParameter';
import type { OffsetParameter } from './offsetParameter';

export type ListSoftwareApplicationsParams = {
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
 * Only the applications in this status.
 */
status?: ApprovalStatus;
sort_key?: ListSoftwareApplicationsSortKey;
/**
 * 1 sorts descending (default), 0 ascending.
 */
reverse?: ReverseParameter;
/**
 * A page size, or 1024 for an all-data query (section 9).
 */
limit?: ListLimitParameter;
/**
 * Rows to skip.
 * @minimum 0
 */
offset?: OffsetParameter;
};
