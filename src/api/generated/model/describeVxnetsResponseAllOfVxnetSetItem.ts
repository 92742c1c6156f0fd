/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Vxnet } from './vxnet';
import type { DescribeVxnetsResponseAllOfVxnetSetItemAllOf } from './describeVxnetsResponseAllOfVxnetSetItemAllOf';

export type DescribeVxnetsResponseAllOfVxnetSetItem = Vxnet & DescribeVxnetsResponseAllOfVxnetSetItemAllOf;
