/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DescribeS2ServersResponseAllOf } from './describeS2ServersResponseAllOf';

export type DescribeS2ServersResponse = SuccessEnvelope & DescribeS2ServersResponseAllOf;
