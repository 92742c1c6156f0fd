/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * What registration found.
 */
export interface SlurmClusterCheck {
  /**
   * slurmrestd's API version the gateway uses.
   * @maxLength 16
   */
  api_version: string;
  /** @minimum 0 */
  answer_ms: number;
  /** @minimum 0 */
  partition_count: number;
  /** @minimum 0 */
  node_count: number;
}
