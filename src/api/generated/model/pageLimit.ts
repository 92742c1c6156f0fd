/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Page sizes offered to users.
 */
export type PageLimit = typeof PageLimit[keyof typeof PageLimit];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PageLimit = {
  NUMBER_10: 10,
  NUMBER_20: 20,
  NUMBER_50: 50,
  NUMBER_100: 100,
} as const;
