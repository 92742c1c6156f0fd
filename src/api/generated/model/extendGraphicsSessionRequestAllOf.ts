/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { GraphicsSessionId } from './graphicsSessionId';
import type { ExtraMinutes } from './extraMinutes';

export type ExtendGraphicsSessionRequestAllOf = {
  session_id: GraphicsSessionId;
  extra_minutes: ExtraMinutes;
};
