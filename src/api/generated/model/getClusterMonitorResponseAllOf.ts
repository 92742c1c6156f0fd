/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { MonitorSubtype } from './monitorSubtype';
import type { DateTime } from './dateTime';
import type { MonitorStep } from './monitorStep';
import type { Meter } from './meter';

export type GetClusterMonitorResponseAllOf = {
  cluster_id?: ClusterId;
  subtype?: MonitorSubtype;
  /** The start of the range answered. */
  start_time?: DateTime;
  /** The end of the range answered. */
  end_time?: DateTime;
  step?: MonitorStep;
  meter_set: Meter[];
};
