/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RouterId } from './routerId';
import type { RouterStatus } from './routerStatus';
import type { IpNetworkCidr } from './ipNetworkCidr';
import type { RouterEip } from './routerEip';
import type { RouterVxnetsItem } from './routerVxnetsItem';
import type { DateTime } from './dateTime';
import type { UsedBy } from './usedBy';

/**
 * A VPC router; the private networks (vxnets) behind it are offered for private clusters.
 */
export interface Router {
  router_id: RouterId;
  /** @maxLength 128 */
  router_name: string;
  /** @maxLength 1024 */
  description?: string;
  status: RouterStatus;
  /** The VPC address range of the router. */
  ip_network?: IpNetworkCidr;
  private_ip?: string;
  /** The EIP of the router, if any. */
  eip?: RouterEip;
  /** The private networks behind the router. */
  vxnets?: RouterVxnetsItem[];
  create_time?: DateTime;
  clusters?: UsedBy;
}
