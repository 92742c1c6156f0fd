/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { CreateHpcClusterForm } from './createHpcClusterForm';
import type { CreateEhpcClusterForm } from './createEhpcClusterForm';

export type CreateClusterRequestAllOf = CreateHpcClusterForm | CreateEhpcClusterForm;
