/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type SubmitType = typeof SubmitType[keyof typeof SubmitType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SubmitType = {
  command: 'command',
  script: 'script',
  template: 'template',
} as const;
