/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { AsyncJobResponseAllOf } from './asyncJobResponseAllOf';

/**
 * A change accepted for asynchronous execution; job_id is followed in the operation log.
 */
export type AsyncJobResponse = SuccessEnvelope & AsyncJobResponseAllOf;
