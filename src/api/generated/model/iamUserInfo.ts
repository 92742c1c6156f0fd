/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { IamUserId } from './iamUserId';
import type { IamUserName } from './iamUserName';
import type { Email } from './email';
import type { IamUserStatus } from './iamUserStatus';
import type { DateTime } from './dateTime';

/**
 * An IAM user of the owner's account.
 */
export interface IamUserInfo {
  iam_user_id: IamUserId;
  iamuser_name: IamUserName;
  email?: Email;
  status: IamUserStatus;
  create_time?: DateTime;
}
