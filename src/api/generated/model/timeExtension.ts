/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { TimeExtensionId } from './timeExtensionId';
import type { HpcJobUuid } from './hpcJobUuid';
import type { LabelName } from './labelName';
import type { JobStatus } from './jobStatus';
import type { ClusterId } from './clusterId';
import type { UserId } from './userId';
import type { JobTimeLimit } from './jobTimeLimit';
import type { ExtraMinutes } from './extraMinutes';
import type { TimeExtensionReason } from './timeExtensionReason';
import type { TimeExtensionStatus } from './timeExtensionStatus';
import type { DateTime } from './dateTime';
import type { TimeExtensionRefuseReason } from './timeExtensionRefuseReason';

/**
 * One request for more time, as its reader sees it.
 */
export interface TimeExtension {
  extension_id: TimeExtensionId;
  hpcjob_uuid: HpcJobUuid;
  job_name: LabelName;
  /**
   * The scheduler's id of the job, once it has one.
   * @maxLength 64
   */
  job_id?: string;
  job_status?: JobStatus;
  cluster_id: ClusterId;
  /** @maxLength 128 */
  cluster_name?: string;
  /** The submitter who asked. */
  user_id: UserId;
  /** @maxLength 128 */
  user_name?: string;
  /** The job's limit when asked (minutes). */
  old_time_limit?: JobTimeLimit;
  /** The limit asked for (minutes): the old one plus extra_minutes. */
  new_time_limit: JobTimeLimit;
  extra_minutes: ExtraMinutes;
  reason: TimeExtensionReason;
  status: TimeExtensionStatus;
  /** Who approved, refused or withdrew it. */
  decided_by?: UserId;
  /** @maxLength 128 */
  decider_name?: string;
  decide_time?: DateTime;
  refuse_reason?: TimeExtensionRefuseReason;
  /**
   * Why the scheduler did not take the last approval (the request stays pending).
   * @maxLength 1000
   */
  error?: string;
  create_time: DateTime;
  /** The reader may approve or refuse it (pending, and the account's owner or a zone administrator of its zone). */
  may_decide: boolean;
  /** The reader asked it and it is pending. */
  may_withdraw: boolean;
}
