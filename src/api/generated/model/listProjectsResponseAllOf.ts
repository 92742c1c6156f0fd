/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Project } from './project';
import type { Count } from './count';

export type ListProjectsResponseAllOf = {
  project_set: Project[];
  total_count: Count;
};
