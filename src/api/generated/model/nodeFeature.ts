/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * A Slurm node feature: letters, digits and _.
 * @minLength 1
 * @maxLength 32
 * @pattern ^[A-Za-z0-9_]+$
 */
export type NodeFeature = string;
