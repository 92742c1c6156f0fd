/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasObject } from './nasObject';

export type PutNasObjectResponseAllOf = {
  /**
   * The file written.
   * @minItems 1
   * @maxItems 1
   */
  object_set: NasObject[];
};
