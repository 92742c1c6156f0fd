/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type NodeType = typeof NodeType[keyof typeof NodeType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NodeType = {
  standard: 'standard',
  gpu: 'gpu',
  bare_metal: 'bare_metal',
  vm: 'vm',
} as const;
