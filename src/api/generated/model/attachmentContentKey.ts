/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * What an attachment holds: config (settings of the HPC application), locale (translations, keyed by language) or cluster_templates (the templates offered on the creation page).
 */
export type AttachmentContentKey = typeof AttachmentContentKey[keyof typeof AttachmentContentKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AttachmentContentKey = {
  config: 'config',
  locale: 'locale',
  cluster_templates: 'cluster_templates',
} as const;
