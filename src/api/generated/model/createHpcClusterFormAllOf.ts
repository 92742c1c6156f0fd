/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { QueueTypeId } from './queueTypeId';
import type { ShortName } from './shortName';
import type { Password } from './password';
import type { NodeSpec } from './nodeSpec';

export type CreateHpcClusterFormAllOf = {
  cluster_type: 'hpc';
  queue_type: QueueTypeId;
  user_name: ShortName;
  password: Password;
  login_node?: NodeSpec;
  paid_type?: unknown;
};
