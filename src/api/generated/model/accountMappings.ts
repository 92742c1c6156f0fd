/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { AccountMapping } from './accountMapping';

/**
 * @minItems 1
 * @maxItems 200
 */
export type AccountMappings = AccountMapping[];
