/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { AbsolutePath } from './absolutePath';

export type CreateJobFileResponseAllOf = {
  file_path: AbsolutePath;
};
