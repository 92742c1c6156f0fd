/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Failure } from './failure';

/**
 * Not signed in, the session expired, or the CSRF token is missing (ret_code 1200).
 */
export type UnauthorizedResponse = Failure;
