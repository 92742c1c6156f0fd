/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type ListFileTemplatesSortKey = typeof ListFileTemplatesSortKey[keyof typeof ListFileTemplatesSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListFileTemplatesSortKey = {
  create_time: 'create_time',
  name: 'name',
  software: 'software',
} as const;
