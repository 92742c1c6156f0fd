/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { AccessToken } from './accessToken';

export type CreateAccessTokenResponseAllOf = {
  access_token: AccessToken;
  /**
   * The token itself, to send as `Authorization: Bearer <token>`. Answered this once: only its hash is kept.
   * @pattern ^hpc_pat_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$
   */
  token: string;
};
