/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasResourceName } from './nasResourceName';

export type RenameNasExportRequestAllOf = {
  name: NasResourceName;
};
