/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * 1100 invalid parameter (HTTP 422 when the request breaks the schemas, 409 when they accept it but a rule they cannot express refuses it), 1200 not signed in (401), 1210 sign-in refused for a while after repeated failures (429), 1300 permission denied (403), 1400 not found (404), 2100 state conflict (409), 2400 duplicate request (409), 2500 lack of balance or storage (409), 2510 not enough core-hours: a job needs more than the core-hour quota leaves (409), 5000 internal error (500), 5030 service unavailable (503).
 */
export type FailureRetCode = typeof FailureRetCode[keyof typeof FailureRetCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FailureRetCode = {
  NUMBER_1100: 1100,
  NUMBER_1200: 1200,
  NUMBER_1210: 1210,
  NUMBER_1300: 1300,
  NUMBER_1400: 1400,
  NUMBER_2100: 2100,
  NUMBER_2400: 2400,
  NUMBER_2500: 2500,
  NUMBER_2510: 2510,
  NUMBER_5000: 5000,
  NUMBER_5030: 5030,
} as const;
