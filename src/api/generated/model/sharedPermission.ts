/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Permission of a shared member on a cluster.
 */
export type SharedPermission = typeof SharedPermission[keyof typeof SharedPermission];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SharedPermission = {
  readonly: 'readonly',
  readwrite: 'readwrite',
} as const;
