/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { EipResourceAnyOfResourceType } from './eipResourceAnyOfResourceType';

/**
 * The resource the EIP is associated with; null when available.
 */
export type EipResourceAnyOf = {
  /** @pattern ^[a-z0-9]+-[a-z0-9]{4,16}$ */
  resource_id: string;
  /** @maxLength 128 */
  resource_name?: string;
  resource_type: EipResourceAnyOfResourceType;
};
