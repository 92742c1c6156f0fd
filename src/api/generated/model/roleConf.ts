/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RoleConfInstanceClassesItem } from './roleConfInstanceClassesItem';
import type { RoleConfCount } from './roleConfCount';

/**
 * The choices of one role: instance classes with their cpu, memory and gpu proportions.
 */
export interface RoleConf {
  instance_classes: RoleConfInstanceClassesItem[];
  count: RoleConfCount;
}
