/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Every operation of the contract: method, path, service, action (x-action) and time-out (x-timeout-ms).
 */

export interface OperationMeta {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  service: string;
  action: string;
  tag: string;
  timeoutMs: number;
}

export const operations: readonly OperationMeta[] = [
  {
    "operationId": "createCluster",
    "method": "POST",
    "path": "/portal-hpc/cluster/createCluster",
    "service": "portal-hpc",
    "action": "cluster/createCluster",
    "tag": "clusters",
    "timeoutMs": 60000
  },
  {
    "operationId": "deleteCluster",
    "method": "POST",
    "path": "/portal-hpc/cluster/deleteCluster",
    "service": "portal-hpc",
    "action": "cluster/deleteCluster",
    "tag": "clusters",
    "timeoutMs": 30000
  },
  {
    "operationId": "getClusterConf",
    "method": "GET",
    "path": "/portal-hpc/cluster/conf",
    "service": "portal-hpc",
    "action": "cluster/conf",
    "tag": "clusters",
    "timeoutMs": 15000
  },
  {
    "operationId": "getClusterNasInfo",
    "method": "GET",
    "path": "/portal-hpc/cluster/nasInfo",
    "service": "portal-hpc",
    "action": "cluster/nasInfo",
    "tag": "clusters",
    "timeoutMs": 15000
  },
  {
    "operationId": "getResizeClusterFee",
    "method": "GET",
    "path": "/portal-hpc/cluster/resizeClusterFee",
    "service": "portal-hpc",
    "action": "cluster/resizeClusterFee",
    "tag": "clusters",
    "timeoutMs": 15000
  },
  {
    "operationId": "getSession",
    "method": "GET",
    "path": "/auth/session",
    "service": "auth",
    "action": "session",
    "tag": "session",
    "timeoutMs": 5000
  },
  {
    "operationId": "listClusters",
    "method": "GET",
    "path": "/portal-hpc/cluster/list",
    "service": "portal-hpc",
    "action": "cluster/list",
    "tag": "clusters",
    "timeoutMs": 15000
  },
  {
    "operationId": "login",
    "method": "POST",
    "path": "/auth/login",
    "service": "auth",
    "action": "login",
    "tag": "session",
    "timeoutMs": 30000
  },
  {
    "operationId": "logout",
    "method": "POST",
    "path": "/auth/logout",
    "service": "auth",
    "action": "logout",
    "tag": "session",
    "timeoutMs": 30000
  },
  {
    "operationId": "modifyCluster",
    "method": "POST",
    "path": "/portal-hpc/cluster/modifyCluster",
    "service": "portal-hpc",
    "action": "cluster/modifyCluster",
    "tag": "clusters",
    "timeoutMs": 30000
  },
  {
    "operationId": "resizeCluster",
    "method": "POST",
    "path": "/portal-hpc/cluster/resizeCluster",
    "service": "portal-hpc",
    "action": "cluster/resizeCluster",
    "tag": "clusters",
    "timeoutMs": 30000
  },
  {
    "operationId": "resumeCluster",
    "method": "POST",
    "path": "/portal-hpc/cluster/resumeCluster",
    "service": "portal-hpc",
    "action": "cluster/resumeCluster",
    "tag": "clusters",
    "timeoutMs": 30000
  },
  {
    "operationId": "startCluster",
    "method": "POST",
    "path": "/portal-hpc/cluster/startCluster",
    "service": "portal-hpc",
    "action": "cluster/startCluster",
    "tag": "clusters",
    "timeoutMs": 30000
  },
  {
    "operationId": "stopCluster",
    "method": "POST",
    "path": "/portal-hpc/cluster/stopCluster",
    "service": "portal-hpc",
    "action": "cluster/stopCluster",
    "tag": "clusters",
    "timeoutMs": 30000
  },
  {
    "operationId": "upgradeCluster",
    "method": "POST",
    "path": "/portal-hpc/cluster/upgradeCluster",
    "service": "portal-hpc",
    "action": "cluster/upgradeCluster",
    "tag": "clusters",
    "timeoutMs": 30000
  }
];
