/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Name } from './name';
import type { UserId } from './userId';
import type { RestUrl } from './restUrl';
import type { AbsolutePath } from './absolutePath';
import type { Endpoint } from './endpoint';
import type { AccountMappings } from './accountMappings';
import type { NodeFeature } from './nodeFeature';

/**
 * A running Slurm cluster of the site: checked before it is saved.
 */
export interface RegisterSlurmClusterForm {
  cluster_name: Name;
  cluster_owner: UserId;
  rest_url: RestUrl;
  jwt_key_path?: AbsolutePath;
  login_endpoint: Endpoint;
  shared_path: AbsolutePath;
  accounts: AccountMappings;
  munge_key_path?: AbsolutePath;
  controller?: Endpoint;
  node_feature?: NodeFeature;
}
