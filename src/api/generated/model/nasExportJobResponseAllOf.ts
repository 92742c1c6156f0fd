/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasExportId } from './nasExportId';

export type NasExportJobResponseAllOf = {
  nas_id: NasExportId;
};
