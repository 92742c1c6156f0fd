/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The monitor page: cluster (cluster overview), gpu (GPU overview), node (node overview) or job (job monitors).
 */
export type MonitorSubtype = typeof MonitorSubtype[keyof typeof MonitorSubtype];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MonitorSubtype = {
  cluster: 'cluster',
  gpu: 'gpu',
  node: 'node',
  job: 'job',
} as const;
