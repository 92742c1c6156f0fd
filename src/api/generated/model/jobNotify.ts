/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Who is told when this job ends, besides the bell: default (the user's notification settings), in_app (the bell only), email, webhook, all (e-mail and webhook). A channel asked for needs its address or URL in the user's settings.
 */
export type JobNotify = typeof JobNotify[keyof typeof JobNotify];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const JobNotify = {
  default: 'default',
  in_app: 'in_app',
  email: 'email',
  webhook: 'webhook',
  all: 'all',
} as const;
