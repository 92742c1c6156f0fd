/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Storage quota in GiB (1073741824 bytes each): 1-102400.
 * @minimum 1
 * @maximum 102400
 */
export type ClusterUserStorageQuotaGb = number;
