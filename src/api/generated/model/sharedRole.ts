/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type SharedRole = typeof SharedRole[keyof typeof SharedRole];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SharedRole = {
  shared_owner: 'shared_owner',
  shared_member: 'shared_member',
} as const;
