/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { GraphicsSessionId } from './graphicsSessionId';

export type GraphicsSessionRequestAllOf = {
  session_id: GraphicsSessionId;
};
