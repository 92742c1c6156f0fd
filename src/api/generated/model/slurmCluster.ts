/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { Name } from './name';
import type { UserId } from './userId';
import type { Zone } from './zone';
import type { ClusterStatus } from './clusterStatus';
import type { RestUrl } from './restUrl';
import type { AbsolutePath } from './absolutePath';
import type { Endpoint } from './endpoint';
import type { AccountMapping } from './accountMapping';
import type { NodeFeature } from './nodeFeature';
import type { SlurmClusterHealth } from './slurmClusterHealth';

/**
 * A registered Slurm cluster, its settings (never its keys' contents) and health.
 */
export interface SlurmCluster {
  cluster_id: ClusterId;
  cluster_name: Name;
  owner: UserId;
  /**
   * The owner's name.
   * @maxLength 128
   */
  owner_name?: string;
  zone: Zone;
  status: ClusterStatus;
  rest_url: RestUrl;
  /** @maxLength 16 */
  api_version?: string;
  jwt_key_path?: AbsolutePath;
  login_endpoint: Endpoint;
  shared_path: AbsolutePath;
  accounts: AccountMapping[];
  munge_key_path?: AbsolutePath;
  controller?: Endpoint;
  node_feature?: NodeFeature;
  /** Whether machines can be added (a munge key and slurmctld's address are registered). */
  takes_machines: boolean;
  /**
   * Machines of the pool that are its nodes.
   * @minimum 0
   */
  machine_count: number;
  health: SlurmClusterHealth;
}
