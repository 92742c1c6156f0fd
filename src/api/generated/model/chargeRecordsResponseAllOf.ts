/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ChargeRecord } from './chargeRecord';
import type { Count } from './count';

export type ChargeRecordsResponseAllOf = {
  charge_record_set: ChargeRecord[];
  total_count: Count;
};
