/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterType } from './clusterType';
import type { Scheduler } from './scheduler';
import type { DeployMode } from './deployMode';
import type { ClusterConfRoles } from './clusterConfRoles';

export interface ClusterConf {
  cluster_type: ClusterType;
  app_id?: string;
  schedulers: Scheduler[];
  deploy_modes?: DeployMode[];
  roles: ClusterConfRoles;
}
