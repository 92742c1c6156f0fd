/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type GetPrivateResourceInfoSortKey = typeof GetPrivateResourceInfoSortKey[keyof typeof GetPrivateResourceInfoSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetPrivateResourceInfoSortKey = {
  start_time: 'start_time',
  expire_time: 'expire_time',
  unit_price: 'unit_price',
} as const;
