/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Name } from './name';
import type { Description } from './description';
import type { NetworkType } from './networkType';
import type { Password } from './password';

export interface ClusterBaseForm {
  cluster_name: Name;
  description?: Description;
  network_type: NetworkType;
  /**
   * A vxnet id; vxnet-0 and vxnet-1 cannot be used.
   * @pattern ^vxnet-[a-z0-9]{2,16}$
   */
  vxnet: string;
  /** @pattern ^vxnet-[a-z0-9]{2,16}$ */
  bm_vxnet_id?: string;
  /** @pattern ^(nas|s2)-[a-z0-9]{4,16}$ */
  nas_id: string;
  /** @pattern ^s2-[a-z0-9]{4,16}$ */
  s2_server_id?: string;
  /**
   * @maxLength 255
   * @pattern ^/[A-Za-z0-9_./-]*$
   */
  nas_path?: string;
  /** @pattern ^appv-[a-z0-9]{4,16}$ */
  app_version: string;
  /** @maxItems 50 */
  software?: string[];
  admin_password: Password;
}
