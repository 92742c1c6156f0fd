/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { DateTime } from './dateTime';
import type { MetricTagValue } from './metricTagValue';

/**
 * The latest values, one per node of the resource (one entry for a node).
 */
export interface RecentMetricData {
  /** When the values were sampled. */
  time?: DateTime;
  metric_tag_data: MetricTagValue[];
}
