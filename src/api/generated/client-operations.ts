/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * The operations a request cannot tell all of by its own path: their method and path, and their action, time-out
 * and live topics where they are not the derived ones (src/api/client-operations.ts derives the others).
 */

import type { LiveTopic } from './model';

/** The time-out of an operation whose contract names none (x-timeout-ms). */
export const DEFAULT_TIMEOUT_MS = {"read":15000,"change":30000} as const;

export type ClientOperationRow = readonly [
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  path: string,
  action?: string | null,
  timeoutMs?: number | null,
  live?: readonly LiveTopic[],
];

export const clientOperationRows: readonly ClientOperationRow[] = [
  ["POST","/nas/upload_sessions/abort","upload_session/abort"],
  ["POST","/portal-hpc/machine/join",null,120000],
  ["POST","/portal-hpc/cluster/addNodes",null,60000],
  ["POST","/portal-hpc/queue/bindPrivateQueue",null,60000],
  ["POST","/nas/upload_sessions/complete","upload_session/complete",300000],
  ["POST","/portal-hpc/cluster/createCluster",null,60000],
  ["POST","/nas/file-systems/{fsid}"],
  ["POST","/nas/file-systems",null,60000],
  ["POST","/nas/upload_sessions/create","upload_session/create"],
  ["DELETE","/nas/file-systems/{fsid}/{nas_id}"],
  ["POST","/portal-hpc/cluster/deleteNodes",null,60000],
  ["POST","/nas/delete_objects",null,60000],
  ["GET","/iam/DescribeIAMUsers",null,null,["members"]],
  ["GET","/portal-hpc/queue/describeQueue",null,null,["queues","clusters"]],
  ["GET","/nas/signed/download/{nas_id}","signed_download",300000],
  ["POST","/portal-hpc/permission/enable",null,60000],
  ["GET","/config/namespaces/{namespace}/entries/{key}","GetConfigEntry"],
  ["GET","/portal-hpc/queue/getCurrentQueue",null,null,["queues","clusters"]],
  ["POST","/nas/download_signature",null,60000],
  ["GET","/nas/file-systems/{fsid}/{nas_id}"],
  ["GET","/portal-hpc/graphics/session","graphics/session/get",null,["jobs"]],
  ["GET","/portal-hpc/job/jobdetail/{id}",null,null,["jobs"]],
  ["GET","/portal-hpc/notification/settings",null,null,["notifications"]],
  ["GET","/nas/get_object",null,300000],
  ["GET","/portal-hpc/permission/{user_id}"],
  ["GET","/portal-hpc/queue/getQueueNodes",null,null,["queues","clusters"]],
  ["GET","/portal-hpc/job/quotaUsage",null,null,["jobs","members"]],
  ["GET","/portal-hpc/software/remoteapp/link",null,30000],
  ["GET","/auth/session",null,5000],
  ["GET","/portal-hpc/simulation/jobdetail/{sjob_id}",null,null,["jobs"]],
  ["GET","/portal-hpc/simulation/joblog/{sjob_id}"],
  ["GET","/nas/upload_sessions/get","upload_session/get"],
  ["GET","/portal-hpc/cluster/list",null,null,["clusters"]],
  ["GET","/portal-hpc/user",null,null,["members","clusters"]],
  ["GET","/portal-hpc/queue/ehpc/getQueueList",null,null,["queues","clusters"]],
  ["GET","/nas/file-systems/{fsid}"],
  ["GET","/portal-hpc/graphics/session/list",null,null,["jobs"]],
  ["GET","/portal-hpc/job/list",null,null,["jobs"]],
  ["GET","/portal-hpc/cluster/listNodes",null,null,["clusters"]],
  ["GET","/portal-hpc/notification/deliveries",null,null,["notifications"]],
  ["GET","/portal-hpc/notification/list",null,null,["notifications"]],
  ["GET","/portal-hpc/operation",null,null,["operations"]],
  ["GET","/portal-hpc/project/listMember",null,null,["clusters","members"]],
  ["GET","/portal-hpc/project/list",null,null,["clusters"]],
  ["GET","/portal-hpc/billing/remoteapp_log_list",null,null,["remote_apps"]],
  ["GET","/portal-hpc/shared/clusters",null,null,["clusters","members"]],
  ["GET","/portal-hpc/shared/users",null,null,["members","clusters"]],
  ["GET","/portal-hpc/simulation/list/job",null,null,["jobs"]],
  ["GET","/portal-hpc/operation/simulation",null,null,["operations"]],
  ["GET","/portal-hpc/queue/ehpc/getStrategyList",null,null,["strategies","queues"]],
  ["GET","/portal-hpc/queue/ehpc/getStrategyLogList",null,null,["strategies"]],
  ["GET","/portal-hpc/job/timeExtension/list",null,null,["jobs"]],
  ["GET","/nas/upload_sessions","upload_session/list"],
  ["PUT","/nas/file-systems/{fsid}/{nas_id}"],
  ["POST","/portal-hpc/shared/user/modifyUser/{modify_type}"],
  ["GET","/portal-hpc/queue/ehpc/previewStrategy",null,null,["strategies","queues","jobs","clusters"]],
  ["POST","/nas/put_object",null,300000],
  ["POST","/nas/upload_sessions/chunk","upload_session/chunk",60000],
  ["POST","/portal-hpc/machine/release",null,120000],
  ["POST","/nas/file-systems/renameExport"],
  ["POST","/nas/file-systems/restartExport"],
  ["POST","/portal-hpc/cluster/restartNodes",null,60000],
  ["POST","/product-center/v1/skus:search","ProductCenterQueryRequest"],
  ["POST","/nas/signed/upload/{nas_id}","signed_upload",300000],
];
