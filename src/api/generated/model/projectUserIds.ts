/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { UserId } from './userId';

/**
 * @minItems 1
 * @maxItems 100
 */
export type ProjectUserIds = UserId[];
