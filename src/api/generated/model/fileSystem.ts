/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { FileSystemId } from './fileSystemId';
import type { NasResourceName } from './nasResourceName';
import type { NasDescription } from './nasDescription';
import type { NasStatus } from './nasStatus';
import type { Zone } from './zone';
import type { UserId } from './userId';
import type { Count } from './count';
import type { DateTime } from './dateTime';

/**
 * A NAS file system. Its capacity is shared among its exports (mount points), each with its own quota.
 */
export interface FileSystem {
  fs_id: FileSystemId;
  name: NasResourceName;
  description?: NasDescription;
  status: NasStatus;
  /**
   * Capacity in GiB (1073741824 bytes), the sum of the quotas its exports may take.
   * @minimum 0
   */
  capacity: number;
  /**
   * GiB already given to exports as quota.
   * @minimum 0
   */
  allocated?: number;
  /**
   * Bytes used by the files of all its exports.
   * @minimum 0
   */
  used: number;
  zone?: Zone;
  owner?: UserId;
  export_count: Count;
  create_time: DateTime;
}
