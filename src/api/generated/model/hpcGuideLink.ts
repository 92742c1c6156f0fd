/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export interface HpcGuideLink {
  enabled: boolean;
  url?: string;
}
