/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Display names of each zone.
 */
export type UserSessionRegionInfo = {[key: string]: {
  name: string;
  name_en: string;
  region?: string;
}};
