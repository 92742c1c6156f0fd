/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Why a session ended: time_limit (its job's time limit passed), ended_by_user, app_exited (the application was closed), failed (the display or the application could not start: end_message says what), not_started (its job was refused or removed before it ran).
 */
export type GraphicsEndReason = typeof GraphicsEndReason[keyof typeof GraphicsEndReason];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GraphicsEndReason = {
  time_limit: 'time_limit',
  ended_by_user: 'ended_by_user',
  app_exited: 'app_exited',
  failed: 'failed',
  not_started: 'not_started',
} as const;
