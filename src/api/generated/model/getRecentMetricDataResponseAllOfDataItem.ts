/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Metric } from './metric';

export type GetRecentMetricDataResponseAllOfDataItem = Metric & unknown;
