/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { VxnetId } from './vxnetId';
import type { IpNetworkCidr } from './ipNetworkCidr';

export type RouterVxnetsItem = {
  vxnet_id: VxnetId;
  /** @maxLength 128 */
  vxnet_name?: string;
  ip_network?: IpNetworkCidr;
};
