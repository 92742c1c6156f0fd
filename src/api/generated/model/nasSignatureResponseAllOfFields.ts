/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Form fields (upload) or query fields (download) to send with the request, as given.
 */
export type NasSignatureResponseAllOfFields = {[key: string]: string};
