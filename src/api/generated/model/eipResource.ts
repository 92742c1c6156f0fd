/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { EipResourceAnyOf } from './eipResourceAnyOf';

/**
 * The resource the EIP is associated with; null when available.
 */
export type EipResource = EipResourceAnyOf | null;
