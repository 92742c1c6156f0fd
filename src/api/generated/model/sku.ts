/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SkuStatus } from './skuStatus';
import type { SkuAttributes } from './skuAttributes';
import type { Price } from './price';
import type { Currency } from './currency';

/**
 * A product SKU of the product centre (spec section 3, Product SKU and price): one node configuration that can be sold for a role, with its hourly price.
 */
export interface Sku {
  /** @pattern ^sku-[a-z0-9]{4,32}$ */
  sku_id: string;
  /** @pattern ^prod-[a-z0-9]{2,32}$ */
  prod_id: string;
  /** @maxLength 128 */
  name?: string;
  status: SkuStatus;
  attributes: SkuAttributes;
  /** Price of one node per hour. */
  price?: Price;
  currency?: Currency;
}
