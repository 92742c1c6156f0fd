/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { MeterSampleItem1 } from './meterSampleItem1';

/**
 * [unix time in seconds, value]; the value is null where no sample was collected.
 * @minItems 2
 * @maxItems 2
 */
export type MeterSample = [number, MeterSampleItem1];
