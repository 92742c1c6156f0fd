/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { VxnetRouterAnyOf } from './vxnetRouterAnyOf';

/**
 * The router of a private network and the network's address range; null for a base network.
 */
export type VxnetRouter = VxnetRouterAnyOf | null;
