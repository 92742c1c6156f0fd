/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { JobTemplateId } from './jobTemplateId';

/**
 * @minItems 1
 * @maxItems 100
 */
export type JobTemplateIds = JobTemplateId[];
