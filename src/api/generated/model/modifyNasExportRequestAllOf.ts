/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasDescription } from './nasDescription';
import type { AbsolutePath } from './absolutePath';

export type ModifyNasExportRequestAllOf = (unknown & {
  description?: NasDescription;
  shared_path?: AbsolutePath;
}) | (unknown & {
  description?: NasDescription;
  shared_path?: AbsolutePath;
});
