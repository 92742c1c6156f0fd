/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ShortName } from './shortName';

/**
 * @minItems 1
 * @maxItems 100
 */
export type ClusterUserAccounts = ShortName[];
