/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ActionParameter } from './actionParameter';
import type { ZoneParameter } from './zoneParameter';
import type { OwnerParameter } from './ownerParameter';
import type { UserIdParameter } from './userIdParameter';
import type { IamUserNameParameter } from './iamUserNameParameter';
import type { IaasAppId } from './iaasAppId';
import type { AppVersionId } from './appVersionId';
import type { ClusterPriceConfJson } from './clusterPriceConfJson';
import type { DeployMode } from './deployMode';
import type { Duration } from './duration';

export type GetClusterPriceParams = {
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
 * The application of the cluster.
 */
app_id: IaasAppId;
/**
 * The version of the cluster.
 */
app_version: AppVersionId;
/**
 * The node configuration per role, as JSON.
 */
conf: ClusterPriceConfJson;
/**
 * 1 standard (with a controller), 2 streamline.
 */
deploy_mode?: DeployMode;
/**
 * Months of a Reserved purchase; 0 (the default) prices PayForUsed per hour.
 */
duration?: Duration;
};
