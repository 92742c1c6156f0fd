/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Only SKUs on sale.
 */
export type SearchSkusRequestAllOfStatus = typeof SearchSkusRequestAllOfStatus[keyof typeof SearchSkusRequestAllOfStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SearchSkusRequestAllOfStatus = {
  sale: 'sale',
} as const;
