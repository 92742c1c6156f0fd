/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * fetching until the health is known.
 */
export type HealthStatus = typeof HealthStatus[keyof typeof HealthStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const HealthStatus = {
  fetching: 'fetching',
  healthy: 'healthy',
  unhealthy: 'unhealthy',
} as const;
