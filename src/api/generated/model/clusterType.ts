/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type ClusterType = typeof ClusterType[keyof typeof ClusterType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClusterType = {
  hpc: 'hpc',
  ehpc: 'ehpc',
} as const;
