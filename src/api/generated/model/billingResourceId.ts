/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Id of a charged resource: a cluster (hpc-…, ehpc-…), a node, a queue, a NAS mount point or a remote app (hpcsw-…).
 * @pattern ^[a-z][a-z0-9]{0,15}-[a-z0-9]{2,32}$
 */
export type BillingResourceId = string;
