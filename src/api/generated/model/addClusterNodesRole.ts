/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NodeRole } from './nodeRole';

/**
 * The roles nodes can be added to: compute or login (never controller).
 */
export type AddClusterNodesRole = NodeRole;
