/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * A quota or capacity in GiB (1073741824 bytes): an integer of at least 10.
 * @minimum 10
 */
export type NasQuotaGiB = number;
