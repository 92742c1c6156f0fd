/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { S2ServerId } from './s2ServerId';

/**
 * A shared target of an S2 server: the NFS export through which a NAS export (or a vNAS volume) is shared.
 */
export interface S2SharedTarget {
  /**
   * @minLength 1
   * @maxLength 64
   */
  shared_target_id: string;
  /**
   * The exported path, e.g. /mnt/share_cfd.
   * @minLength 1
   * @maxLength 255
   */
  export_name: string;
  s2_server_id: S2ServerId;
}
