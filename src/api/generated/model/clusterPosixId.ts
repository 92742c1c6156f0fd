/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * A POSIX user or group id on the cluster.
 * @minimum 0
 * @maximum 4294967294
 */
export type ClusterPosixId = number;
