/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type ListGraphicsSortKey = typeof ListGraphicsSortKey[keyof typeof ListGraphicsSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListGraphicsSortKey = {
  app_name: 'app_name',
  cluster_id: 'cluster_id',
} as const;
