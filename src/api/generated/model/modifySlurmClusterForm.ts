/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RestUrl } from './restUrl';
import type { AbsolutePath } from './absolutePath';
import type { Endpoint } from './endpoint';
import type { AccountMappings } from './accountMappings';
import type { NodeFeature } from './nodeFeature';

/**
 * The same settings as at registration but the name and owner; checked again before they are saved.
 */
export interface ModifySlurmClusterForm {
  rest_url: RestUrl;
  jwt_key_path?: AbsolutePath;
  login_endpoint: Endpoint;
  shared_path: AbsolutePath;
  accounts: AccountMappings;
  munge_key_path?: AbsolutePath;
  controller?: Endpoint;
  node_feature?: NodeFeature;
}
