/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ActionParameter } from './actionParameter';
import type { ZoneParameter } from './zoneParameter';
import type { OwnerParameter } from './ownerParameter';
import type { UserIdParameter } from './userIdParameter';
import type { IamUserNameParameter } from './iamUserNameParameter';
import type { EipId } from './eipId';
import type { EipStatus } from './eipStatus';
import type { EipAssociateMode } from './eipAssociateMode';
import type { ClusterId } from './clusterId';
import type { SearchWordParameter } from './searchWordParameter';
import type { DescribeEipsSortKey } from './describeEipsSortKey';
import type { ReverseParameter } from './reverseParameter';
import type { ListLimitParameter } from './listLimitParameter';
import type { OffsetParameter } from './offsetParameter';
import type { VerboseParameter } from './verboseParameter';

export type DescribeEipsParams = {
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
 * Only these EIPs.
 * @maxItems 100
 */
eips?: EipId[];
/**
 * Statuses to include.
 */
status?: EipStatus[];
/**
 * Association modes to include; all three when omitted.
 */
associate_mode?: EipAssociateMode[];
/**
 * Only the EIPs this cluster's nodes hold (the cluster detail links to them); none when the user may not see the cluster.
 */
cluster_id?: ClusterId;
/**
 * Case-insensitive substring matched against names and ids.
 * @maxLength 64
 */
search_word?: SearchWordParameter;
sort_key?: DescribeEipsSortKey;
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
/**
 * 1 adds related objects to each row.
 */
verbose?: VerboseParameter;
};
