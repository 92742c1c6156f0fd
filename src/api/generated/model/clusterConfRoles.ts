/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RoleConf } from './roleConf';

export type ClusterConfRoles = {
  controller?: RoleConf;
  compute?: RoleConf;
  login?: RoleConf;
};
