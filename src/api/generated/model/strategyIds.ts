/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { StrategyId } from './strategyId';

/**
 * @minItems 1
 * @maxItems 100
 */
export type StrategyIds = StrategyId[];
