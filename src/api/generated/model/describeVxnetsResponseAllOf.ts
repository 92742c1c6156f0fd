/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { DescribeVxnetsResponseAllOfVxnetSetItem } from './describeVxnetsResponseAllOfVxnetSetItem';
import type { Count } from './count';

export type DescribeVxnetsResponseAllOf = {
  /** vxnet-0 and vxnet-1 are never listed. */
  vxnet_set: DescribeVxnetsResponseAllOfVxnetSetItem[];
  total_count: Count;
};
