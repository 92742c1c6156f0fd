/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Zone } from './zone';
import type { SearchSkusRequestAllOfStatus } from './searchSkusRequestAllOfStatus';
import type { SkuFilter } from './skuFilter';
import type { Offset } from './offset';

export type SearchSkusRequestAllOf = {
  /** The zone the SKUs are sold in. */
  region_id: Zone;
  /** Only SKUs on sale. */
  status?: SearchSkusRequestAllOfStatus;
  /** @maxItems 6 */
  filters?: SkuFilter[];
  /**
   * The SKU query takes everything at once (section 9: 10240).
   * @minimum 1
   * @maximum 10240
   */
  limit?: number;
  offset?: Offset;
};
