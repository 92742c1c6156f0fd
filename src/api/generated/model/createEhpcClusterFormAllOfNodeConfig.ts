/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NodeSpec } from './nodeSpec';

export type CreateEhpcClusterFormAllOfNodeConfig = {
  controller?: NodeSpec;
  compute: NodeSpec;
  login: NodeSpec;
};
