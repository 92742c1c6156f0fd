/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type EipResourceAnyOfResourceType = typeof EipResourceAnyOfResourceType[keyof typeof EipResourceAnyOfResourceType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EipResourceAnyOfResourceType = {
  instance: 'instance',
  router: 'router',
  loadbalancer: 'loadbalancer',
  bm_instance: 'bm_instance',
} as const;
