/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { VxnetId } from './vxnetId';
import type { VxnetType } from './vxnetType';
import type { VxnetMode } from './vxnetMode';
import type { VxnetRouter } from './vxnetRouter';
import type { Count } from './count';
import type { UsedBy } from './usedBy';
import type { UserId } from './userId';
import type { DateTime } from './dateTime';

/**
 * A VPC network a cluster is placed in (spec section 3, Network). Private networks are vxnet_type 1 behind a router; base networks are vxnet_type 2 (vxnet-0, vxnet-ks); bare-metal networks are vxnet_type 2 with mode 2.
 */
export interface Vxnet {
  vxnet_id: VxnetId;
  /** @maxLength 128 */
  vxnet_name: string;
  /** @maxLength 1024 */
  description?: string;
  vxnet_type: VxnetType;
  mode: VxnetMode;
  /** The router of a private network and the network's address range; null for a base network. */
  router?: VxnetRouter;
  instance_count?: Count;
  clusters?: UsedBy;
  owner?: UserId;
  create_time?: DateTime;
}
