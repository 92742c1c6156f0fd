/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Every operation of the contract: method, path, service, action (x-action), time-out (x-timeout-ms) and the live
 * topics whose change may change its answer (x-live).
 */

import type { LiveTopic } from './model';

export interface OperationMeta {
  operationId: OperationId;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  service: string;
  action: string;
  tag: string;
  timeoutMs: number;
  live: readonly LiveTopic[];
}

export type OperationId =
  | 'abortUploadSession'
  | 'addClusterUser'
  | 'addEhpcQueue'
  | 'addEhpcQueueNodes'
  | 'addMachine'
  | 'addMachineNodes'
  | 'addNodes'
  | 'addProjectMember'
  | 'addProjectResource'
  | 'addSharedResourceLimit'
  | 'addSharedUser'
  | 'addStrategy'
  | 'applySoftware'
  | 'approveTimeExtension'
  | 'askTimeExtension'
  | 'associateLoginNodeEip'
  | 'bindPrivateQueue'
  | 'capacityExport'
  | 'completeUploadSession'
  | 'createAccessToken'
  | 'createCluster'
  | 'createDirectory'
  | 'createExport'
  | 'createFileSystem'
  | 'createJobFile'
  | 'createJobTemplate'
  | 'createProject'
  | 'createSubUser'
  | 'createUploadSession'
  | 'deleteCluster'
  | 'deleteClusterUser'
  | 'deleteEhpcQueues'
  | 'deleteExport'
  | 'deleteJobs'
  | 'deleteJobTemplate'
  | 'deleteNodes'
  | 'deleteObjects'
  | 'deleteProjectMember'
  | 'deleteSharedResourceLimit'
  | 'deleteSharedUser'
  | 'deleteSimulationJobs'
  | 'deleteStrategy'
  | 'describeAppVersions'
  | 'describeCommonAttachments'
  | 'describeEips'
  | 'describeIamUsers'
  | 'describeLoginAccounts'
  | 'describeLoginAccountUsers'
  | 'describeQueue'
  | 'describeRouters'
  | 'describeS2Servers'
  | 'describeUsers'
  | 'describeVxnets'
  | 'destroyProject'
  | 'dissociateLoginNodeEip'
  | 'downloadSignedObjects'
  | 'enablePermission'
  | 'enableStrategy'
  | 'enableSubUserPermission'
  | 'endGraphicsSession'
  | 'extendGraphicsSession'
  | 'finishOidcSignIn'
  | 'getAddNodesFee'
  | 'getArrearsInfos'
  | 'getBalance'
  | 'getBillingCost'
  | 'getChargeRecords'
  | 'getClusterBillInfo'
  | 'getClusterConf'
  | 'getClusterMonitor'
  | 'getClusterNasInfo'
  | 'getClusterPrice'
  | 'getConfigEntry'
  | 'getCurrentQueue'
  | 'getDownloadSignature'
  | 'getExport'
  | 'getGlobalUniqueId'
  | 'getGraphicsSession'
  | 'getJobDetail'
  | 'getJobTemplate'
  | 'getMetricDataByPeriod'
  | 'getNasBillCost'
  | 'getNotificationSettings'
  | 'getObject'
  | 'getObjects'
  | 'getPermission'
  | 'getPrivateResourceInfo'
  | 'getQueueNodes'
  | 'getQueueTypes'
  | 'getQuotaUsage'
  | 'getRecentMetricData'
  | 'getRemoteAppBillInfo'
  | 'getRemoteAppLink'
  | 'getResizeClusterFee'
  | 'getSession'
  | 'getShareResourceInfo'
  | 'getSignInOptions'
  | 'getSimulationJobDetail'
  | 'getSimulationJobLog'
  | 'getUploadSession'
  | 'getUploadSignature'
  | 'listAccessTokens'
  | 'listClusters'
  | 'listClusterUsers'
  | 'listEhpcQueues'
  | 'listExports'
  | 'listFileSystems'
  | 'listFileTemplates'
  | 'listGraphics'
  | 'listGraphicsSessions'
  | 'listJobs'
  | 'listJobTemplates'
  | 'listMachines'
  | 'listNodes'
  | 'listNotificationDeliveries'
  | 'listNotifications'
  | 'listOperations'
  | 'listProjectMembers'
  | 'listProjects'
  | 'listRemoteAppLogs'
  | 'listSharedClusters'
  | 'listSharedUsers'
  | 'listSimulationJobs'
  | 'listSimulationOperations'
  | 'listSlurmClusters'
  | 'listSoftware'
  | 'listSoftwareApplications'
  | 'listSoftwareClasses'
  | 'listStrategies'
  | 'listStrategyLogs'
  | 'listSubUsers'
  | 'listTimeExtensions'
  | 'listUploadSessions'
  | 'login'
  | 'loginDirectory'
  | 'logout'
  | 'markNotificationsRead'
  | 'markSoftware'
  | 'modifyCluster'
  | 'modifyClusterNode'
  | 'modifyClusterUser'
  | 'modifyEhpcQueue'
  | 'modifyExport'
  | 'modifySharedResourceLimit'
  | 'modifySharedUser'
  | 'modifySlurmCluster'
  | 'modifyStrategy'
  | 'moveObject'
  | 'openGraphicsSession'
  | 'previewStrategies'
  | 'putObject'
  | 'putUploadChunk'
  | 'refuseTimeExtension'
  | 'registerSlurmCluster'
  | 'releaseMachineNodes'
  | 'removeEhpcQueueNodes'
  | 'removeMachine'
  | 'removeSlurmCluster'
  | 'renameExport'
  | 'resizeCluster'
  | 'restartExport'
  | 'restartNodes'
  | 'resumeCluster'
  | 'resumeJobs'
  | 'retryJobArray'
  | 'reviewSoftwareApplication'
  | 'revokeAccessToken'
  | 'searchSkus'
  | 'startCluster'
  | 'startOidcSignIn'
  | 'stopCluster'
  | 'stopJobs'
  | 'stopSimulationJobs'
  | 'submitJob'
  | 'submitSimulationJob'
  | 'unbindPrivateQueue'
  | 'updateJobTemplate'
  | 'updateNotificationSettings'
  | 'updateQueueName'
  | 'upgradeCluster'
  | 'uploadSignedObjects'
  | 'withdrawTimeExtension';

