/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * 1 for a graphics application run as a remote app (graphics service), 0 for command-line software.
 */
export type SoftwareIsGraphics = typeof SoftwareIsGraphics[keyof typeof SoftwareIsGraphics];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SoftwareIsGraphics = {
  NUMBER_0: 0,
  NUMBER_1: 1,
} as const;
