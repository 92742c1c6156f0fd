/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { GraphicsSessionId } from './graphicsSessionId';
import type { SoftwareId } from './softwareId';
import type { SoftwareName } from './softwareName';
import type { SoftwareVersion } from './softwareVersion';
import type { ClusterId } from './clusterId';
import type { Name } from './name';
import type { HpcJobUuid } from './hpcJobUuid';
import type { UserId } from './userId';
import type { IamUserName } from './iamUserName';
import type { GraphicsSessionStatus } from './graphicsSessionStatus';
import type { PendingReason } from './pendingReason';
import type { JobCores } from './jobCores';
import type { JobTimeLimit } from './jobTimeLimit';
import type { DateTime } from './dateTime';
import type { GraphicsEndReason } from './graphicsEndReason';
import type { RemoteAppLogId } from './remoteAppLogId';

/**
 * One graphics session as its user sees it.
 */
export interface GraphicsSession {
  session_id: GraphicsSessionId;
  hpcsw_id: SoftwareId;
  app_name: SoftwareName;
  sw_ver?: SoftwareVersion;
  cluster_id: ClusterId;
  cluster_name?: Name;
  /** The job the session runs as. */
  hpcjob_uuid: HpcJobUuid;
  /**
   * The scheduler's id of the session's job, once it has one.
   * @maxLength 64
   */
  job_id?: string;
  /** @maxLength 128 */
  queue_name?: string;
  user_id: UserId;
  iamuser_name?: IamUserName;
  status: GraphicsSessionStatus;
  /** While queued: why its job waits. */
  pending_reason?: PendingReason;
  /**
   * The node it runs on, once started.
   * @maxLength 128
   */
  node?: string;
  cores: JobCores;
  /** Minutes the session may run. */
  time_limit: JobTimeLimit;
  /**
   * While starting or running: seconds until its time limit.
   * @minimum 0
   */
  time_left?: number;
  /** Whether the session draws a display the browser can open (false on a simulated cluster). */
  display: boolean;
  create_time: DateTime;
  start_time?: DateTime;
  end_time?: DateTime;
  end_reason?: GraphicsEndReason;
  /**
   * With failed: what went wrong, in the scheduler's or the session's own words.
   * @maxLength 1000
   */
  end_message?: string;
  /** Its remote-app usage record, once it started. */
  log_id?: RemoteAppLogId;
  /** The reader may end it now (its user, while it is not ended). */
  may_end: boolean;
  /** The reader may give it more time now (its user, while it is queued, starting or running). */
  may_extend: boolean;
}
