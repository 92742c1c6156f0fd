/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ProjectId } from './projectId';

export type DestroyProjectRequestAllOf = {
  project_id: ProjectId;
};
