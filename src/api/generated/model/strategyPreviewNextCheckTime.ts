/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * When the policy is checked next; null when it is not checked (disabled, or not Running yet).
 */
export type StrategyPreviewNextCheckTime = string | null;
