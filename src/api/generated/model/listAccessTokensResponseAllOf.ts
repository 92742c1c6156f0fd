/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { AccessToken } from './accessToken';
import type { Count } from './count';
import type { AccessTokenScope } from './accessTokenScope';

export type ListAccessTokensResponseAllOf = {
  access_token_set: AccessToken[];
  total_count: Count;
  /** The scopes this user may give a token (admin only to an account's owner or a zone administrator). */
  scopes_allowed: AccessTokenScope[];
};
