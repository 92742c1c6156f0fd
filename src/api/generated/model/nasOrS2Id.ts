/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * A mount point a cluster mounts: a NAS export (nas-…, as NasId) or an S2 server (s2-…, as S2ServerId).
 * @pattern ^(nas|s2)-[a-z0-9]{4,16}$
 */
export type NasOrS2Id = string;
