/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type ListTimeExtensionsScope = typeof ListTimeExtensionsScope[keyof typeof ListTimeExtensionsScope];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListTimeExtensionsScope = {
  all: 'all',
  decide: 'decide',
} as const;
