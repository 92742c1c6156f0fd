/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Status of an asynchronous operation in the operation log.
 */
export type OperationStatus = typeof OperationStatus[keyof typeof OperationStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const OperationStatus = {
  pending: 'pending',
  working: 'working',
  successful: 'successful',
  failed: 'failed',
} as const;
