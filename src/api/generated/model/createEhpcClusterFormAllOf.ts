/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { DeployMode } from './deployMode';
import type { Scheduler } from './scheduler';
import type { ShortName } from './shortName';
import type { CreateEhpcClusterFormAllOfNodeConfig } from './createEhpcClusterFormAllOfNodeConfig';
import type { PaidType } from './paidType';
import type { Duration } from './duration';
import type { AutoRenewal } from './autoRenewal';

export type CreateEhpcClusterFormAllOf = unknown & unknown & {
  cluster_type: 'ehpc';
  deploy_mode: DeployMode;
  scheduler_type: Scheduler;
  queue_name?: ShortName;
  node_config: CreateEhpcClusterFormAllOfNodeConfig;
  paid_type: PaidType;
  duration?: Duration;
  is_auto_renewal?: AutoRenewal;
} & Required<Pick<unknown & unknown & {
  cluster_type: 'ehpc';
  deploy_mode: DeployMode;
  scheduler_type: Scheduler;
  queue_name?: ShortName;
  node_config: CreateEhpcClusterFormAllOfNodeConfig;
  paid_type: PaidType;
  duration?: Duration;
  is_auto_renewal?: AutoRenewal;
}, 'cluster_type' | 'deploy_mode' | 'scheduler_type' | 'node_config' | 'paid_type'>>;
