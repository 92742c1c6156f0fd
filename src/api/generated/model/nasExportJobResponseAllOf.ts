/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasId } from './nasId';

export type NasExportJobResponseAllOf = {
  nas_id: NasId;
};
