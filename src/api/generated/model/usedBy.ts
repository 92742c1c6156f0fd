/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { UsedByItem } from './usedByItem';

/**
 * The clusters of the account that use a network, router or EIP, among those the user may see (ADR 0006, 0013): a network's are placed in it (or use it as their bare-metal network), a router's in one of its networks, an EIP's hold it on one of their nodes. Deleted, ceased and terminated clusters are left out; empty when none.
 * @maxItems 100
 */
export type UsedBy = UsedByItem[];
