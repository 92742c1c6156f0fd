/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { JobFilePath } from './jobFilePath';

export type CreateJobFileResponseAllOf = {
  file_path: JobFilePath;
};
