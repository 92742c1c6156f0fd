/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * A host name: lowercase letters, digits and -, 1-32 characters, not starting or ending with -. It is the machine's node name in Slurm.
 * @minLength 1
 * @maxLength 32
 * @pattern ^[a-z0-9]([a-z0-9-]*[a-z0-9])?$
 */
export type MachineName = string;
