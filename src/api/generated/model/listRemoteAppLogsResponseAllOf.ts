/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RemoteAppLog } from './remoteAppLog';
import type { Count } from './count';

export type ListRemoteAppLogsResponseAllOf = {
  /** The spec's name, kept as is. */
  remoteapp_log_set_set: RemoteAppLog[];
  total_count: Count;
};
