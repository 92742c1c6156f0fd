/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { S2ServerId } from './s2ServerId';
import type { Description } from './description';
import type { S2ServerStatus } from './s2ServerStatus';
import type { VxnetId } from './vxnetId';
import type { Zone } from './zone';
import type { UserId } from './userId';
import type { S2SharedTarget } from './s2SharedTarget';
import type { DateTime } from './dateTime';

/**
 * An S2 server (a vNAS): a NAS server inside the user's VPC that clusters can mount through its shared targets. The console lists the active ones; when one has no shared target, it hints to bind a shared target in the vNas detail.
 */
export interface S2Server {
  s2_server_id: S2ServerId;
  /** @maxLength 64 */
  name: string;
  description?: Description;
  status: S2ServerStatus;
  /** The operation under way, empty when none. */
  transition_status?: string;
  private_ip?: string;
  vxnet_id?: VxnetId;
  vxnet_name?: string;
  zone?: Zone;
  owner?: UserId;
  /** The shared targets bound to the server; empty when none is bound yet. */
  shared_targets: S2SharedTarget[];
  create_time?: DateTime;
  status_time?: DateTime;
}
