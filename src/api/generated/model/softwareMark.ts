/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * 1 collected (marked) by the user, 0 not.
 */
export type SoftwareMark = typeof SoftwareMark[keyof typeof SoftwareMark];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SoftwareMark = {
  NUMBER_0: 0,
  NUMBER_1: 1,
} as const;
