/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Failure } from './failure';

/**
 * Sign-in refused for a while after repeated failures from the account or the address (ret_code 1210); the Retry-After header and the message say when to try again (ADR 0023).
 */
export type TooManyRequestsResponse = Failure;
