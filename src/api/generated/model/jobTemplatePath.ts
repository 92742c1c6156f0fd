/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * An absolute path on the cluster's shared storage, without .. segments; output paths may use the scheduler's %j (job id) and %x (job name).
 * @minLength 1
 * @maxLength 1024
 * @pattern ^/[^\r\n]*$
 */
export type JobTemplatePath = string;
