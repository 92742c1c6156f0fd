/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * A page size, or 1024 for an all-data query (section 9).
 */
export type ListLimitParameter = typeof ListLimitParameter[keyof typeof ListLimitParameter];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListLimitParameter = {
  NUMBER_10: 10,
  NUMBER_20: 20,
  NUMBER_50: 50,
  NUMBER_100: 100,
  NUMBER_1024: 1024,
} as const;
