/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type NodeRole = typeof NodeRole[keyof typeof NodeRole];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NodeRole = {
  login: 'login',
  controller: 'controller',
  compute: 'compute',
} as const;
