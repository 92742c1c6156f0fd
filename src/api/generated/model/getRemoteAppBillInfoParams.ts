/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ActionParameter } from './actionParameter';
import type { ZoneParameter } from './zoneParameter';
import type { OwnerParameter } from './ownerParameter';
import type { UserIdParameter } from './userIdParameter';
import type { IamUserNameParameter } from './iamUserNameParameter';
import type { ClusterId } from './clusterId';
import type { SoftwareId } from './softwareId';
import type { DateTime } from './dateTime';
import type { GetRemoteAppBillInfoSortKey } from './getRemoteAppBillInfoSortKey';
import type { ReverseParameter } from './reverseParameter';
import type { ListLimitParameter } from './listLimitParameter';
import type { OffsetParameter } from './offsetParameter';

export type GetRemoteAppBillInfoParams = {
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
 * Only the remote apps run on this cluster.
 */
cluster_id?: ClusterId;
/**
 * Only this application.
 */
hpcsw_id?: SoftwareId;
/**
 * Bill lines ending after this time.
 */
start_time?: DateTime;
/**
 * Bill lines starting before this time.
 */
end_time?: DateTime;
sort_key?: GetRemoteAppBillInfoSortKey;
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
