/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * 1 is a sub-user (sub-account).
 */
export type UserType = typeof UserType[keyof typeof UserType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UserType = {
  NUMBER_0: 0,
  NUMBER_1: 1,
} as const;
