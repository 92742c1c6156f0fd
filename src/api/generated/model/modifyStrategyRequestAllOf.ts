/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { StrategyId } from './strategyId';

export type ModifyStrategyRequestAllOf = {
  cluster_id: ClusterId;
  strategy_id: StrategyId;
};
