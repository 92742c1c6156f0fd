/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { MarkSoftwareResponseAllOf } from './markSoftwareResponseAllOf';

export type MarkSoftwareResponse = SuccessEnvelope & MarkSoftwareResponseAllOf;
