/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { MetricName } from './metricName';
import type { MetricUnit } from './metricUnit';
import type { MetricPoint } from './metricPoint';
import type { RecentMetricData } from './recentMetricData';

/**
 * The data of one metric of a cluster or a cluster node (spec section 3, Metric data): a series of averages over a period (metric_data, from GetMetricDataByPeriod) or the latest value per node (recent_metric_data, from GetRecentMetricData).
 */
export interface Metric {
  metric_name: MetricName;
  /**
   * The metric's Chinese display name, e.g. CPU使用率.
   * @maxLength 64
   */
  metric_cn_name?: string;
  /** The unit of the values: % for the usages, empty for system_load. */
  metric_unit: MetricUnit;
  /** One point per step, oldest first. */
  metric_data?: MetricPoint[];
  recent_metric_data?: RecentMetricData;
}
