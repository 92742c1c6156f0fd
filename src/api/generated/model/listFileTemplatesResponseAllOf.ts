/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { FileTemplate } from './fileTemplate';
import type { Count } from './count';

export type ListFileTemplatesResponseAllOf = {
  file_template_set: FileTemplate[];
  total_count: Count;
};
