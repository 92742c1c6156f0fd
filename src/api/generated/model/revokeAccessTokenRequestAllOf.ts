/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { AccessTokenId } from './accessTokenId';

export type RevokeAccessTokenRequestAllOf = {
  token_id: AccessTokenId;
};
