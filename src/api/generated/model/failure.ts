/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { FailureRetCode } from './failureRetCode';
import type { FailureValidationItem } from './failureValidationItem';

/**
 * A refused or failed call. ret_code is never 0; message is in the request's language.
 */
export interface Failure {
  ret_code: FailureRetCode;
  /** @minLength 1 */
  message: string;
  action?: string;
  /** The broken rules, one per rule, when ret_code is 1100. */
  validation?: FailureValidationItem[];
}
