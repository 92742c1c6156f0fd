/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * free: in the pool; joining: being made a node; node: a node of a cluster; leaving: being returned to the pool.
 */
export type MachineState = typeof MachineState[keyof typeof MachineState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MachineState = {
  free: 'free',
  joining: 'joining',
  node: 'node',
  leaving: 'leaving',
} as const;
