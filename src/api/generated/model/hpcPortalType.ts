/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The portal flavour whose default settings apply: hpc (HPC portal) or ispf (Industrial Simulation Platform).
 */
export type HpcPortalType = typeof HpcPortalType[keyof typeof HpcPortalType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const HpcPortalType = {
  hpc: 'hpc',
  ispf: 'ispf',
} as const;
