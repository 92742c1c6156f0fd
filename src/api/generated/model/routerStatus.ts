/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The console lists active routers.
 */
export type RouterStatus = typeof RouterStatus[keyof typeof RouterStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RouterStatus = {
  pending: 'pending',
  active: 'active',
  stopped: 'stopped',
  suspended: 'suspended',
  deleted: 'deleted',
  ceased: 'ceased',
} as const;
