/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ActionParameter } from './actionParameter';
import type { ZoneParameter } from './zoneParameter';
import type { OwnerParameter } from './ownerParameter';
import type { UserIdParameter } from './userIdParameter';
import type { IamUserNameParameter } from './iamUserNameParameter';
import type { QueueTypeId } from './queueTypeId';
import type { PaidType } from './paidType';
import type { Duration } from './duration';
import type { AutoRenewal } from './autoRenewal';
import type { CostProductName } from './costProductName';

export type GetBillingCostParams = {
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
 * The queue type priced.
 */
queue_type: QueueTypeId;
/**
 * 0 PayForUsed (the default), 1 Reserved.
 */
paid_type?: PaidType;
/**
 * Months of a Reserved purchase; required (at least 1) when paid_type is 1, 0 or absent otherwise.
 */
duration?: Duration;
/**
 * 1 renews a Reserved queue automatically at expiry.
 */
is_auto_renewal?: AutoRenewal;
/**
 * The product priced; privated_queue, a private queue, by default.
 */
prod_name?: CostProductName;
};
