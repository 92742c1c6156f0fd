/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Resize fee duration: 0 for an hourly (1h) charge, else 1 (monthly).
 */
export type ResizeFeeDuration = typeof ResizeFeeDuration[keyof typeof ResizeFeeDuration];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ResizeFeeDuration = {
  NUMBER_0: 0,
  NUMBER_1: 1,
} as const;
