/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ShortName } from './shortName';

export type ModifyEhpcQueueRequestAllOfAnyOf = {
  queue_name: ShortName;
};
