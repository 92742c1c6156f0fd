/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NodeType } from './nodeType';

export type RoleConfInstanceClassesItem = {
  instance_class: number;
  name: string;
  node_type?: NodeType;
  cpu: number[];
  /** Memory per core in MiB, by cpu. */
  memory: number[];
  gpu?: number[];
};
