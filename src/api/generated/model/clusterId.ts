/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * hpc-… is an HPC cluster, ehpc-… an EHPC cluster.
 * @pattern ^e?hpc-[a-z0-9]{4,16}$
 */
export type ClusterId = string;
