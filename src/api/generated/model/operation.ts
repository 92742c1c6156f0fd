/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { OperationJobId } from './operationJobId';
import type { OperationAction } from './operationAction';
import type { OperationResourceId } from './operationResourceId';
import type { OperationStatus } from './operationStatus';
import type { OperationErrorMessage } from './operationErrorMessage';
import type { UserId } from './userId';
import type { AccessTokenId } from './accessTokenId';
import type { LabelName } from './labelName';
import type { DateTime } from './dateTime';

/**
 * One asynchronous change in the operation log: the job_id a change answered with, what it acted on, and how it ended.
 */
export interface Operation {
  job_id: OperationJobId;
  action: OperationAction;
  /** The resources the change acted on (cluster, node, queue, job ids, or simulation_cluster). */
  resource_ids: OperationResourceId[];
  /**
   * The kind of the resources, e.g. cluster, node, queue, job, user, strategy, simulation_cluster.
   * @maxLength 64
   */
  resource_type?: string;
  /** The resources' names at the time of the change, in the order of resource_ids. */
  resource_names?: string[];
  status: OperationStatus;
  /**
   * Why the operation failed; null unless status is failed.
   * @maxLength 1024
   */
  error_message?: OperationErrorMessage;
  owner?: UserId;
  /** The user who made the change (a sub-user or the owner). */
  user_id?: UserId;
  /** The personal access token the change was made with (ADR 0063); absent when made in the console. */
  token_id?: AccessTokenId;
  /** That token's name. */
  token_name?: LabelName;
  create_time: DateTime;
  /** When status last changed. */
  status_time: DateTime;
}
