/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { MetricTagValueValue } from './metricTagValueValue';

/**
 * The latest value of one node; tag is the node name.
 */
export interface MetricTagValue {
  /**
   * @minLength 1
   * @maxLength 128
   */
  tag: string;
  value: MetricTagValueValue;
}
