/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * slurmrestd's address: http(s)://host:port, or unix:/path/to/socket on the gateway's machine.
 * @minLength 6
 * @maxLength 512
 * @pattern ^(https?://[A-Za-z0-9.\-\[\]:]+(/[^\s]*)?|unix:/[^\s]+)$
 */
export type RestUrl = string;
