/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasObject } from './nasObject';

export type NasSignedUploadResponseAllOf = {
  /**
   * The files written, in the order of their parts.
   * @minItems 1
   * @maxItems 10
   */
  object_set: NasObject[];
};
