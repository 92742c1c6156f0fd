/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RetCodeOk } from './retCodeOk';

/**
 * Every successful response carries ret_code 0; the action echoes the request's action.
 */
export interface SuccessEnvelope {
  ret_code: RetCodeOk;
  /** The action that answered, e.g. cluster/list. */
  action?: string;
}
