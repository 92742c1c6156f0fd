/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The attributes SKUs are filtered by.
 */
export type SkuAttributeId = typeof SkuAttributeId[keyof typeof SkuAttributeId];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SkuAttributeId = {
  memory: 'memory',
  cpu: 'cpu',
  gpu: 'gpu',
  instance_class: 'instance_class',
  baremetal: 'baremetal',
  role: 'role',
} as const;
