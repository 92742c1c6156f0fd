/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DescribeVxnetsResponseAllOf } from './describeVxnetsResponseAllOf';

export type DescribeVxnetsResponse = SuccessEnvelope & DescribeVxnetsResponseAllOf;
