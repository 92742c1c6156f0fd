/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { MeterRecordValue } from './meterRecordValue';

/**
 * A labelled value of the node or job overview: label is a node name or a status.
 */
export interface MeterRecord {
  /**
   * @minLength 1
   * @maxLength 128
   */
  label: string;
  value: MeterRecordValue;
  /**
   * Unix time in seconds of the value.
   * @minimum 0
   */
  time?: number;
}
