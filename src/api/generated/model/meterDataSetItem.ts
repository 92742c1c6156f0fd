/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { MeterSample } from './meterSample';
import type { MeterRecord } from './meterRecord';

export type MeterDataSetItem = MeterSample | MeterRecord;
