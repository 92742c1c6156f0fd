/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { MonitorResourceId } from './monitorResourceId';
import type { MonitorStep } from './monitorStep';
import type { GetMetricDataByPeriodResponseAllOfDataItem } from './getMetricDataByPeriodResponseAllOfDataItem';

export type GetMetricDataByPeriodResponseAllOf = {
  resource_id?: MonitorResourceId;
  step?: MonitorStep;
  data: GetMetricDataByPeriodResponseAllOfDataItem[];
};
