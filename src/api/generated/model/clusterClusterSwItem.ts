/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type ClusterClusterSwItem = {
  sw_name: string;
  sw_ver: string;
};
