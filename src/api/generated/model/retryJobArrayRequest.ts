/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { RetryJobArrayRequestAllOf } from './retryJobArrayRequestAllOf';

/**
 * Run again the tasks of an ended job array that did not finish.
 */
export type RetryJobArrayRequest = RequestIdentity & RetryJobArrayRequestAllOf;
