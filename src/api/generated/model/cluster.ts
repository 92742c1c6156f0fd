/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { Name } from './name';
import type { ClusterType } from './clusterType';
import type { ClusterStatus } from './clusterStatus';
import type { Description } from './description';
import type { Zone } from './zone';
import type { UserId } from './userId';
import type { ClusterBmVxnetId } from './clusterBmVxnetId';
import type { NetworkType } from './networkType';
import type { Scheduler } from './scheduler';
import type { ClusterCloud } from './clusterCloud';
import type { DeployMode } from './deployMode';
import type { PaidType } from './paidType';
import type { Duration } from './duration';
import type { AutoRenewal } from './autoRenewal';
import type { Count } from './count';
import type { ClusterClusterSwItem } from './clusterClusterSwItem';
import type { ClusterAppCluster } from './clusterAppCluster';
import type { AppVersionInfo } from './appVersionInfo';
import type { ClusterProjectInfo } from './clusterProjectInfo';
import type { DateTime } from './dateTime';
import type { ClusterExpireTime } from './clusterExpireTime';

/**
 * An HPC (hpc-…, shared compute billed by job usage) or EHPC (ehpc-…, exclusive nodes) cluster.
 */
export interface Cluster {
  cluster_id: ClusterId;
  cluster_name: Name;
  cluster_type: ClusterType;
  status: ClusterStatus;
  /** The operation under way, empty when none. */
  transition_status?: string;
  description?: Description;
  zone?: Zone;
  owner?: UserId;
  nas_id?: string;
  nas_shared_path?: string;
  vxnet_id?: string;
  vxnet_name?: string;
  bm_vxnet_id?: ClusterBmVxnetId;
  network_type?: NetworkType;
  scheduler?: Scheduler;
  /** Where the cluster's machines are (ADR 0047): simulated (the console's rows only, for demos and tests) or local (hosts in Linux namespaces on the gateway's machine running Slurm and sshd). A cluster stays in the cloud it was created in. */
  cloud?: ClusterCloud;
  /** Cluster software version, e.g. 2.4.1. */
  version?: string;
  /** The version an upgrade (app_version omitted) would bring, e.g. 2.5.0; absent when the cluster already runs the newest release of its app and flavour (bare-metal or VM), so that no upgrade is offered. */
  upgrade_version?: string;
  deploy_mode?: DeployMode;
  paid_type?: PaidType;
  duration?: Duration;
  is_auto_renewal?: AutoRenewal;
  node_count?: Count;
  core_count?: Count;
  cluster_sw?: ClusterClusterSwItem[];
  app_cluster?: ClusterAppCluster;
  app_version_info?: AppVersionInfo;
  project_info?: ClusterProjectInfo;
  create_time: DateTime;
  status_time?: DateTime;
  expire_time?: ClusterExpireTime;
}
