/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type QueueCategory = typeof QueueCategory[keyof typeof QueueCategory];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const QueueCategory = {
  dedicated: 'dedicated',
  shared: 'shared',
} as const;
