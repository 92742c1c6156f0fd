/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ActionParameter } from './actionParameter';
import type { ZoneParameter } from './zoneParameter';
import type { OwnerParameter } from './ownerParameter';
import type { UserIdParameter } from './userIdParameter';
import type { IamUserNameParameter } from './iamUserNameParameter';
import type { ClusterId } from './clusterId';
import type { JobStatus } from './jobStatus';
import type { ShortName } from './shortName';
import type { HpcJobUuid } from './hpcJobUuid';
import type { SearchWordParameter } from './searchWordParameter';
import type { DateTime } from './dateTime';
import type { ListJobsSortKey } from './listJobsSortKey';
import type { ReverseParameter } from './reverseParameter';
import type { ListLimitParameter } from './listLimitParameter';
import type { OffsetParameter } from './offsetParameter';

export type ListJobsParams = {
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
 * Only the jobs of this cluster; every cluster of the user when omitted.
 */
cluster_id?: ClusterId;
/**
 * Job statuses to include; every status when omitted.
 */
status?: JobStatus[];
/**
 * Only the jobs of this queue (the queue name).
 */
queue?: ShortName;
/**
 * The tasks of this job array, in index order (ADR 0061). Without it the list shows single jobs and arrays, never their tasks.
 */
array_of?: HpcJobUuid;
/**
 * Case-insensitive substring matched against names and ids.
 * @maxLength 64
 */
search_word?: SearchWordParameter;
/**
 * Jobs submitted at or after this time.
 */
start_time?: DateTime;
/**
 * Jobs submitted at or before this time; not before start_time.
 */
end_time?: DateTime;
sort_key?: ListJobsSortKey;
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
