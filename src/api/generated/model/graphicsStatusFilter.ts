/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * live: queued, starting and running sessions; ended: the ended ones; all: both.
 */
export type GraphicsStatusFilter = typeof GraphicsStatusFilter[keyof typeof GraphicsStatusFilter];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GraphicsStatusFilter = {
  live: 'live',
  ended: 'ended',
  all: 'all',
} as const;
