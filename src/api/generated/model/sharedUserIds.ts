/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SharedUserId } from './sharedUserId';

/**
 * @minItems 1
 * @maxItems 100
 */
export type SharedUserIds = SharedUserId[];
