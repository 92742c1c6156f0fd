/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * free is installed without approval; commercial (application software) requires an administrator's approval.
 */
export type SoftwareLicense = typeof SoftwareLicense[keyof typeof SoftwareLicense];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SoftwareLicense = {
  free: 'free',
  commercial: 'commercial',
} as const;
