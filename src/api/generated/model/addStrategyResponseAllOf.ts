/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { StrategyId } from './strategyId';

export type AddStrategyResponseAllOf = {
  strategy_id: StrategyId;
};
