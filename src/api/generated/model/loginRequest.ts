/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { LoginRequestAllOf } from './loginRequestAllOf';

/**
 * The sign-in form. The identity fields are empty before sign-in; only the action rides along.
 */
export type LoginRequest = RequestIdentity & LoginRequestAllOf;
