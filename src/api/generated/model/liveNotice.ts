/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { LiveTopic } from './liveTopic';

export interface LiveNotice {
  topics: LiveTopic[];
}
