/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { GraphicsApp } from './graphicsApp';
import type { Count } from './count';

export type ListGraphicsResponseAllOf = {
  graphics_list: GraphicsApp[];
  total_count: Count;
};
