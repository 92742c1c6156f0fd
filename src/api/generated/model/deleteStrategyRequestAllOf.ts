/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { StrategyIds } from './strategyIds';

export type DeleteStrategyRequestAllOf = {
  cluster_id: ClusterId;
  strategy_ids: StrategyIds;
};
