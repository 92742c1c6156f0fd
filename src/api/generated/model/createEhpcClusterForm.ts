/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterBaseForm } from './clusterBaseForm';
import type { CreateEhpcClusterFormAllOf } from './createEhpcClusterFormAllOf';

/**
 * An elastic cluster with its own controller, compute and login nodes. In streamline deploy mode there is no controller role.
 */
export type CreateEhpcClusterForm = ClusterBaseForm & CreateEhpcClusterFormAllOf;
