/**
 * What the user did, in words, for each action the gateway records in the operation log (the x-action of the change's
 * call). The log shows the words and keeps the action name beside them (and in the export's own column); an action
 * without words here shows its name as it is. operation-actions.test.ts checks that every change the gateway records
 * has words.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const OPERATION_ACTIONS: Record<string, MessageDescriptor> = {
  'billing/recharge': msg`Recharge the account`,
  'billing/suspendCluster': msg`Suspend cluster for arrears`,
  'cluster/addNodes': msg`Add nodes`,
  'cluster/associateLoginNodeEip': msg`Bind a public IP to the login node`,
  'cluster/createCluster': msg`Create cluster`,
  'cluster/deleteCluster': msg`Delete cluster`,
  'cluster/deleteNodes': msg`Delete nodes`,
  'cluster/dissociateLoginNodeEip': msg`Unbind the login node's public IP`,
  'cluster/modifyCluster': msg`Modify cluster`,
  'cluster/modifyClusterNode': msg`Modify node`,
  'cluster/resizeCluster': msg`Resize cluster`,
  'cluster/restartNodes': msg`Restart nodes`,
  'cluster/resumeCluster': msg`Resume cluster`,
  'cluster/startCluster': msg`Start cluster`,
  'cluster/stopCluster': msg`Stop cluster`,
  'cluster/upgradeCluster': msg`Upgrade cluster`,
  'file-systems': msg`Create file system`,
  'file-systems/{fsid}': msg`Create NAS export`,
  'file-systems/{fsid}/{nas_id}': msg`Modify or delete NAS export`,
  'file-systems/capacityExport': msg`Change NAS export capacity`,
  'file-systems/renameExport': msg`Rename NAS export`,
  'file-systems/restartExport': msg`Restart NAS export`,
  'job/createJobFile': msg`Save job script to the cluster`,
  'job/deleteJobs': msg`Delete jobs`,
  'job/resumeJobs': msg`Resume jobs`,
  'job/retryArray': msg`Retry the failed tasks of a job array`,
  'job/stopJobs': msg`Stop jobs`,
  'job/submitJob': msg`Submit job`,
  'job/timeExtension/approve': msg`Approve more time for a job`,
  'job/timeExtension/ask': msg`Ask for more time for a job`,
  'job/timeExtension/refuse': msg`Refuse more time for a job`,
  'job/timeExtension/withdraw': msg`Withdraw a request for more time`,
  'jobtemplate/createJobTemp': msg`Create job template`,
  'jobtemplate/tempDelete': msg`Delete job templates`,
  'jobtemplate/updateJobTemp': msg`Edit job template`,
  'operation/simulation': msg`Simulation portal change`,
  'project/addMember': msg`Add shared member`,
  'project/addResource': msg`Share cluster`,
  'project/create': msg`Create sharing project`,
  'project/delMember': msg`Remove shared member`,
  'project/destroy': msg`Stop sharing cluster`,
  'queue/bindPrivateQueue': msg`Bind dedicated queue`,
  'queue/ehpc/addNodes': msg`Add nodes to queue`,
  'queue/ehpc/addQueue': msg`Create queue`,
  'queue/ehpc/addStrategy': msg`Create auto-scale policy`,
  'queue/ehpc/autoScaleExpand': msg`Auto-scale: add nodes`,
  'queue/ehpc/autoScaleShrink': msg`Auto-scale: remove nodes`,
  'queue/ehpc/delQueues': msg`Delete queues`,
  'queue/ehpc/delStrategy': msg`Delete auto-scale policy`,
  'queue/ehpc/enableStrategy': msg`Turn auto-scale policy on or off`,
  'queue/ehpc/modifyQueue': msg`Modify queue`,
  'queue/ehpc/modifyStrategy': msg`Modify auto-scale policy`,
  'queue/ehpc/removeNodes': msg`Remove nodes from queue`,
  'queue/unbindPrivateQueue': msg`Unbind dedicated queue`,
  'queue/updateQueueName': msg`Rename queue`,
  'shared/user/addResourceLimit': msg`Set member resource limit`,
  'shared/user/addUser': msg`Add shared account`,
  'shared/user/deleteResourceLimit': msg`Remove member resource limit`,
  'shared/user/deleteUser': msg`Remove shared account`,
  'shared/user/modifyResourceLimit': msg`Change member resource limit`,
  'shared/user/modifyUser/password': msg`Change shared account password`,
  'shared/user/modifyUser/permission': msg`Change shared account permission`,
  'shared/user/modifyUser/status': msg`Enable or disable shared account`,
  'simulation/deleteJobs': msg`Delete simulation jobs`,
  'simulation/stopJobs': msg`Stop simulation jobs`,
  'simulation/submitJob': msg`Submit simulation job`,
  'software/apply': msg`Apply for software`,
  'software/mark': msg`Collect or uncollect software`,
  'software/remoteapp/link': msg`Open remote application`,
  'user/addUser': msg`Add cluster user`,
  'user/deleteUser': msg`Delete cluster users`,
  'user/modifyUser': msg`Modify cluster user`,
};

/** What the user did, in words; the action name itself when it has none. */
export function operationActionLabel(action: string, i18n: I18n): string {
  const words = OPERATION_ACTIONS[action];
  return words ? i18n._(words) : action;
}
