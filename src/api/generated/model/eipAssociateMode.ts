/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * 0 NAT (the address is mapped by the router), 1 external (the address sits on the instance's network card), 2 bare-metal host.
 */
export type EipAssociateMode = typeof EipAssociateMode[keyof typeof EipAssociateMode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EipAssociateMode = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;
