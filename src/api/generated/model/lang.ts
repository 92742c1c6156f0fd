/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type Lang = typeof Lang[keyof typeof Lang];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const Lang = {
  'zh-cn': 'zh-cn',
  en: 'en',
} as const;
