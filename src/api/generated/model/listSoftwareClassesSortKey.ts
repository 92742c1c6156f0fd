/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type ListSoftwareClassesSortKey = typeof ListSoftwareClassesSortKey[keyof typeof ListSoftwareClassesSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListSoftwareClassesSortKey = {
  name: 'name',
  software_count: 'software_count',
} as const;
