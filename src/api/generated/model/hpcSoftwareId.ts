/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Identifier of a catalogue software package.
 * @pattern ^hpcsw-[a-z0-9]{4,16}$
 */
export type HpcSoftwareId = string;
