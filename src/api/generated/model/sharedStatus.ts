/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type SharedStatus = typeof SharedStatus[keyof typeof SharedStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SharedStatus = {
  shared: 'shared',
  unshared: 'unshared',
} as const;
