/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { NasObjectChangeResponseAllOf } from './nasObjectChangeResponseAllOf';

/**
 * An immediate change of one file or folder, with its path after the change.
 */
export type NasObjectChangeResponse = SuccessEnvelope & NasObjectChangeResponseAllOf;
