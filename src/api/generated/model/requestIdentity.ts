/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Zone } from './zone';
import type { UserId } from './userId';
import type { IamUserName } from './iamUserName';

/**
 * Fields every request carries (section 6). The console's gateway mutator fills them from the session; the gateway refuses a request whose fields claim another user.
 */
export interface RequestIdentity {
  /**
   * The action name (x-action of the operation).
   * @minLength 1
   * @maxLength 64
   */
  action?: string;
  zone?: Zone;
  owner?: UserId;
  user_id?: UserId;
  iamuser_name?: IamUserName;
}
