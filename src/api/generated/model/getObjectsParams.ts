/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ActionParameter } from './actionParameter';
import type { ZoneParameter } from './zoneParameter';
import type { OwnerParameter } from './ownerParameter';
import type { UserIdParameter } from './userIdParameter';
import type { IamUserNameParameter } from './iamUserNameParameter';
import type { NasId } from './nasId';
import type { NasObjectPrefix } from './nasObjectPrefix';
import type { SearchWordParameter } from './searchWordParameter';
import type { GetObjectsSortKey } from './getObjectsSortKey';
import type { Reverse } from './reverse';
import type { OffsetParameter } from './offsetParameter';

export type GetObjectsParams = {
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
 * The export.
 */
nas_id: NasId;
/**
 * The folder to list, ending with /; '' (the default) is the export's root.
 */
prefix?: NasObjectPrefix;
/**
 * Case-insensitive substring matched against names and ids.
 * @maxLength 64
 */
search_word?: SearchWordParameter;
/**
 * false leaves out hidden objects (names starting with .), counted out of total_count too, for the file manager's hidden-file toggle; true (the default) lists them.
 */
hidden?: boolean;
sort_key?: GetObjectsSortKey;
/**
 * 0 sorts ascending (the default for files), 1 descending.
 */
reverse?: Reverse;
/**
 * Page size, at most 100 (the file list page size).
 * @minimum 1
 * @maximum 100
 */
limit?: number;
/**
 * Rows to skip.
 * @minimum 0
 */
offset?: OffsetParameter;
};
