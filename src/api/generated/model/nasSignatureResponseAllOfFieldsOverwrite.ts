/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Upload: whether files of the same name are replaced.
 */
export type NasSignatureResponseAllOfFieldsOverwrite = typeof NasSignatureResponseAllOfFieldsOverwrite[keyof typeof NasSignatureResponseAllOfFieldsOverwrite];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NasSignatureResponseAllOfFieldsOverwrite = {
  true: 'true',
  false: 'false',
} as const;
