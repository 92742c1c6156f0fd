/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RouterId } from './routerId';
import type { IpNetworkCidr } from './ipNetworkCidr';

/**
 * The router of a private network and the network's address range; null for a base network.
 */
export type VxnetRouterAnyOf = {
  router_id: RouterId;
  /** @maxLength 128 */
  router_name?: string;
  ip_network: IpNetworkCidr;
};
