/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * [user@]host[:port]: an address and an optional port.
 * @minLength 1
 * @maxLength 255
 * @pattern ^([a-z_][a-z0-9_-]{0,31}@)?[A-Za-z0-9]([A-Za-z0-9.-]{0,252})(:[0-9]{1,5})?$
 */
export type Endpoint = string;
