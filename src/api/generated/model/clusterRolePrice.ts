/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NodeRole } from './nodeRole';
import type { NodeCount } from './nodeCount';
import type { Price } from './price';
import type { ClusterPriceUnit } from './clusterPriceUnit';

/**
 * The price of the nodes of one role for one unit (all the role's nodes together).
 */
export interface ClusterRolePrice {
  role: NodeRole;
  count?: NodeCount;
  price: Price;
  /**
   * The part of the price that the user's coupons can pay.
   * @minimum 0
   */
  available_coupon?: number;
  unit: ClusterPriceUnit;
}
