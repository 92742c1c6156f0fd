/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasDescription } from './nasDescription';
import type { NasAbsolutePath } from './nasAbsolutePath';

export type ModifyNasExportRequestAllOf = (unknown & {
  description?: NasDescription;
  shared_path?: NasAbsolutePath;
}) | (unknown & {
  description?: NasDescription;
  shared_path?: NasAbsolutePath;
});
