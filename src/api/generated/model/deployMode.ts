/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * 1 standard, 2 streamline (no controller role).
 */
export type DeployMode = typeof DeployMode[keyof typeof DeployMode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DeployMode = {
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;
