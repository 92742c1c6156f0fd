/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RemoteAppLogId } from './remoteAppLogId';
import type { SoftwareId } from './softwareId';
import type { SoftwareName } from './softwareName';
import type { UserId } from './userId';
import type { IamUserName } from './iamUserName';
import type { ClusterId } from './clusterId';
import type { Name } from './name';
import type { RemoteAppState } from './remoteAppState';
import type { DateTime } from './dateTime';
import type { RemoteAppLogEndTime } from './remoteAppLogEndTime';
import type { Price } from './price';
import type { Currency } from './currency';

/**
 * One usage record of a remote graphics application (remoteapp_log_set_set): who ran which app on which cluster, for how long and at what cost.
 */
export interface RemoteAppLog {
  log_id: RemoteAppLogId;
  hpcsw_id?: SoftwareId;
  app_name: SoftwareName;
  user: UserId;
  /**
   * The user's name, where the user still exists.
   * @maxLength 128
   */
  user_name?: string;
  iamuser_name?: IamUserName;
  cluster_id: ClusterId;
  /** The cluster's name, where the cluster still exists. */
  cluster_name?: Name;
  app_state: RemoteAppState;
  start_time: DateTime;
  /** null while the app is running. */
  end_time?: RemoteAppLogEndTime;
  /**
   * Seconds the app has run (until now while running).
   * @minimum 0
   */
  duration: number;
  cost?: Price;
  currency?: Currency;
}
