/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Failure } from './failure';

/**
 * The resource does not exist or is not visible to the user (ret_code 1400).
 */
export type NotFoundResponse = Failure;
