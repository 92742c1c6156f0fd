/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SkuAttributeId } from './skuAttributeId';

/**
 * SKUs whose attribute attribute_id is one of values. memory (MiB), cpu, gpu and instance_class take integers, baremetal booleans, role node roles.
 */
export type SkuFilter = unknown & unknown & unknown & {
  attribute_id: SkuAttributeId;
  /**
   * @minItems 1
   * @maxItems 100
   */
  values: unknown[];
} & Required<Pick<unknown & unknown & unknown & {
  attribute_id: SkuAttributeId;
  /**
   * @minItems 1
   * @maxItems 100
   */
  values: unknown[];
}, 'attribute_id' | 'values'>>;
