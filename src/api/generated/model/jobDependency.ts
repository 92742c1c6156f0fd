/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { DependencyType } from './dependencyType';
import type { HpcJobUuid } from './hpcJobUuid';

/**
 * One job a submitted job waits for, and on what condition.
 */
export interface JobDependency {
  type: DependencyType;
  job: HpcJobUuid;
}
