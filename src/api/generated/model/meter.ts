/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { MeterId } from './meterId';
import type { MetricUnit } from './metricUnit';
import type { MeterDataSetItem } from './meterDataSetItem';

/**
 * One series of a cluster monitor (spec section 3, Monitor meters), answered by GetClusterMonitor in meter_set. Time series (the cluster and GPU overviews, recent jobs) are [unix seconds, value] samples; the node and job overviews are labelled records.
 */
export interface Meter {
  meter_id: MeterId;
  /** % for usages, empty for loads and counts. */
  unit: MetricUnit;
  data_set: MeterDataSetItem[];
}
