/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ActionParameter } from './actionParameter';
import type { ZoneParameter } from './zoneParameter';
import type { OwnerParameter } from './ownerParameter';
import type { UserIdParameter } from './userIdParameter';
import type { IamUserNameParameter } from './iamUserNameParameter';
import type { OperationResourceId } from './operationResourceId';
import type { OperationStatus } from './operationStatus';
import type { OperationAction } from './operationAction';
import type { DateTime } from './dateTime';
import type { SearchWordParameter } from './searchWordParameter';
import type { ListOperationsSortKey } from './listOperationsSortKey';
import type { ReverseParameter } from './reverseParameter';
import type { ListLimitParameter } from './listLimitParameter';
import type { OffsetParameter } from './offsetParameter';

export type ListOperationsParams = {
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
 * Only the operations on these resources (cluster, node, queue or job ids).
 * @maxItems 100
 */
resource_ids?: OperationResourceId[];
/**
 * Operation statuses to include; every status when omitted.
 */
status?: OperationStatus[];
/**
 * Only the operations of this action (e.g. cluster/stopCluster). Named operation_action because action is the identity parameter that carries this call's own action name.
 */
operation_action?: OperationAction;
/**
 * Operations created at or after this time.
 */
start_time?: DateTime;
/**
 * Operations created at or before this time; not before start_time and at most 90 days after it.
 */
end_time?: DateTime;
/**
 * Case-insensitive substring matched against names and ids.
 * @maxLength 64
 */
search_word?: SearchWordParameter;
sort_key?: ListOperationsSortKey;
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
