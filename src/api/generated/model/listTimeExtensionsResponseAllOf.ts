/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { TimeExtension } from './timeExtension';
import type { Count } from './count';

export type ListTimeExtensionsResponseAllOf = {
  time_extension_set: TimeExtension[];
  total_count: Count;
  /** With hpcjob_uuid: whether the reader may ask for more time for that job now (its submitter, who may change the cluster, the job pending or running with a limit of its own, no request waiting). */
  may_ask?: boolean;
};
