/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { GraphicsSession } from './graphicsSession';
import type { Count } from './count';

export type ListGraphicsSessionsResponseAllOf = {
  graphics_session_set: GraphicsSession[];
  total_count: Count;
};