export const operations: readonly OperationMeta[] = [
  {
    "operationId": "abortUploadSession",
    "method": "POST",
    "path": "/nas/upload_sessions/abort",
    "service": "nas",
    "action": "upload_session/abort",
    "tag": "storage",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "addClusterUser",
    "method": "POST",
    "path": "/portal-hpc/user/addUser",
    "service": "portal-hpc",
    "action": "user/addUser",
    "tag": "users",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "addEhpcQueue",
    "method": "POST",
    "path": "/portal-hpc/queue/ehpc/addQueue",
    "service": "portal-hpc",
    "action": "queue/ehpc/addQueue",
    "tag": "queues",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "addEhpcQueueNodes",
    "method": "POST",
    "path": "/portal-hpc/queue/ehpc/addNodes",
    "service": "portal-hpc",
    "action": "queue/ehpc/addNodes",
    "tag": "queues",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "addMachine",
    "method": "POST",
    "path": "/portal-hpc/machine/add",
    "service": "portal-hpc",
    "action": "machine/add",
    "tag": "machines",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "addMachineNodes",
    "method": "POST",
    "path": "/portal-hpc/machine/join",
    "service": "portal-hpc",
    "action": "machine/join",
    "tag": "machines",
    "timeoutMs": 120000,
    "live": []
  },
  {
    "operationId": "addNodes",
    "method": "POST",
    "path": "/portal-hpc/cluster/addNodes",
    "service": "portal-hpc",
    "action": "cluster/addNodes",
    "tag": "nodes",
    "timeoutMs": 60000,
    "live": []
  },
  {
    "operationId": "addProjectMember",
    "method": "POST",
    "path": "/portal-hpc/project/addMember",
    "service": "portal-hpc",
    "action": "project/addMember",
    "tag": "projects",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "addProjectResource",
    "method": "POST",
    "path": "/portal-hpc/project/addResource",
    "service": "portal-hpc",
    "action": "project/addResource",
    "tag": "projects",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "addSharedResourceLimit",
    "method": "POST",
    "path": "/portal-hpc/shared/user/addResourceLimit",
    "service": "portal-hpc",
    "action": "shared/user/addResourceLimit",
    "tag": "shared",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "addSharedUser",
    "method": "POST",
    "path": "/portal-hpc/shared/user/addUser",
    "service": "portal-hpc",
    "action": "shared/user/addUser",
    "tag": "shared",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "addStrategy",
    "method": "POST",
    "path": "/portal-hpc/queue/ehpc/addStrategy",
    "service": "portal-hpc",
    "action": "queue/ehpc/addStrategy",
    "tag": "strategies",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "applySoftware",
    "method": "POST",
    "path": "/portal-hpc/software/apply",
    "service": "portal-hpc",
    "action": "software/apply",
    "tag": "software",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "approveTimeExtension",
    "method": "POST",
    "path": "/portal-hpc/job/timeExtension/approve",
    "service": "portal-hpc",
    "action": "job/timeExtension/approve",
    "tag": "time-extensions",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "askTimeExtension",
    "method": "POST",
    "path": "/portal-hpc/job/timeExtension/ask",
    "service": "portal-hpc",
    "action": "job/timeExtension/ask",
    "tag": "time-extensions",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "associateLoginNodeEip",
    "method": "POST",
    "path": "/portal-hpc/cluster/associateLoginNodeEip",
    "service": "portal-hpc",
    "action": "cluster/associateLoginNodeEip",
    "tag": "nodes",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "bindPrivateQueue",
    "method": "POST",
    "path": "/portal-hpc/queue/bindPrivateQueue",
    "service": "portal-hpc",
    "action": "queue/bindPrivateQueue",
    "tag": "queues",
    "timeoutMs": 60000,
    "live": []
  },
  {
    "operationId": "capacityExport",
    "method": "PUT",
    "path": "/nas/file-systems/capacityExport",
    "service": "nas",
    "action": "file-systems/capacityExport",
    "tag": "storage",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "completeUploadSession",
    "method": "POST",
    "path": "/nas/upload_sessions/complete",
    "service": "nas",
    "action": "upload_session/complete",
    "tag": "storage",
    "timeoutMs": 300000,
    "live": []
  },
  {
    "operationId": "createAccessToken",
    "method": "POST",
    "path": "/auth/token/create",
    "service": "auth",
    "action": "token/create",
    "tag": "access-tokens",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "createCluster",
    "method": "POST",
    "path": "/portal-hpc/cluster/createCluster",
    "service": "portal-hpc",
    "action": "cluster/createCluster",
    "tag": "clusters",
    "timeoutMs": 60000,
    "live": []
  },
  {
    "operationId": "createDirectory",
    "method": "POST",
    "path": "/nas/create_directory",
    "service": "nas",
    "action": "create_directory",
    "tag": "storage",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "createExport",
    "method": "POST",
    "path": "/nas/file-systems/{fsid}",
    "service": "nas",
    "action": "file-systems/{fsid}",
    "tag": "storage",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "createFileSystem",
    "method": "POST",
    "path": "/nas/file-systems",
    "service": "nas",
    "action": "file-systems",
    "tag": "storage",
    "timeoutMs": 60000,
    "live": []
  },
  {
    "operationId": "createJobFile",
    "method": "POST",
    "path": "/portal-hpc/job/createJobFile",
    "service": "portal-hpc",
    "action": "job/createJobFile",
    "tag": "jobs",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "createJobTemplate",
    "method": "POST",
    "path": "/portal-hpc/jobtemplate/createJobTemp",
    "service": "portal-hpc",
    "action": "jobtemplate/createJobTemp",
    "tag": "job-templates",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "createProject",
    "method": "POST",
    "path": "/portal-hpc/project/create",
    "service": "portal-hpc",
    "action": "project/create",
    "tag": "projects",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "createSubUser",
    "method": "POST",
    "path": "/portal-hpc/subuser/create",
    "service": "portal-hpc",
    "action": "subuser/create",
    "tag": "projects",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "createUploadSession",
    "method": "POST",
    "path": "/nas/upload_sessions/create",
    "service": "nas",
    "action": "upload_session/create",
    "tag": "storage",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "deleteCluster",
    "method": "POST",
    "path": "/portal-hpc/cluster/deleteCluster",
    "service": "portal-hpc",
    "action": "cluster/deleteCluster",
    "tag": "clusters",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "deleteClusterUser",
    "method": "POST",
    "path": "/portal-hpc/user/deleteUser",
    "service": "portal-hpc",
    "action": "user/deleteUser",
    "tag": "users",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "deleteEhpcQueues",
    "method": "POST",
    "path": "/portal-hpc/queue/ehpc/delQueues",
    "service": "portal-hpc",
    "action": "queue/ehpc/delQueues",
    "tag": "queues",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "deleteExport",
    "method": "DELETE",
    "path": "/nas/file-systems/{fsid}/{nas_id}",
    "service": "nas",
    "action": "file-systems/{fsid}/{nas_id}",
    "tag": "storage",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "deleteJobs",
    "method": "POST",
    "path": "/portal-hpc/job/deleteJobs",
    "service": "portal-hpc",
    "action": "job/deleteJobs",
    "tag": "jobs",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "deleteJobTemplate",
    "method": "POST",
    "path": "/portal-hpc/jobtemplate/tempDelete",
    "service": "portal-hpc",
    "action": "jobtemplate/tempDelete",
    "tag": "job-templates",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "deleteNodes",
    "method": "POST",
    "path": "/portal-hpc/cluster/deleteNodes",
    "service": "portal-hpc",
    "action": "cluster/deleteNodes",
    "tag": "nodes",
    "timeoutMs": 60000,
    "live": []
  },
  {
    "operationId": "deleteObjects",
    "method": "POST",
    "path": "/nas/delete_objects",
    "service": "nas",
    "action": "delete_objects",
    "tag": "storage",
    "timeoutMs": 60000,
    "live": []
  },
  {
    "operationId": "deleteProjectMember",
    "method": "POST",
    "path": "/portal-hpc/project/delMember",
    "service": "portal-hpc",
    "action": "project/delMember",
    "tag": "projects",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "deleteSharedResourceLimit",
    "method": "POST",
    "path": "/portal-hpc/shared/user/deleteResourceLimit",
    "service": "portal-hpc",
    "action": "shared/user/deleteResourceLimit",
    "tag": "shared",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "deleteSharedUser",
    "method": "POST",
    "path": "/portal-hpc/shared/user/deleteUser",
    "service": "portal-hpc",
    "action": "shared/user/deleteUser",
    "tag": "shared",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "deleteSimulationJobs",
    "method": "POST",
    "path": "/portal-hpc/simulation/deleteJobs",
    "service": "portal-hpc",
    "action": "simulation/deleteJobs",
    "tag": "jobs",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "deleteStrategy",
    "method": "POST",
    "path": "/portal-hpc/queue/ehpc/delStrategy",
    "service": "portal-hpc",
    "action": "queue/ehpc/delStrategy",
    "tag": "strategies",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "describeAppVersions",
    "method": "GET",
    "path": "/iaas/DescribeAppVersions",
    "service": "iaas",
    "action": "DescribeAppVersions",
    "tag": "catalogue",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "describeCommonAttachments",
    "method": "GET",
    "path": "/iaas/DescribeCommonAttachments",
    "service": "iaas",
    "action": "DescribeCommonAttachments",
    "tag": "catalogue",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "describeEips",
    "method": "GET",
    "path": "/iaas/DescribeEips",
    "service": "iaas",
    "action": "DescribeEips",
    "tag": "network",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "describeIamUsers",
    "method": "GET",
    "path": "/iam/DescribeIAMUsers",
    "service": "iam",
    "action": "DescribeIAMUsers",
    "tag": "projects",
    "timeoutMs": 15000,
    "live": [
      "members"
    ]
  },
  {
    "operationId": "describeLoginAccounts",
    "method": "GET",
    "path": "/iaas/DescribeLoginAccounts",
    "service": "iaas",
    "action": "DescribeLoginAccounts",
    "tag": "projects",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "describeLoginAccountUsers",
    "method": "GET",
    "path": "/iaas/DescribeLoginAccountUsers",
    "service": "iaas",
    "action": "DescribeLoginAccountUsers",
    "tag": "projects",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "describeQueue",
    "method": "GET",
    "path": "/portal-hpc/queue/describeQueue",
    "service": "portal-hpc",
    "action": "queue/describeQueue",
    "tag": "queues",
    "timeoutMs": 15000,
    "live": [
      "queues",
      "clusters"
    ]
  },
  {
    "operationId": "describeRouters",
    "method": "GET",
    "path": "/iaas/DescribeRouters",
    "service": "iaas",
    "action": "DescribeRouters",
    "tag": "network",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "describeS2Servers",
    "method": "GET",
    "path": "/iaas/DescribeS2Servers",
    "service": "iaas",
    "action": "DescribeS2Servers",
    "tag": "storage",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "describeUsers",
    "method": "GET",
    "path": "/iaas/DescribeUsers",
    "service": "iaas",
    "action": "DescribeUsers",
    "tag": "projects",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "describeVxnets",
    "method": "GET",
    "path": "/iaas/DescribeVxnets",
    "service": "iaas",
    "action": "DescribeVxnets",
    "tag": "network",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "destroyProject",
    "method": "POST",
    "path": "/portal-hpc/project/destroy",
    "service": "portal-hpc",
    "action": "project/destroy",
    "tag": "projects",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "dissociateLoginNodeEip",
    "method": "POST",
    "path": "/portal-hpc/cluster/dissociateLoginNodeEip",
    "service": "portal-hpc",
    "action": "cluster/dissociateLoginNodeEip",
    "tag": "nodes",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "downloadSignedObjects",
    "method": "GET",
    "path": "/nas/signed/download/{nas_id}",
    "service": "nas",
    "action": "signed_download",
    "tag": "storage",
    "timeoutMs": 300000,
    "live": []
  },
  {
    "operationId": "enablePermission",
    "method": "POST",
    "path": "/portal-hpc/permission/enable",
    "service": "portal-hpc",
    "action": "permission/enable",
    "tag": "permission",
    "timeoutMs": 60000,
    "live": []
  },
  {
    "operationId": "enableStrategy",
    "method": "POST",
    "path": "/portal-hpc/queue/ehpc/enableStrategy",
    "service": "portal-hpc",
    "action": "queue/ehpc/enableStrategy",
    "tag": "strategies",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "enableSubUserPermission",
    "method": "POST",
    "path": "/portal-hpc/subuser/permission/enable",
    "service": "portal-hpc",
    "action": "subuser/permission/enable",
    "tag": "projects",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "endGraphicsSession",
    "method": "POST",
    "path": "/portal-hpc/graphics/session/end",
    "service": "portal-hpc",
    "action": "graphics/session/end",
    "tag": "graphics",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "extendGraphicsSession",
    "method": "POST",
    "path": "/portal-hpc/graphics/session/extend",
    "service": "portal-hpc",
    "action": "graphics/session/extend",
    "tag": "graphics",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "finishOidcSignIn",
    "method": "GET",
    "path": "/auth/oidc/callback",
    "service": "auth",
    "action": "oidc/callback",
    "tag": "session",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "getAddNodesFee",
    "method": "GET",
    "path": "/portal-hpc/cluster/addNodesFee",
    "service": "portal-hpc",
    "action": "cluster/addNodesFee",
    "tag": "nodes",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "getArrearsInfos",
    "method": "GET",
    "path": "/billing/GetArrearsInfos",
    "service": "billing",
    "action": "GetArrearsInfos",
    "tag": "billing",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "getBalance",
    "method": "GET",
    "path": "/billing/GetBalance",
    "service": "billing",
    "action": "GetBalance",
    "tag": "billing",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "getBillingCost",
    "method": "GET",
    "path": "/portal-hpc/billing/cost",
    "service": "portal-hpc",
    "action": "billing/cost",
    "tag": "billing",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "getChargeRecords",
    "method": "GET",
    "path": "/billing/GetChargeRecords",
    "service": "billing",
    "action": "GetChargeRecords",
    "tag": "billing",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "getClusterBillInfo",
    "method": "GET",
    "path": "/portal-hpc/rent/cluster/billInfo",
    "service": "portal-hpc",
    "action": "rent/cluster/billInfo",
    "tag": "billing",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "getClusterConf",
    "method": "GET",
    "path": "/portal-hpc/cluster/conf",
    "service": "portal-hpc",
    "action": "cluster/conf",
    "tag": "clusters",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "getClusterMonitor",
    "method": "GET",
    "path": "/monitor/GetClusterMonitor",
    "service": "monitor",
    "action": "GetClusterMonitor",
    "tag": "monitoring",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "getClusterNasInfo",
    "method": "GET",
    "path": "/portal-hpc/cluster/nasInfo",
    "service": "portal-hpc",
    "action": "cluster/nasInfo",
    "tag": "clusters",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "getClusterPrice",
    "method": "GET",
    "path": "/iaas/GetClusterPrice",
    "service": "iaas",
    "action": "GetClusterPrice",
    "tag": "catalogue",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "getConfigEntry",
    "method": "GET",
    "path": "/config/namespaces/{namespace}/entries/{key}",
    "service": "config",
    "action": "GetConfigEntry",
    "tag": "configuration",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "getCurrentQueue",
    "method": "GET",
    "path": "/portal-hpc/queue/getCurrentQueue",
    "service": "portal-hpc",
    "action": "queue/getCurrentQueue",
    "tag": "queues",
    "timeoutMs": 15000,
    "live": [
      "queues",
      "clusters"
    ]
  },
  {
    "operationId": "getDownloadSignature",
    "method": "POST",
    "path": "/nas/download_signature",
    "service": "nas",
    "action": "download_signature",
    "tag": "storage",
    "timeoutMs": 60000,
    "live": []
  },
  {
    "operationId": "getExport",
    "method": "GET",
    "path": "/nas/file-systems/{fsid}/{nas_id}",
    "service": "nas",
    "action": "file-systems/{fsid}/{nas_id}",
    "tag": "storage",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "getGlobalUniqueId",
    "method": "GET",
    "path": "/iaas/GetGlobalUniqueId",
    "service": "iaas",
    "action": "GetGlobalUniqueId",
    "tag": "catalogue",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "getGraphicsSession",
    "method": "GET",
    "path": "/portal-hpc/graphics/session",
    "service": "portal-hpc",
    "action": "graphics/session/get",
    "tag": "graphics",
    "timeoutMs": 15000,
    "live": [
      "jobs"
    ]
  },
  {
    "operationId": "getJobDetail",
    "method": "GET",
    "path": "/portal-hpc/job/jobdetail/{id}",
    "service": "portal-hpc",
    "action": "job/jobdetail/{id}",
    "tag": "jobs",
    "timeoutMs": 15000,
    "live": [
      "jobs"
    ]
  },
  {
    "operationId": "getJobTemplate",
    "method": "GET",
    "path": "/portal-hpc/jobtemplate/tempDetail",
    "service": "portal-hpc",
    "action": "jobtemplate/tempDetail",
    "tag": "job-templates",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "getMetricDataByPeriod",
    "method": "GET",
    "path": "/monitor/GetMetricDataByPeriod",
    "service": "monitor",
    "action": "GetMetricDataByPeriod",
    "tag": "monitoring",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "getNasBillCost",
    "method": "POST",
    "path": "/nas/bill/cost",
    "service": "nas",
    "action": "bill/cost",
    "tag": "storage",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "getNotificationSettings",
    "method": "GET",
    "path": "/portal-hpc/notification/settings",
    "service": "portal-hpc",
    "action": "notification/settings",
    "tag": "notifications",
    "timeoutMs": 15000,
    "live": [
      "notifications"
    ]
  },
  {
    "operationId": "getObject",
    "method": "GET",
    "path": "/nas/get_object",
    "service": "nas",
    "action": "get_object",
    "tag": "storage",
    "timeoutMs": 300000,
    "live": []
  },
  {
    "operationId": "getObjects",
    "method": "GET",
    "path": "/nas/get_objects",
    "service": "nas",
    "action": "get_objects",
    "tag": "storage",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "getPermission",
    "method": "GET",
    "path": "/portal-hpc/permission/{user_id}",
    "service": "portal-hpc",
    "action": "permission/{user_id}",
    "tag": "permission",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "getPrivateResourceInfo",
    "method": "GET",
    "path": "/portal-hpc/rent/cluster/privateResourceInfo",
    "service": "portal-hpc",
    "action": "rent/cluster/privateResourceInfo",
    "tag": "billing",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "getQueueNodes",
    "method": "GET",
    "path": "/portal-hpc/queue/getQueueNodes",
    "service": "portal-hpc",
    "action": "queue/getQueueNodes",
    "tag": "queues",
    "timeoutMs": 15000,
    "live": [
      "queues",
      "clusters"
    ]
  },
  {
    "operationId": "getQueueTypes",
    "method": "GET",
    "path": "/portal-hpc/queue/getQueueTypes",
    "service": "portal-hpc",
    "action": "queue/getQueueTypes",
    "tag": "queues",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "getQuotaUsage",
    "method": "GET",
    "path": "/portal-hpc/job/quotaUsage",
    "service": "portal-hpc",
    "action": "job/quotaUsage",
    "tag": "jobs",
    "timeoutMs": 15000,
    "live": [
      "jobs",
      "members"
    ]
  },
  {
    "operationId": "getRecentMetricData",
    "method": "GET",
    "path": "/monitor/GetRecentMetricData",
    "service": "monitor",
    "action": "GetRecentMetricData",
    "tag": "monitoring",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "getRemoteAppBillInfo",
    "method": "GET",
    "path": "/portal-hpc/rent/remoteapp/billInfo",
    "service": "portal-hpc",
    "action": "rent/remoteapp/billInfo",
    "tag": "billing",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "getRemoteAppLink",
    "method": "GET",
    "path": "/portal-hpc/software/remoteapp/link",
    "service": "portal-hpc",
    "action": "software/remoteapp/link",
    "tag": "software",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "getResizeClusterFee",
    "method": "GET",
    "path": "/portal-hpc/cluster/resizeClusterFee",
    "service": "portal-hpc",
    "action": "cluster/resizeClusterFee",
    "tag": "clusters",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "getSession",
    "method": "GET",
    "path": "/auth/session",
    "service": "auth",
    "action": "session",
    "tag": "session",
    "timeoutMs": 5000,
    "live": []
  },
  {
    "operationId": "getShareResourceInfo",
    "method": "GET",
    "path": "/portal-hpc/rent/cluster/shareResourceInfo",
    "service": "portal-hpc",
    "action": "rent/cluster/shareResourceInfo",
    "tag": "billing",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "getSignInOptions",
    "method": "GET",
    "path": "/auth/sign_in_options",
    "service": "auth",
    "action": "sign_in_options",
    "tag": "session",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "getSimulationJobDetail",
    "method": "GET",
    "path": "/portal-hpc/simulation/jobdetail/{sjob_id}",
    "service": "portal-hpc",
    "action": "simulation/jobdetail/{sjob_id}",
    "tag": "jobs",
    "timeoutMs": 15000,
    "live": [
      "jobs"
    ]
  },
  {
    "operationId": "getSimulationJobLog",
    "method": "GET",
    "path": "/portal-hpc/simulation/joblog/{sjob_id}",
    "service": "portal-hpc",
    "action": "simulation/joblog/{sjob_id}",
    "tag": "jobs",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "getUploadSession",
    "method": "GET",
    "path": "/nas/upload_sessions/get",
    "service": "nas",
    "action": "upload_session/get",
    "tag": "storage",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "getUploadSignature",
    "method": "POST",
    "path": "/nas/upload_signature",
    "service": "nas",
    "action": "upload_signature",
    "tag": "storage",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "listAccessTokens",
    "method": "GET",
    "path": "/auth/token/list",
    "service": "auth",
    "action": "token/list",
    "tag": "access-tokens",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "listClusters",
    "method": "GET",
    "path": "/portal-hpc/cluster/list",
    "service": "portal-hpc",
    "action": "cluster/list",
    "tag": "clusters",
    "timeoutMs": 15000,
    "live": [
      "clusters"
    ]
  },
  {
    "operationId": "listClusterUsers",
    "method": "GET",
    "path": "/portal-hpc/user",
    "service": "portal-hpc",
    "action": "user",
    "tag": "users",
    "timeoutMs": 15000,
    "live": [
      "members",
      "clusters"
    ]
  },
  {
    "operationId": "listEhpcQueues",
    "method": "GET",
    "path": "/portal-hpc/queue/ehpc/getQueueList",
    "service": "portal-hpc",
    "action": "queue/ehpc/getQueueList",
    "tag": "queues",
    "timeoutMs": 15000,
    "live": [
      "queues",
      "clusters"
    ]
  },
  {
    "operationId": "listExports",
    "method": "GET",
    "path": "/nas/file-systems/{fsid}",
    "service": "nas",
    "action": "file-systems/{fsid}",
    "tag": "storage",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "listFileSystems",
    "method": "GET",
    "path": "/nas/file-systems",
    "service": "nas",
    "action": "file-systems",
    "tag": "storage",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "listFileTemplates",
    "method": "GET",
    "path": "/portal-hpc/filetemplate/tempList",
    "service": "portal-hpc",
    "action": "filetemplate/tempList",
    "tag": "job-templates",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "listGraphics",
    "method": "GET",
    "path": "/portal-hpc/software/graphics",
    "service": "portal-hpc",
    "action": "software/graphics",
    "tag": "software",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "listGraphicsSessions",
    "method": "GET",
    "path": "/portal-hpc/graphics/session/list",
    "service": "portal-hpc",
    "action": "graphics/session/list",
    "tag": "graphics",
    "timeoutMs": 15000,
    "live": [
      "jobs"
    ]
  },
  {
    "operationId": "listJobs",
    "method": "GET",
    "path": "/portal-hpc/job/list",
    "service": "portal-hpc",
    "action": "job/list",
    "tag": "jobs",
    "timeoutMs": 15000,
    "live": [
      "jobs"
    ]
  },
  {
    "operationId": "listJobTemplates",
    "method": "GET",
    "path": "/portal-hpc/jobtemplate/tempList",
    "service": "portal-hpc",
    "action": "jobtemplate/tempList",
    "tag": "job-templates",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "listMachines",
    "method": "GET",
    "path": "/portal-hpc/machine/list",
    "service": "portal-hpc",
    "action": "machine/list",
    "tag": "machines",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "listNodes",
    "method": "GET",
    "path": "/portal-hpc/cluster/listNodes",
    "service": "portal-hpc",
    "action": "cluster/listNodes",
    "tag": "nodes",
    "timeoutMs": 15000,
    "live": [
      "clusters"
    ]
  },
  {
    "operationId": "listNotificationDeliveries",
    "method": "GET",
    "path": "/portal-hpc/notification/deliveries",
    "service": "portal-hpc",
    "action": "notification/deliveries",
    "tag": "notifications",
    "timeoutMs": 15000,
    "live": [
      "notifications"
    ]
  },
  {
    "operationId": "listNotifications",
    "method": "GET",
    "path": "/portal-hpc/notification/list",
    "service": "portal-hpc",
    "action": "notification/list",
    "tag": "notifications",
    "timeoutMs": 15000,
    "live": [
      "notifications"
    ]
  },
  {
    "operationId": "listOperations",
    "method": "GET",
    "path": "/portal-hpc/operation",
    "service": "portal-hpc",
    "action": "operation",
    "tag": "operation-log",
    "timeoutMs": 15000,
    "live": [
      "operations"
    ]
  },
  {
    "operationId": "listProjectMembers",
    "method": "GET",
    "path": "/portal-hpc/project/listMember",
    "service": "portal-hpc",
    "action": "project/listMember",
    "tag": "projects",
    "timeoutMs": 15000,
    "live": [
      "clusters",
      "members"
    ]
  },
  {
    "operationId": "listProjects",
    "method": "GET",
    "path": "/portal-hpc/project/list",
    "service": "portal-hpc",
    "action": "project/list",
    "tag": "projects",
    "timeoutMs": 15000,
    "live": [
      "clusters"
    ]
  },
  {
    "operationId": "listRemoteAppLogs",
    "method": "GET",
    "path": "/portal-hpc/billing/remoteapp_log_list",
    "service": "portal-hpc",
    "action": "billing/remoteapp_log_list",
    "tag": "billing",
    "timeoutMs": 15000,
    "live": [
      "remote_apps"
    ]
  },
  {
    "operationId": "listSharedClusters",
    "method": "GET",
    "path": "/portal-hpc/shared/clusters",
    "service": "portal-hpc",
    "action": "shared/clusters",
    "tag": "shared",
    "timeoutMs": 15000,
    "live": [
      "clusters",
      "members"
    ]
  },
  {
    "operationId": "listSharedUsers",
    "method": "GET",
    "path": "/portal-hpc/shared/users",
    "service": "portal-hpc",
    "action": "shared/users",
    "tag": "shared",
    "timeoutMs": 15000,
    "live": [
      "members",
      "clusters"
    ]
  },
  {
    "operationId": "listSimulationJobs",
    "method": "GET",
    "path": "/portal-hpc/simulation/list/job",
    "service": "portal-hpc",
    "action": "simulation/list/job",
    "tag": "jobs",
    "timeoutMs": 15000,
    "live": [
      "jobs"
    ]
  },
  {
    "operationId": "listSimulationOperations",
    "method": "GET",
    "path": "/portal-hpc/operation/simulation",
    "service": "portal-hpc",
    "action": "operation/simulation",
    "tag": "operation-log",
    "timeoutMs": 15000,
    "live": [
      "operations"
    ]
  },
  {
    "operationId": "listSlurmClusters",
    "method": "GET",
    "path": "/portal-hpc/slurm/cluster/list",
    "service": "portal-hpc",
    "action": "slurm/cluster/list",
    "tag": "slurm-clusters",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "listSoftware",
    "method": "GET",
    "path": "/portal-hpc/software/list",
    "service": "portal-hpc",
    "action": "software/list",
    "tag": "software",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "listSoftwareApplications",
    "method": "GET",
    "path": "/portal-hpc/software/apply/list",
    "service": "portal-hpc",
    "action": "software/apply/list",
    "tag": "software",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "listSoftwareClasses",
    "method": "GET",
    "path": "/portal-hpc/software/class",
    "service": "portal-hpc",
    "action": "software/class",
    "tag": "software",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "listStrategies",
    "method": "GET",
    "path": "/portal-hpc/queue/ehpc/getStrategyList",
    "service": "portal-hpc",
    "action": "queue/ehpc/getStrategyList",
    "tag": "strategies",
    "timeoutMs": 15000,
    "live": [
      "strategies",
      "queues"
    ]
  },
  {
    "operationId": "listStrategyLogs",
    "method": "GET",
    "path": "/portal-hpc/queue/ehpc/getStrategyLogList",
    "service": "portal-hpc",
    "action": "queue/ehpc/getStrategyLogList",
    "tag": "strategies",
    "timeoutMs": 15000,
    "live": [
      "strategies"
    ]
  },
  {
    "operationId": "listSubUsers",
    "method": "GET",
    "path": "/portal-hpc/subuser",
    "service": "portal-hpc",
    "action": "subuser",
    "tag": "projects",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "listTimeExtensions",
    "method": "GET",
    "path": "/portal-hpc/job/timeExtension/list",
    "service": "portal-hpc",
    "action": "job/timeExtension/list",
    "tag": "time-extensions",
    "timeoutMs": 15000,
    "live": [
      "jobs"
    ]
  },
  {
    "operationId": "listUploadSessions",
    "method": "GET",
    "path": "/nas/upload_sessions",
    "service": "nas",
    "action": "upload_session/list",
    "tag": "storage",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "login",
    "method": "POST",
    "path": "/auth/login",
    "service": "auth",
    "action": "login",
    "tag": "session",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "loginDirectory",
    "method": "POST",
    "path": "/auth/login/directory",
    "service": "auth",
    "action": "login/directory",
    "tag": "session",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "logout",
    "method": "POST",
    "path": "/auth/logout",
    "service": "auth",
    "action": "logout",
    "tag": "session",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "markNotificationsRead",
    "method": "POST",
    "path": "/portal-hpc/notification/markRead",
    "service": "portal-hpc",
    "action": "notification/markRead",
    "tag": "notifications",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "markSoftware",
    "method": "POST",
    "path": "/portal-hpc/software/mark",
    "service": "portal-hpc",
    "action": "software/mark",
    "tag": "software",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "modifyCluster",
    "method": "POST",
    "path": "/portal-hpc/cluster/modifyCluster",
    "service": "portal-hpc",
    "action": "cluster/modifyCluster",
    "tag": "clusters",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "modifyClusterNode",
    "method": "POST",
    "path": "/portal-hpc/cluster/modifyClusterNode",
    "service": "portal-hpc",
    "action": "cluster/modifyClusterNode",
    "tag": "nodes",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "modifyClusterUser",
    "method": "POST",
    "path": "/portal-hpc/user/modifyUser",
    "service": "portal-hpc",
    "action": "user/modifyUser",
    "tag": "users",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "modifyEhpcQueue",
    "method": "POST",
    "path": "/portal-hpc/queue/ehpc/modifyQueue",
    "service": "portal-hpc",
    "action": "queue/ehpc/modifyQueue",
    "tag": "queues",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "modifyExport",
    "method": "PUT",
    "path": "/nas/file-systems/{fsid}/{nas_id}",
    "service": "nas",
    "action": "file-systems/{fsid}/{nas_id}",
    "tag": "storage",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "modifySharedResourceLimit",
    "method": "POST",
    "path": "/portal-hpc/shared/user/modifyResourceLimit",
    "service": "portal-hpc",
    "action": "shared/user/modifyResourceLimit",
    "tag": "shared",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "modifySharedUser",
    "method": "POST",
    "path": "/portal-hpc/shared/user/modifyUser/{modify_type}",
    "service": "portal-hpc",
    "action": "shared/user/modifyUser/{modify_type}",
    "tag": "shared",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "modifySlurmCluster",
    "method": "POST",
    "path": "/portal-hpc/slurm/cluster/modify",
    "service": "portal-hpc",
    "action": "slurm/cluster/modify",
    "tag": "slurm-clusters",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "modifyStrategy",
    "method": "POST",
    "path": "/portal-hpc/queue/ehpc/modifyStrategy",
    "service": "portal-hpc",
    "action": "queue/ehpc/modifyStrategy",
    "tag": "strategies",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "moveObject",
    "method": "POST",
    "path": "/nas/move_object",
    "service": "nas",
    "action": "move_object",
    "tag": "storage",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "openGraphicsSession",
    "method": "POST",
    "path": "/portal-hpc/graphics/session/open",
    "service": "portal-hpc",
    "action": "graphics/session/open",
    "tag": "graphics",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "previewStrategies",
    "method": "GET",
    "path": "/portal-hpc/queue/ehpc/previewStrategy",
    "service": "portal-hpc",
    "action": "queue/ehpc/previewStrategy",
    "tag": "strategies",
    "timeoutMs": 15000,
    "live": [
      "strategies",
      "queues",
      "jobs",
      "clusters"
    ]
  },
  {
    "operationId": "putObject",
    "method": "POST",
    "path": "/nas/put_object",
    "service": "nas",
    "action": "put_object",
    "tag": "storage",
    "timeoutMs": 300000,
    "live": []
  },
  {
    "operationId": "putUploadChunk",
    "method": "POST",
    "path": "/nas/upload_sessions/chunk",
    "service": "nas",
    "action": "upload_session/chunk",
    "tag": "storage",
    "timeoutMs": 60000,
    "live": []
  },
  {
    "operationId": "refuseTimeExtension",
    "method": "POST",
    "path": "/portal-hpc/job/timeExtension/refuse",
    "service": "portal-hpc",
    "action": "job/timeExtension/refuse",
    "tag": "time-extensions",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "registerSlurmCluster",
    "method": "POST",
    "path": "/portal-hpc/slurm/cluster/register",
    "service": "portal-hpc",
    "action": "slurm/cluster/register",
    "tag": "slurm-clusters",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "releaseMachineNodes",
    "method": "POST",
    "path": "/portal-hpc/machine/release",
    "service": "portal-hpc",
    "action": "machine/release",
    "tag": "machines",
    "timeoutMs": 120000,
    "live": []
  },
  {
    "operationId": "removeEhpcQueueNodes",
    "method": "POST",
    "path": "/portal-hpc/queue/ehpc/removeNodes",
    "service": "portal-hpc",
    "action": "queue/ehpc/removeNodes",
    "tag": "queues",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "removeMachine",
    "method": "POST",
    "path": "/portal-hpc/machine/remove",
    "service": "portal-hpc",
    "action": "machine/remove",
    "tag": "machines",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "removeSlurmCluster",
    "method": "POST",
    "path": "/portal-hpc/slurm/cluster/remove",
    "service": "portal-hpc",
    "action": "slurm/cluster/remove",
    "tag": "slurm-clusters",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "renameExport",
    "method": "POST",
    "path": "/nas/file-systems/renameExport",
    "service": "nas",
    "action": "file-systems/renameExport",
    "tag": "storage",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "resizeCluster",
    "method": "POST",
    "path": "/portal-hpc/cluster/resizeCluster",
    "service": "portal-hpc",
    "action": "cluster/resizeCluster",
    "tag": "clusters",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "restartExport",
    "method": "POST",
    "path": "/nas/file-systems/restartExport",
    "service": "nas",
    "action": "file-systems/restartExport",
    "tag": "storage",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "restartNodes",
    "method": "POST",
    "path": "/portal-hpc/cluster/restartNodes",
    "service": "portal-hpc",
    "action": "cluster/restartNodes",
    "tag": "nodes",
    "timeoutMs": 60000,
    "live": []
  },
  {
    "operationId": "resumeCluster",
    "method": "POST",
    "path": "/portal-hpc/cluster/resumeCluster",
    "service": "portal-hpc",
    "action": "cluster/resumeCluster",
    "tag": "clusters",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "resumeJobs",
    "method": "POST",
    "path": "/portal-hpc/job/resumeJobs",
    "service": "portal-hpc",
    "action": "job/resumeJobs",
    "tag": "jobs",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "retryJobArray",
    "method": "POST",
    "path": "/portal-hpc/job/retryArray",
    "service": "portal-hpc",
    "action": "job/retryArray",
    "tag": "jobs",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "reviewSoftwareApplication",
    "method": "POST",
    "path": "/portal-hpc/software/apply/review",
    "service": "portal-hpc",
    "action": "software/apply/review",
    "tag": "software",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "revokeAccessToken",
    "method": "POST",
    "path": "/auth/token/revoke",
    "service": "auth",
    "action": "token/revoke",
    "tag": "access-tokens",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "searchSkus",
    "method": "POST",
    "path": "/product-center/v1/skus:search",
    "service": "product-center",
    "action": "ProductCenterQueryRequest",
    "tag": "catalogue",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "startCluster",
    "method": "POST",
    "path": "/portal-hpc/cluster/startCluster",
    "service": "portal-hpc",
    "action": "cluster/startCluster",
    "tag": "clusters",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "startOidcSignIn",
    "method": "GET",
    "path": "/auth/oidc/start",
    "service": "auth",
    "action": "oidc/start",
    "tag": "session",
    "timeoutMs": 15000,
    "live": []
  },
  {
    "operationId": "stopCluster",
    "method": "POST",
    "path": "/portal-hpc/cluster/stopCluster",
    "service": "portal-hpc",
    "action": "cluster/stopCluster",
    "tag": "clusters",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "stopJobs",
    "method": "POST",
    "path": "/portal-hpc/job/stopJobs",
    "service": "portal-hpc",
    "action": "job/stopJobs",
    "tag": "jobs",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "stopSimulationJobs",
    "method": "POST",
    "path": "/portal-hpc/simulation/stopJobs",
    "service": "portal-hpc",
    "action": "simulation/stopJobs",
    "tag": "jobs",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "submitJob",
    "method": "POST",
    "path": "/portal-hpc/job/submitJob",
    "service": "portal-hpc",
    "action": "job/submitJob",
    "tag": "jobs",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "submitSimulationJob",
    "method": "POST",
    "path": "/portal-hpc/simulation/submitJob",
    "service": "portal-hpc",
    "action": "simulation/submitJob",
    "tag": "jobs",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "unbindPrivateQueue",
    "method": "POST",
    "path": "/portal-hpc/queue/unbindPrivateQueue",
    "service": "portal-hpc",
    "action": "queue/unbindPrivateQueue",
    "tag": "queues",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "updateJobTemplate",
    "method": "POST",
    "path": "/portal-hpc/jobtemplate/updateJobTemp",
    "service": "portal-hpc",
    "action": "jobtemplate/updateJobTemp",
    "tag": "job-templates",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "updateNotificationSettings",
    "method": "POST",
    "path": "/portal-hpc/notification/updateSettings",
    "service": "portal-hpc",
    "action": "notification/updateSettings",
    "tag": "notifications",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "updateQueueName",
    "method": "POST",
    "path": "/portal-hpc/queue/updateQueueName",
    "service": "portal-hpc",
    "action": "queue/updateQueueName",
    "tag": "queues",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "upgradeCluster",
    "method": "POST",
    "path": "/portal-hpc/cluster/upgradeCluster",
    "service": "portal-hpc",
    "action": "cluster/upgradeCluster",
    "tag": "clusters",
    "timeoutMs": 30000,
    "live": []
  },
  {
    "operationId": "uploadSignedObjects",
    "method": "POST",
    "path": "/nas/signed/upload/{nas_id}",
    "service": "nas",
    "action": "signed_upload",
    "tag": "storage",
    "timeoutMs": 300000,
    "live": []
  },
  {
    "operationId": "withdrawTimeExtension",
    "method": "POST",
    "path": "/portal-hpc/job/timeExtension/withdraw",
    "service": "portal-hpc",
    "action": "job/timeExtension/withdraw",
    "tag": "time-extensions",
    "timeoutMs": 30000,
    "live": []
  }
];
