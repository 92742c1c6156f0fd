/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type RemoteAppState = typeof RemoteAppState[keyof typeof RemoteAppState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RemoteAppState = {
  running: 'running',
  stopped: 'stopped',
} as const;
