/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type GetChargeRecordsSortKey = typeof GetChargeRecordsSortKey[keyof typeof GetChargeRecordsSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetChargeRecordsSortKey = {
  charge_time: 'charge_time',
  total_sum: 'total_sum',
} as const;
