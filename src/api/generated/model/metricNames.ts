/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { MetricName } from './metricName';

/**
 * @minItems 1
 * @maxItems 7
 */
export type MetricNames = MetricName[];
