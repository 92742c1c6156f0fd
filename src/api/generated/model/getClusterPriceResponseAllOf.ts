/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterRolePrice } from './clusterRolePrice';
import type { Price } from './price';
import type { ClusterPriceUnit } from './clusterPriceUnit';
import type { Currency } from './currency';

export type GetClusterPriceResponseAllOf = {
  /** @minItems 1 */
  price_set: ClusterRolePrice[];
  /** The sum of the roles' prices: per hour for PayForUsed; for Reserved, the monthly sum times duration. */
  total_price: Price;
  unit?: ClusterPriceUnit;
  currency: Currency;
};
