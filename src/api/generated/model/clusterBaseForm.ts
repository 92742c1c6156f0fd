/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Name } from './name';
import type { Description } from './description';
import type { NetworkType } from './networkType';
import type { VxnetId } from './vxnetId';
import type { NasOrS2Id } from './nasOrS2Id';
import type { S2ServerId } from './s2ServerId';
import type { AppVersionId } from './appVersionId';
import type { SoftwareId } from './softwareId';
import type { Password } from './password';

export interface ClusterBaseForm {
  cluster_name: Name;
  description?: Description;
  network_type: NetworkType;
  /** A vxnet id; vxnet-0 and vxnet-1 cannot be used. */
  vxnet: VxnetId;
  bm_vxnet_id?: VxnetId;
  nas_id: NasOrS2Id;
  s2_server_id?: S2ServerId;
  /**
   * @maxLength 255
   * @pattern ^/[A-Za-z0-9_./-]*$
   */
  nas_path?: string;
  app_version: AppVersionId;
  /** @maxItems 50 */
  software?: SoftwareId[];
  admin_password: Password;
}
