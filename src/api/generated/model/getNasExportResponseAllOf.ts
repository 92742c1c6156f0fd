/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasExport } from './nasExport';

export type GetNasExportResponseAllOf = {
  nas_export: NasExport;
};
