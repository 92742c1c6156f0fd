/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { DateTime } from './dateTime';
import type { MetricPointAvgValue } from './metricPointAvgValue';

/**
 * The average over the step that starts at start_time; avg_value is null where no sample was collected.
 */
export interface MetricPoint {
  start_time: DateTime;
  avg_value: MetricPointAvgValue;
}
