/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { StrategyIds } from './strategyIds';
import type { Enabled } from './enabled';

export type EnableStrategyRequestAllOf = {
  cluster_id: ClusterId;
  strategy_ids: StrategyIds;
  /** 1 enables the policies, 0 disables them. */
  op_is_enabled: Enabled;
};
