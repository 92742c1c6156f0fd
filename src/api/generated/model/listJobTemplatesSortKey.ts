/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type ListJobTemplatesSortKey = typeof ListJobTemplatesSortKey[keyof typeof ListJobTemplatesSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListJobTemplatesSortKey = {
  create_time: 'create_time',
  update_time: 'update_time',
  name: 'name',
} as const;
