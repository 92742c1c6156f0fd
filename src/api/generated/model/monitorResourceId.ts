/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';

/**
 * A cluster (hpc-…, ehpc-…) or one of its nodes (cln-…, or the node's instance i-…).
 */
export type MonitorResourceId = ClusterId | string;
