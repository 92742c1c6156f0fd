/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { AccessTokenId } from './accessTokenId';
import type { LabelName } from './labelName';
import type { AccessTokenScope } from './accessTokenScope';
import type { AccessTokenStatus } from './accessTokenStatus';
import type { DateTime } from './dateTime';

/**
 * One of the user's tokens, without its secret.
 */
export interface AccessToken {
  token_id: AccessTokenId;
  name: LabelName;
  scopes: AccessTokenScope[];
  status: AccessTokenStatus;
  create_time: DateTime;
  expire_time: DateTime;
  /** When it was last used (to the half minute); absent when never. */
  last_used_time?: DateTime;
  /**
   * The address it was last used from.
   * @maxLength 64
   */
  last_used_address?: string;
  revoke_time?: DateTime;
}
