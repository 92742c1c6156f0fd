/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The entry: hpc-config holds the console's whole configuration.
 */
export type ConfigEntryKey = typeof ConfigEntryKey[keyof typeof ConfigEntryKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ConfigEntryKey = {
  'hpc-config': 'hpc-config',
} as const;
