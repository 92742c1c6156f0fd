/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * 1 enabled, 0 disabled.
 */
export type Enabled = typeof Enabled[keyof typeof Enabled];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const Enabled = {
  NUMBER_0: 0,
  NUMBER_1: 1,
} as const;
