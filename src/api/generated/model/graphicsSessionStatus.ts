/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * queued: its job waits (pending_reason says why); starting: its job runs and the display is not up yet; running: the display can be opened; ended: end_reason says why.
 */
export type GraphicsSessionStatus = typeof GraphicsSessionStatus[keyof typeof GraphicsSessionStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GraphicsSessionStatus = {
  queued: 'queued',
  starting: 'starting',
  running: 'running',
  ended: 'ended',
} as const;
