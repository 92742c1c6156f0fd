/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestToken } from './requestToken';

export type CreateClusterRequestAllOfTwo = {
  request_token?: RequestToken;
};
