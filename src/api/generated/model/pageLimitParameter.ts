/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Page sizes offered to users.
 */
export type PageLimitParameter = typeof PageLimitParameter[keyof typeof PageLimitParameter];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PageLimitParameter = {
  NUMBER_10: 10,
  NUMBER_20: 20,
  NUMBER_50: 50,
  NUMBER_100: 100,
} as const;
