/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Failure } from './failure';

/**
 * Refused by a business rule or the resource's state (ret_code 2100, 2400, 2500), e.g. "The cluster is not active and cannot submit jobs", or by a validation rule the schemas cannot express, such as a reversed time range (ret_code 1100, the broken rule in validation).
 */
export type ConflictResponse = Failure;
