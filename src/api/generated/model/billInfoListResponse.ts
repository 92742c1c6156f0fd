/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { BillInfoListResponseAllOf } from './billInfoListResponseAllOf';

/**
 * One page of bill lines, the total of every matching line and their count.
 */
export type BillInfoListResponse = SuccessEnvelope & BillInfoListResponseAllOf;
