/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type GetArrearsInfosSortKey = typeof GetArrearsInfosSortKey[keyof typeof GetArrearsInfosSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetArrearsInfosSortKey = {
  since: 'since',
  amount: 'amount',
} as const;
