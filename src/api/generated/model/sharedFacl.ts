/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * r read-only, rw read-write.
 */
export type SharedFacl = typeof SharedFacl[keyof typeof SharedFacl];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SharedFacl = {
  r: 'r',
  rw: 'rw',
} as const;
