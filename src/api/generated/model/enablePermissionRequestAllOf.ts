/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type EnablePermissionRequestAllOf = {
  /** The service agreement checkbox of the product-opening page; required and true on public-cloud HPC. */
  agreement_accepted?: boolean;
};
