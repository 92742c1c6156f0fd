/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { IamUserId } from './iamUserId';
import type { Email } from './email';
import type { ShortName } from './shortName';
import type { SharedPermission } from './sharedPermission';

export type AddSharedUserRequestAllOf = (unknown & {
  cluster_id: ClusterId;
  iam_user_id?: IamUserId;
  email?: Email;
  /** The member's account name on the cluster. */
  username: ShortName;
  permission: SharedPermission;
}) | (unknown & {
  cluster_id: ClusterId;
  iam_user_id?: IamUserId;
  email?: Email;
  /** The member's account name on the cluster. */
  username: ShortName;
  permission: SharedPermission;
});
