/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * A resource a job had: its cores' CPU time, its memory, its time limit.
 */
export type UsageKind = typeof UsageKind[keyof typeof UsageKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UsageKind = {
  cpu: 'cpu',
  memory: 'memory',
  time: 'time',
} as const;
