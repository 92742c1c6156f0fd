/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NodeRole } from './nodeRole';

/**
 * The node role; null for queues and storage.
 */
export type PrivateResourceInfoRole = NodeRole | null;
