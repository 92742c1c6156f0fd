/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { MonitorResourceId } from './monitorResourceId';
import type { GetRecentMetricDataResponseAllOfDataItem } from './getRecentMetricDataResponseAllOfDataItem';

export type GetRecentMetricDataResponseAllOf = {
  resource_id?: MonitorResourceId;
  data: GetRecentMetricDataResponseAllOfDataItem[];
};
