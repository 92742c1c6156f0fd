/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Failure } from './failure';

/**
 * Refused by a business rule or the resource's state (ret_code 2100, 2400, 2500), e.g. "The cluster is not active and cannot submit jobs".
 */
export type ConflictResponse = Failure;
