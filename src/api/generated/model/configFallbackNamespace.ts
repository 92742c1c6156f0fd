/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The namespace read when the asked one has no entry: default.
 */
export type ConfigFallbackNamespace = typeof ConfigFallbackNamespace[keyof typeof ConfigFallbackNamespace];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ConfigFallbackNamespace = {
  default: 'default',
} as const;
