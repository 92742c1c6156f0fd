/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type FailureValidationItem = {
  location: string[];
  message: string;
  code?: string;
};
