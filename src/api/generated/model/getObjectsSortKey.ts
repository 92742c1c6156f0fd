/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type GetObjectsSortKey = typeof GetObjectsSortKey[keyof typeof GetObjectsSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetObjectsSortKey = {
  object_name: 'object_name',
  last_modified: 'last_modified',
  size: 'size',
} as const;
