/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { HpcQueueDefaultFlag } from './hpcQueueDefaultFlag';

export type ModifyEhpcQueueRequestAllOfAnyOfTwo = {
  is_default: HpcQueueDefaultFlag;
};
