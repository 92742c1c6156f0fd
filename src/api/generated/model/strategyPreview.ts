/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { StrategyId } from './strategyId';
import type { StrategyPreviewOutcome } from './strategyPreviewOutcome';
import type { NodeCount } from './nodeCount';
import type { StrategyPreviewNextCheckTime } from './strategyPreviewNextCheckTime';

/**
 * What a check of one auto-scale policy would do now (a dry run of the gateway's rule), and when the policy is checked next.
 */
export interface StrategyPreview {
  strategy_id: StrategyId;
  /** expand or shrink: the check would add or remove nodes; none: its condition does not hold; skip: a limit or the cooldown holds it. */
  outcome: StrategyPreviewOutcome;
  /** Compute nodes of the queue now. */
  node_count_before: NodeCount;
  /** Compute nodes of the queue after the check. */
  node_count_after: NodeCount;
  /** When the policy is checked next; null when it is not checked (disabled, or not Running yet). */
  next_check_time: StrategyPreviewNextCheckTime;
  /**
   * Why, in the request's language.
   * @maxLength 512
   */
  message: string;
}
