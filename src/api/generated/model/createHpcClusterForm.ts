/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterBaseForm } from './clusterBaseForm';
import type { CreateHpcClusterFormAllOf } from './createHpcClusterFormAllOf';

/**
 * Shared compute reached through login nodes, billed by job usage (PayForUsed).
 */
export type CreateHpcClusterForm = ClusterBaseForm & CreateHpcClusterFormAllOf;
