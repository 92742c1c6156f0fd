/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ShortName } from './shortName';
import type { QueueTypeId } from './queueTypeId';
import type { SharedFileSystemAcl } from './sharedFileSystemAcl';
import type { Count } from './count';
import type { SharedResourceLimitUserAssocResourceLimit } from './sharedResourceLimitUserAssocResourceLimit';

/**
 * A member's resources on one cluster: queue, partition, folders, file-system quota (bytes) and the scheduler's association limit grp_tres_mins.cpu (core-minutes). resource_usage has the same shape with the amounts used.
 */
export interface SharedResourceLimit {
  queue?: ShortName;
  queue_type?: QueueTypeId;
  /** @maxItems 20 */
  file_system_acl?: SharedFileSystemAcl[];
  /** Bytes. */
  file_system_quota?: Count;
  partition?: ShortName;
  user_assoc_resource_limit?: SharedResourceLimitUserAssocResourceLimit;
}
