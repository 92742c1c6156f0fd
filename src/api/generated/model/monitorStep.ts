/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Seconds between two points: 60, 300 (the statistics update every 5 minutes) or 3600.
 */
export type MonitorStep = typeof MonitorStep[keyof typeof MonitorStep];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MonitorStep = {
  NUMBER_60: 60,
  NUMBER_300: 300,
  NUMBER_3600: 3600,
} as const;
