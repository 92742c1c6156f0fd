/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * A POSIX user or group id (uid, gid) on a cluster.
 * @minimum 0
 * @maximum 4294967294
 */
export type PosixId = number;
