/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type GetRemoteAppBillInfoSortKey = typeof GetRemoteAppBillInfoSortKey[keyof typeof GetRemoteAppBillInfoSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetRemoteAppBillInfoSortKey = {
  start_time: 'start_time',
  amount: 'amount',
} as const;
