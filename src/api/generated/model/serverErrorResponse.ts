/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Failure } from './failure';

/**
 * The gateway or a simulated engine failed (ret_code 5000, 5030).
 */
export type ServerErrorResponse = Failure;
