/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { GraphicsSession } from './graphicsSession';

export type GraphicsSessionResponseAllOf = {
  graphics_session: GraphicsSession;
};
