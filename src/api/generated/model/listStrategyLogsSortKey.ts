/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type ListStrategyLogsSortKey = typeof ListStrategyLogsSortKey[keyof typeof ListStrategyLogsSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListStrategyLogsSortKey = {
  op_time: 'op_time',
} as const;
