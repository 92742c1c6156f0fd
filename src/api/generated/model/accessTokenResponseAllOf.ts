/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { AccessToken } from './accessToken';

export type AccessTokenResponseAllOf = {
  access_token: AccessToken;
};
