/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { HpcJobUuid } from './hpcJobUuid';

/**
 * @minItems 1
 * @maxItems 100
 */
export type HpcJobUuids = HpcJobUuid[];
