/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Every operation's request, handler input and answer, from the contract's types (openapi.d.ts).
 */

import type { operations } from './openapi';

type Part<O, In extends 'path' | 'query'> = O extends { parameters: { [K in In]?: infer P } } ? ([NonNullable<P>] extends [never] ? unknown : NonNullable<P>) : unknown;
type Json<C> = [C] extends [never] ? unknown : [C] extends [{ content: { 'application/json': infer B } }] ? B : [C] extends [{ content: { 'multipart/form-data': infer M } }] ? M : unknown;
type Body<O> = O extends { requestBody: infer R } ? Json<R> : O extends { requestBody?: infer R } ? Json<NonNullable<R>> : unknown;
type Flat<T> = { [K in keyof T]: T[K] } & {};
type WithoutEnvelope<T> = T extends unknown ? Flat<Omit<T, 'ret_code' | 'action'>> : never;

/** What a client sends: path and query values and the body. */
export type RequestOf<O> = Flat<Part<O, 'path'> & Part<O, 'query'> & Body<O>>;
/** T with the fields K optional (body fields with a default: the gateway fills them in). */
type Loosen<T, K extends PropertyKey> = T extends unknown ? Flat<Omit<T, K> & Partial<Pick<T, K & keyof T>>> : never;
/** What a handler reads once the contract's checks passed: the query values named by D have their default. */
export type InputOf<O, D extends string = never> = Flat<Part<O, 'path'> & Omit<Part<O, 'query'>, D> & Required<Pick<Part<O, 'query'>, D & keyof Part<O, 'query'>>> & Body<O>>;
/** The fields of a successful JSON answer besides ret_code and action. */
export type AnswerOf<O> = O extends { responses: { 200: { content: { 'application/json': infer A } } } } ? WithoutEnvelope<A> : never;

export interface OperationTypes {
  abortUploadSession: {
    request: RequestOf<operations['abortUploadSession']>;
    input: InputOf<operations['abortUploadSession']>;
    answer: AnswerOf<operations['abortUploadSession']>;
  };
  addClusterUser: {
    request: RequestOf<operations['addClusterUser']>;
    input: InputOf<operations['addClusterUser']>;
    answer: AnswerOf<operations['addClusterUser']>;
  };
  addEhpcQueue: {
    request: Loosen<RequestOf<operations['addEhpcQueue']>, 'is_default'>;
    input: InputOf<operations['addEhpcQueue']>;
    answer: AnswerOf<operations['addEhpcQueue']>;
  };
  addEhpcQueueNodes: {
    request: RequestOf<operations['addEhpcQueueNodes']>;
    input: InputOf<operations['addEhpcQueueNodes']>;
    answer: AnswerOf<operations['addEhpcQueueNodes']>;
  };
  addMachine: {
    request: Loosen<RequestOf<operations['addMachine']>, 'port' | 'user'>;
    input: InputOf<operations['addMachine']>;
    answer: AnswerOf<operations['addMachine']>;
  };
  addMachineNodes: {
    request: RequestOf<operations['addMachineNodes']>;
    input: InputOf<operations['addMachineNodes']>;
    answer: AnswerOf<operations['addMachineNodes']>;
  };
  addNodes: {
    request: Loosen<RequestOf<operations['addNodes']>, 'count' | 'gpu' | 'role'>;
    input: InputOf<operations['addNodes']>;
    answer: AnswerOf<operations['addNodes']>;
  };
  addProjectMember: {
    request: RequestOf<operations['addProjectMember']>;
    input: InputOf<operations['addProjectMember']>;
    answer: AnswerOf<operations['addProjectMember']>;
  };
  addProjectResource: {
    request: RequestOf<operations['addProjectResource']>;
    input: InputOf<operations['addProjectResource']>;
    answer: AnswerOf<operations['addProjectResource']>;
  };
  addSharedResourceLimit: {
    request: RequestOf<operations['addSharedResourceLimit']>;
    input: InputOf<operations['addSharedResourceLimit']>;
    answer: AnswerOf<operations['addSharedResourceLimit']>;
  };
  addSharedUser: {
    request: RequestOf<operations['addSharedUser']>;
    input: InputOf<operations['addSharedUser']>;
    answer: AnswerOf<operations['addSharedUser']>;
  };
  addStrategy: {
    request: Loosen<RequestOf<operations['addStrategy']>, 'check_frequency' | 'node_step' | 'op_is_enabled' | 'op_type' | 'run_now'>;
    input: InputOf<operations['addStrategy']>;
    answer: AnswerOf<operations['addStrategy']>;
  };
  applySoftware: {
    request: RequestOf<operations['applySoftware']>;
    input: InputOf<operations['applySoftware']>;
    answer: AnswerOf<operations['applySoftware']>;
  };
  approveTimeExtension: {
    request: RequestOf<operations['approveTimeExtension']>;
    input: InputOf<operations['approveTimeExtension']>;
    answer: AnswerOf<operations['approveTimeExtension']>;
  };
  askTimeExtension: {
    request: Loosen<RequestOf<operations['askTimeExtension']>, 'extra_minutes'>;
    input: InputOf<operations['askTimeExtension']>;
    answer: AnswerOf<operations['askTimeExtension']>;
  };
  associateLoginNodeEip: {
    request: RequestOf<operations['associateLoginNodeEip']>;
    input: InputOf<operations['associateLoginNodeEip']>;
    answer: AnswerOf<operations['associateLoginNodeEip']>;
  };
  bindPrivateQueue: {
    request: Loosen<RequestOf<operations['bindPrivateQueue']>, 'count' | 'duration' | 'is_auto_renewal' | 'paid_type'>;
    input: InputOf<operations['bindPrivateQueue']>;
    answer: AnswerOf<operations['bindPrivateQueue']>;
  };
  capacityExport: {
    request: RequestOf<operations['capacityExport']>;
    input: InputOf<operations['capacityExport']>;
    answer: AnswerOf<operations['capacityExport']>;
  };
  completeUploadSession: {
    request: RequestOf<operations['completeUploadSession']>;
    input: InputOf<operations['completeUploadSession']>;
    answer: AnswerOf<operations['completeUploadSession']>;
  };
  createAccessToken: {
    request: Loosen<RequestOf<operations['createAccessToken']>, 'expires_in_days' | 'scopes'>;
    input: InputOf<operations['createAccessToken']>;
    answer: AnswerOf<operations['createAccessToken']>;
  };
  createCluster: {
    request: RequestOf<operations['createCluster']>;
    input: InputOf<operations['createCluster']>;
    answer: AnswerOf<operations['createCluster']>;
  };
  createDirectory: {
    request: Loosen<RequestOf<operations['createDirectory']>, 'prefix'>;
    input: InputOf<operations['createDirectory']>;
    answer: AnswerOf<operations['createDirectory']>;
  };
  createExport: {
    request: Loosen<RequestOf<operations['createExport']>, 'quota' | 'shared_path'>;
    input: InputOf<operations['createExport']>;
    answer: AnswerOf<operations['createExport']>;
  };
  createFileSystem: {
    request: Loosen<RequestOf<operations['createFileSystem']>, 'capacity'>;
    input: InputOf<operations['createFileSystem']>;
    answer: AnswerOf<operations['createFileSystem']>;
  };
  createJobFile: {
    request: RequestOf<operations['createJobFile']>;
    input: InputOf<operations['createJobFile']>;
    answer: AnswerOf<operations['createJobFile']>;
  };
  createJobTemplate: {
    request: Loosen<RequestOf<operations['createJobTemplate']>, 'cores' | 'priority' | 'submit_type'>;
    input: InputOf<operations['createJobTemplate']>;
    answer: AnswerOf<operations['createJobTemplate']>;
  };
  createProject: {
    request: RequestOf<operations['createProject']>;
    input: InputOf<operations['createProject']>;
    answer: AnswerOf<operations['createProject']>;
  };
  createSubUser: {
    request: RequestOf<operations['createSubUser']>;
    input: InputOf<operations['createSubUser']>;
    answer: AnswerOf<operations['createSubUser']>;
  };
  createUploadSession: {
    request: Loosen<RequestOf<operations['createUploadSession']>, 'overwrite' | 'prefix'>;
    input: InputOf<operations['createUploadSession']>;
    answer: AnswerOf<operations['createUploadSession']>;
  };
  deleteCluster: {
    request: Loosen<RequestOf<operations['deleteCluster']>, 'deregister'>;
    input: InputOf<operations['deleteCluster']>;
    answer: AnswerOf<operations['deleteCluster']>;
  };
  deleteClusterUser: {
    request: RequestOf<operations['deleteClusterUser']>;
    input: InputOf<operations['deleteClusterUser']>;
    answer: AnswerOf<operations['deleteClusterUser']>;
  };
  deleteEhpcQueues: {
    request: RequestOf<operations['deleteEhpcQueues']>;
    input: InputOf<operations['deleteEhpcQueues']>;
    answer: AnswerOf<operations['deleteEhpcQueues']>;
  };
  deleteExport: {
    request: RequestOf<operations['deleteExport']>;
    input: InputOf<operations['deleteExport'], 'force'>;
    answer: AnswerOf<operations['deleteExport']>;
  };
  deleteJobs: {
    request: RequestOf<operations['deleteJobs']>;
    input: InputOf<operations['deleteJobs']>;
    answer: AnswerOf<operations['deleteJobs']>;
  };
  deleteJobTemplate: {
    request: RequestOf<operations['deleteJobTemplate']>;
    input: InputOf<operations['deleteJobTemplate']>;
    answer: AnswerOf<operations['deleteJobTemplate']>;
  };
  deleteNodes: {
    request: RequestOf<operations['deleteNodes']>;
    input: InputOf<operations['deleteNodes']>;
    answer: AnswerOf<operations['deleteNodes']>;
  };
  deleteObjects: {
    request: RequestOf<operations['deleteObjects']>;
    input: InputOf<operations['deleteObjects']>;
    answer: AnswerOf<operations['deleteObjects']>;
  };
  deleteProjectMember: {
    request: RequestOf<operations['deleteProjectMember']>;
    input: InputOf<operations['deleteProjectMember']>;
    answer: AnswerOf<operations['deleteProjectMember']>;
  };
  deleteSharedResourceLimit: {
    request: RequestOf<operations['deleteSharedResourceLimit']>;
    input: InputOf<operations['deleteSharedResourceLimit']>;
    answer: AnswerOf<operations['deleteSharedResourceLimit']>;
  };
  deleteSharedUser: {
    request: RequestOf<operations['deleteSharedUser']>;
    input: InputOf<operations['deleteSharedUser']>;
    answer: AnswerOf<operations['deleteSharedUser']>;
  };
  deleteSimulationJobs: {
    request: RequestOf<operations['deleteSimulationJobs']>;
    input: InputOf<operations['deleteSimulationJobs']>;
    answer: AnswerOf<operations['deleteSimulationJobs']>;
  };
  deleteStrategy: {
    request: RequestOf<operations['deleteStrategy']>;
    input: InputOf<operations['deleteStrategy']>;
    answer: AnswerOf<operations['deleteStrategy']>;
  };
  describeAppVersions: {
    request: RequestOf<operations['describeAppVersions']>;
    input: InputOf<operations['describeAppVersions'], 'limit' | 'offset' | 'reverse' | 'sort_key' | 'status' | 'verbose'>;
    answer: AnswerOf<operations['describeAppVersions']>;
  };
  describeCommonAttachments: {
    request: RequestOf<operations['describeCommonAttachments']>;
    input: InputOf<operations['describeCommonAttachments']>;
    answer: AnswerOf<operations['describeCommonAttachments']>;
  };
  describeEips: {
    request: RequestOf<operations['describeEips']>;
    input: InputOf<operations['describeEips'], 'limit' | 'offset' | 'reverse' | 'sort_key' | 'status' | 'verbose'>;
    answer: AnswerOf<operations['describeEips']>;
  };
  describeIamUsers: {
    request: RequestOf<operations['describeIamUsers']>;
    input: InputOf<operations['describeIamUsers'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['describeIamUsers']>;
  };
  describeLoginAccounts: {
    request: RequestOf<operations['describeLoginAccounts']>;
    input: InputOf<operations['describeLoginAccounts'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['describeLoginAccounts']>;
  };
  describeLoginAccountUsers: {
    request: RequestOf<operations['describeLoginAccountUsers']>;
    input: InputOf<operations['describeLoginAccountUsers'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['describeLoginAccountUsers']>;
  };
  describeQueue: {
    request: RequestOf<operations['describeQueue']>;
    input: InputOf<operations['describeQueue']>;
    answer: AnswerOf<operations['describeQueue']>;
  };
  describeRouters: {
    request: RequestOf<operations['describeRouters']>;
    input: InputOf<operations['describeRouters'], 'limit' | 'offset' | 'reverse' | 'sort_key' | 'status' | 'verbose'>;
    answer: AnswerOf<operations['describeRouters']>;
  };
  describeS2Servers: {
    request: RequestOf<operations['describeS2Servers']>;
    input: InputOf<operations['describeS2Servers'], 'limit' | 'offset' | 'reverse' | 'sort_key' | 'verbose'>;
    answer: AnswerOf<operations['describeS2Servers']>;
  };
  describeUsers: {
    request: RequestOf<operations['describeUsers']>;
    input: InputOf<operations['describeUsers'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['describeUsers']>;
  };
  describeVxnets: {
    request: RequestOf<operations['describeVxnets']>;
    input: InputOf<operations['describeVxnets'], 'limit' | 'offset' | 'reverse' | 'sort_key' | 'verbose'>;
    answer: AnswerOf<operations['describeVxnets']>;
  };
  destroyProject: {
    request: RequestOf<operations['destroyProject']>;
    input: InputOf<operations['destroyProject']>;
    answer: AnswerOf<operations['destroyProject']>;
  };
  dissociateLoginNodeEip: {
    request: RequestOf<operations['dissociateLoginNodeEip']>;
    input: InputOf<operations['dissociateLoginNodeEip']>;
    answer: AnswerOf<operations['dissociateLoginNodeEip']>;
  };
  downloadSignedObjects: {
    request: RequestOf<operations['downloadSignedObjects']>;
    input: InputOf<operations['downloadSignedObjects']>;
    answer: 'binary';
  };
  enablePermission: {
    request: RequestOf<operations['enablePermission']>;
    input: InputOf<operations['enablePermission']>;
    answer: AnswerOf<operations['enablePermission']>;
  };
  enableStrategy: {
    request: RequestOf<operations['enableStrategy']>;
    input: InputOf<operations['enableStrategy']>;
    answer: AnswerOf<operations['enableStrategy']>;
  };
  enableSubUserPermission: {
    request: RequestOf<operations['enableSubUserPermission']>;
    input: InputOf<operations['enableSubUserPermission']>;
    answer: AnswerOf<operations['enableSubUserPermission']>;
  };
  endGraphicsSession: {
    request: RequestOf<operations['endGraphicsSession']>;
    input: InputOf<operations['endGraphicsSession']>;
    answer: AnswerOf<operations['endGraphicsSession']>;
  };
  extendGraphicsSession: {
    request: RequestOf<operations['extendGraphicsSession']>;
    input: InputOf<operations['extendGraphicsSession']>;
    answer: AnswerOf<operations['extendGraphicsSession']>;
  };
  finishOidcSignIn: {
    request: RequestOf<operations['finishOidcSignIn']>;
    input: InputOf<operations['finishOidcSignIn']>;
    answer: 'binary';
  };
  getAddNodesFee: {
    request: RequestOf<operations['getAddNodesFee']>;
    input: InputOf<operations['getAddNodesFee'], 'gpu'>;
    answer: AnswerOf<operations['getAddNodesFee']>;
  };
  getArrearsInfos: {
    request: RequestOf<operations['getArrearsInfos']>;
    input: InputOf<operations['getArrearsInfos'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['getArrearsInfos']>;
  };
  getBalance: {
    request: RequestOf<operations['getBalance']>;
    input: InputOf<operations['getBalance']>;
    answer: AnswerOf<operations['getBalance']>;
  };
  getBillingCost: {
    request: RequestOf<operations['getBillingCost']>;
    input: InputOf<operations['getBillingCost'], 'is_auto_renewal' | 'paid_type' | 'prod_name'>;
    answer: AnswerOf<operations['getBillingCost']>;
  };
  getChargeRecords: {
    request: RequestOf<operations['getChargeRecords']>;
    input: InputOf<operations['getChargeRecords'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['getChargeRecords']>;
  };
  getClusterBillInfo: {
    request: RequestOf<operations['getClusterBillInfo']>;
    input: InputOf<operations['getClusterBillInfo'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['getClusterBillInfo']>;
  };
  getClusterConf: {
    request: RequestOf<operations['getClusterConf']>;
    input: InputOf<operations['getClusterConf']>;
    answer: AnswerOf<operations['getClusterConf']>;
  };
  getClusterMonitor: {
    request: RequestOf<operations['getClusterMonitor']>;
    input: InputOf<operations['getClusterMonitor'], 'range_hours' | 'step' | 'subtype'>;
    answer: AnswerOf<operations['getClusterMonitor']>;
  };
  getClusterNasInfo: {
    request: RequestOf<operations['getClusterNasInfo']>;
    input: InputOf<operations['getClusterNasInfo']>;
    answer: AnswerOf<operations['getClusterNasInfo']>;
  };
  getClusterPrice: {
    request: RequestOf<operations['getClusterPrice']>;
    input: InputOf<operations['getClusterPrice'], 'duration'>;
    answer: AnswerOf<operations['getClusterPrice']>;
  };
  getConfigEntry: {
    request: RequestOf<operations['getConfigEntry']>;
    input: InputOf<operations['getConfigEntry']>;
    answer: AnswerOf<operations['getConfigEntry']>;
  };
  getCurrentQueue: {
    request: RequestOf<operations['getCurrentQueue']>;
    input: InputOf<operations['getCurrentQueue'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['getCurrentQueue']>;
  };
  getDownloadSignature: {
    request: RequestOf<operations['getDownloadSignature']>;
    input: InputOf<operations['getDownloadSignature']>;
    answer: AnswerOf<operations['getDownloadSignature']>;
  };
  getExport: {
    request: RequestOf<operations['getExport']>;
    input: InputOf<operations['getExport']>;
    answer: AnswerOf<operations['getExport']>;
  };
  getGlobalUniqueId: {
    request: RequestOf<operations['getGlobalUniqueId']>;
    input: InputOf<operations['getGlobalUniqueId']>;
    answer: AnswerOf<operations['getGlobalUniqueId']>;
  };
  getGraphicsSession: {
    request: RequestOf<operations['getGraphicsSession']>;
    input: InputOf<operations['getGraphicsSession']>;
    answer: AnswerOf<operations['getGraphicsSession']>;
  };
  getJobDetail: {
    request: RequestOf<operations['getJobDetail']>;
    input: InputOf<operations['getJobDetail']>;
    answer: AnswerOf<operations['getJobDetail']>;
  };
  getJobTemplate: {
    request: RequestOf<operations['getJobTemplate']>;
    input: InputOf<operations['getJobTemplate']>;
    answer: AnswerOf<operations['getJobTemplate']>;
  };
  getMetricDataByPeriod: {
    request: RequestOf<operations['getMetricDataByPeriod']>;
    input: InputOf<operations['getMetricDataByPeriod'], 'step'>;
    answer: AnswerOf<operations['getMetricDataByPeriod']>;
  };
  getNasBillCost: {
    request: RequestOf<operations['getNasBillCost']>;
    input: InputOf<operations['getNasBillCost']>;
    answer: AnswerOf<operations['getNasBillCost']>;
  };
  getNotificationSettings: {
    request: RequestOf<operations['getNotificationSettings']>;
    input: InputOf<operations['getNotificationSettings']>;
    answer: AnswerOf<operations['getNotificationSettings']>;
  };
  getObject: {
    request: RequestOf<operations['getObject']>;
    input: InputOf<operations['getObject'], 'preview'>;
    answer: 'binary';
  };
  getObjects: {
    request: RequestOf<operations['getObjects']>;
    input: InputOf<operations['getObjects'], 'hidden' | 'limit' | 'offset' | 'prefix' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['getObjects']>;
  };
  getPermission: {
    request: RequestOf<operations['getPermission']>;
    input: InputOf<operations['getPermission']>;
    answer: AnswerOf<operations['getPermission']>;
  };
  getPrivateResourceInfo: {
    request: RequestOf<operations['getPrivateResourceInfo']>;
    input: InputOf<operations['getPrivateResourceInfo'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['getPrivateResourceInfo']>;
  };
  getQueueNodes: {
    request: RequestOf<operations['getQueueNodes']>;
    input: InputOf<operations['getQueueNodes'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['getQueueNodes']>;
  };
  getQueueTypes: {
    request: RequestOf<operations['getQueueTypes']>;
    input: InputOf<operations['getQueueTypes']>;
    answer: AnswerOf<operations['getQueueTypes']>;
  };
  getQuotaUsage: {
    request: RequestOf<operations['getQuotaUsage']>;
    input: InputOf<operations['getQuotaUsage']>;
    answer: AnswerOf<operations['getQuotaUsage']>;
  };
  getRecentMetricData: {
    request: RequestOf<operations['getRecentMetricData']>;
    input: InputOf<operations['getRecentMetricData']>;
    answer: AnswerOf<operations['getRecentMetricData']>;
  };
  getRemoteAppBillInfo: {
    request: RequestOf<operations['getRemoteAppBillInfo']>;
    input: InputOf<operations['getRemoteAppBillInfo'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['getRemoteAppBillInfo']>;
  };
  getRemoteAppLink: {
    request: RequestOf<operations['getRemoteAppLink']>;
    input: InputOf<operations['getRemoteAppLink']>;
    answer: AnswerOf<operations['getRemoteAppLink']>;
  };
  getResizeClusterFee: {
    request: RequestOf<operations['getResizeClusterFee']>;
    input: InputOf<operations['getResizeClusterFee']>;
    answer: AnswerOf<operations['getResizeClusterFee']>;
  };
  getSession: {
    request: RequestOf<operations['getSession']>;
    input: InputOf<operations['getSession']>;
    answer: AnswerOf<operations['getSession']>;
  };
  getShareResourceInfo: {
    request: RequestOf<operations['getShareResourceInfo']>;
    input: InputOf<operations['getShareResourceInfo']>;
    answer: AnswerOf<operations['getShareResourceInfo']>;
  };
  getSignInOptions: {
    request: RequestOf<operations['getSignInOptions']>;
    input: InputOf<operations['getSignInOptions']>;
    answer: AnswerOf<operations['getSignInOptions']>;
  };
  getSimulationJobDetail: {
    request: RequestOf<operations['getSimulationJobDetail']>;
    input: InputOf<operations['getSimulationJobDetail']>;
    answer: AnswerOf<operations['getSimulationJobDetail']>;
  };
  getSimulationJobLog: {
    request: RequestOf<operations['getSimulationJobLog']>;
    input: InputOf<operations['getSimulationJobLog'], 'stream'>;
    answer: AnswerOf<operations['getSimulationJobLog']>;
  };
  getUploadSession: {
    request: RequestOf<operations['getUploadSession']>;
    input: InputOf<operations['getUploadSession']>;
    answer: AnswerOf<operations['getUploadSession']>;
  };
  getUploadSignature: {
    request: Loosen<RequestOf<operations['getUploadSignature']>, 'overwrite' | 'prefix'>;
    input: InputOf<operations['getUploadSignature']>;
    answer: AnswerOf<operations['getUploadSignature']>;
  };
  listAccessTokens: {
    request: RequestOf<operations['listAccessTokens']>;
    input: InputOf<operations['listAccessTokens'], 'limit' | 'offset'>;
    answer: AnswerOf<operations['listAccessTokens']>;
  };
  listClusters: {
    request: RequestOf<operations['listClusters']>;
    input: InputOf<operations['listClusters'], 'limit' | 'offset' | 'reverse' | 'sort_key' | 'verbose'>;
    answer: AnswerOf<operations['listClusters']>;
  };
  listClusterUsers: {
    request: RequestOf<operations['listClusterUsers']>;
    input: InputOf<operations['listClusterUsers'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['listClusterUsers']>;
  };
  listEhpcQueues: {
    request: RequestOf<operations['listEhpcQueues']>;
    input: InputOf<operations['listEhpcQueues'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['listEhpcQueues']>;
  };
  listExports: {
    request: RequestOf<operations['listExports']>;
    input: InputOf<operations['listExports'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['listExports']>;
  };
  listFileSystems: {
    request: RequestOf<operations['listFileSystems']>;
    input: InputOf<operations['listFileSystems'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['listFileSystems']>;
  };
  listFileTemplates: {
    request: RequestOf<operations['listFileTemplates']>;
    input: InputOf<operations['listFileTemplates'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['listFileTemplates']>;
  };
  listGraphics: {
    request: RequestOf<operations['listGraphics']>;
    input: InputOf<operations['listGraphics'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['listGraphics']>;
  };
  listGraphicsSessions: {
    request: RequestOf<operations['listGraphicsSessions']>;
    input: InputOf<operations['listGraphicsSessions'], 'limit' | 'offset'>;
    answer: AnswerOf<operations['listGraphicsSessions']>;
  };
  listJobs: {
    request: RequestOf<operations['listJobs']>;
    input: InputOf<operations['listJobs'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['listJobs']>;
  };
  listJobTemplates: {
    request: RequestOf<operations['listJobTemplates']>;
    input: InputOf<operations['listJobTemplates'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['listJobTemplates']>;
  };
  listMachines: {
    request: RequestOf<operations['listMachines']>;
    input: InputOf<operations['listMachines'], 'limit' | 'offset'>;
    answer: AnswerOf<operations['listMachines']>;
  };
  listNodes: {
    request: RequestOf<operations['listNodes']>;
    input: InputOf<operations['listNodes'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['listNodes']>;
  };
  listNotificationDeliveries: {
    request: RequestOf<operations['listNotificationDeliveries']>;
    input: InputOf<operations['listNotificationDeliveries'], 'limit' | 'offset'>;
    answer: AnswerOf<operations['listNotificationDeliveries']>;
  };
  listNotifications: {
    request: RequestOf<operations['listNotifications']>;
    input: InputOf<operations['listNotifications'], 'limit' | 'offset'>;
    answer: AnswerOf<operations['listNotifications']>;
  };
  listOperations: {
    request: RequestOf<operations['listOperations']>;
    input: InputOf<operations['listOperations'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['listOperations']>;
  };
  listProjectMembers: {
    request: RequestOf<operations['listProjectMembers']>;
    input: InputOf<operations['listProjectMembers'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['listProjectMembers']>;
  };
  listProjects: {
    request: RequestOf<operations['listProjects']>;
    input: InputOf<operations['listProjects'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['listProjects']>;
  };
  listRemoteAppLogs: {
    request: RequestOf<operations['listRemoteAppLogs']>;
    input: InputOf<operations['listRemoteAppLogs'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['listRemoteAppLogs']>;
  };
  listSharedClusters: {
    request: RequestOf<operations['listSharedClusters']>;
    input: InputOf<operations['listSharedClusters'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['listSharedClusters']>;
  };
  listSharedUsers: {
    request: RequestOf<operations['listSharedUsers']>;
    input: InputOf<operations['listSharedUsers'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['listSharedUsers']>;
  };
  listSimulationJobs: {
    request: RequestOf<operations['listSimulationJobs']>;
    input: InputOf<operations['listSimulationJobs'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['listSimulationJobs']>;
  };
  listSimulationOperations: {
    request: RequestOf<operations['listSimulationOperations']>;
    input: InputOf<operations['listSimulationOperations'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['listSimulationOperations']>;
  };
  listSlurmClusters: {
    request: RequestOf<operations['listSlurmClusters']>;
    input: InputOf<operations['listSlurmClusters'], 'limit' | 'offset'>;
    answer: AnswerOf<operations['listSlurmClusters']>;
  };
  listSoftware: {
    request: RequestOf<operations['listSoftware']>;
    input: InputOf<operations['listSoftware'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['listSoftware']>;
  };
  listSoftwareApplications: {
    request: RequestOf<operations['listSoftwareApplications']>;
    input: InputOf<operations['listSoftwareApplications'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['listSoftwareApplications']>;
  };
  listSoftwareClasses: {
    request: RequestOf<operations['listSoftwareClasses']>;
    input: InputOf<operations['listSoftwareClasses'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['listSoftwareClasses']>;
  };
  listStrategies: {
    request: RequestOf<operations['listStrategies']>;
    input: InputOf<operations['listStrategies'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['listStrategies']>;
  };
  listStrategyLogs: {
    request: RequestOf<operations['listStrategyLogs']>;
    input: InputOf<operations['listStrategyLogs'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['listStrategyLogs']>;
  };
  listSubUsers: {
    request: RequestOf<operations['listSubUsers']>;
    input: InputOf<operations['listSubUsers'], 'limit' | 'offset' | 'reverse' | 'sort_key'>;
    answer: AnswerOf<operations['listSubUsers']>;
  };
  listTimeExtensions: {
    request: RequestOf<operations['listTimeExtensions']>;
    input: InputOf<operations['listTimeExtensions'], 'limit' | 'offset' | 'scope'>;
    answer: AnswerOf<operations['listTimeExtensions']>;
  };
  listUploadSessions: {
    request: RequestOf<operations['listUploadSessions']>;
    input: InputOf<operations['listUploadSessions'], 'prefix'>;
    answer: AnswerOf<operations['listUploadSessions']>;
  };
  login: {
    request: RequestOf<operations['login']>;
    input: InputOf<operations['login']>;
    answer: AnswerOf<operations['login']>;
  };
  loginDirectory: {
    request: RequestOf<operations['loginDirectory']>;
    input: InputOf<operations['loginDirectory']>;
    answer: AnswerOf<operations['loginDirectory']>;
  };
  logout: {
    request: RequestOf<operations['logout']>;
    input: InputOf<operations['logout']>;
    answer: AnswerOf<operations['logout']>;
  };
  markNotificationsRead: {
    request: RequestOf<operations['markNotificationsRead']>;
    input: InputOf<operations['markNotificationsRead']>;
    answer: AnswerOf<operations['markNotificationsRead']>;
  };
  markSoftware: {
    request: RequestOf<operations['markSoftware']>;
    input: InputOf<operations['markSoftware']>;
    answer: AnswerOf<operations['markSoftware']>;
  };
  modifyCluster: {
    request: RequestOf<operations['modifyCluster']>;
    input: InputOf<operations['modifyCluster']>;
    answer: AnswerOf<operations['modifyCluster']>;
  };
  modifyClusterNode: {
    request: RequestOf<operations['modifyClusterNode']>;
    input: InputOf<operations['modifyClusterNode']>;
    answer: AnswerOf<operations['modifyClusterNode']>;
  };
  modifyClusterUser: {
    request: RequestOf<operations['modifyClusterUser']>;
    input: InputOf<operations['modifyClusterUser']>;
    answer: AnswerOf<operations['modifyClusterUser']>;
  };
  modifyEhpcQueue: {
    request: RequestOf<operations['modifyEhpcQueue']>;
    input: InputOf<operations['modifyEhpcQueue']>;
    answer: AnswerOf<operations['modifyEhpcQueue']>;
  };
  modifyExport: {
    request: RequestOf<operations['modifyExport']>;
    input: InputOf<operations['modifyExport']>;
    answer: AnswerOf<operations['modifyExport']>;
  };
  modifySharedResourceLimit: {
    request: RequestOf<operations['modifySharedResourceLimit']>;
    input: InputOf<operations['modifySharedResourceLimit']>;
    answer: AnswerOf<operations['modifySharedResourceLimit']>;
  };
  modifySharedUser: {
    request: RequestOf<operations['modifySharedUser']>;
    input: InputOf<operations['modifySharedUser']>;
    answer: AnswerOf<operations['modifySharedUser']>;
  };
  modifySlurmCluster: {
    request: RequestOf<operations['modifySlurmCluster']>;
    input: InputOf<operations['modifySlurmCluster']>;
    answer: AnswerOf<operations['modifySlurmCluster']>;
  };
  modifyStrategy: {
    request: Loosen<RequestOf<operations['modifyStrategy']>, 'check_frequency' | 'node_step' | 'op_is_enabled' | 'op_type' | 'run_now'>;
    input: InputOf<operations['modifyStrategy']>;
    answer: AnswerOf<operations['modifyStrategy']>;
  };
  moveObject: {
    request: Loosen<RequestOf<operations['moveObject']>, 'on_duplicate'>;
    input: InputOf<operations['moveObject']>;
    answer: AnswerOf<operations['moveObject']>;
  };
  openGraphicsSession: {
    request: Loosen<RequestOf<operations['openGraphicsSession']>, 'cores' | 'time_limit'>;
    input: InputOf<operations['openGraphicsSession']>;
    answer: AnswerOf<operations['openGraphicsSession']>;
  };
  previewStrategies: {
    request: RequestOf<operations['previewStrategies']>;
    input: InputOf<operations['previewStrategies']>;
    answer: AnswerOf<operations['previewStrategies']>;
  };
  putObject: {
    request: RequestOf<operations['putObject']>;
    input: InputOf<operations['putObject']>;
    answer: AnswerOf<operations['putObject']>;
  };
  putUploadChunk: {
    request: RequestOf<operations['putUploadChunk']>;
    input: InputOf<operations['putUploadChunk']>;
    answer: AnswerOf<operations['putUploadChunk']>;
  };
  refuseTimeExtension: {
    request: RequestOf<operations['refuseTimeExtension']>;
    input: InputOf<operations['refuseTimeExtension']>;
    answer: AnswerOf<operations['refuseTimeExtension']>;
  };
  registerSlurmCluster: {
    request: RequestOf<operations['registerSlurmCluster']>;
    input: InputOf<operations['registerSlurmCluster']>;
    answer: AnswerOf<operations['registerSlurmCluster']>;
  };
  releaseMachineNodes: {
    request: RequestOf<operations['releaseMachineNodes']>;
    input: InputOf<operations['releaseMachineNodes']>;
    answer: AnswerOf<operations['releaseMachineNodes']>;
  };
  removeEhpcQueueNodes: {
    request: RequestOf<operations['removeEhpcQueueNodes']>;
    input: InputOf<operations['removeEhpcQueueNodes']>;
    answer: AnswerOf<operations['removeEhpcQueueNodes']>;
  };
  removeMachine: {
    request: RequestOf<operations['removeMachine']>;
    input: InputOf<operations['removeMachine']>;
    answer: AnswerOf<operations['removeMachine']>;
  };
  removeSlurmCluster: {
    request: RequestOf<operations['removeSlurmCluster']>;
    input: InputOf<operations['removeSlurmCluster']>;
    answer: AnswerOf<operations['removeSlurmCluster']>;
  };
  renameExport: {
    request: RequestOf<operations['renameExport']>;
    input: InputOf<operations['renameExport']>;
    answer: AnswerOf<operations['renameExport']>;
  };
  resizeCluster: {
    request: RequestOf<operations['resizeCluster']>;
    input: InputOf<operations['resizeCluster']>;
    answer: AnswerOf<operations['resizeCluster']>;
  };
  restartExport: {
    request: RequestOf<operations['restartExport']>;
    input: InputOf<operations['restartExport']>;
    answer: AnswerOf<operations['restartExport']>;
  };
  restartNodes: {
    request: RequestOf<operations['restartNodes']>;
    input: InputOf<operations['restartNodes']>;
    answer: AnswerOf<operations['restartNodes']>;
  };
  resumeCluster: {
    request: RequestOf<operations['resumeCluster']>;
    input: InputOf<operations['resumeCluster']>;
    answer: AnswerOf<operations['resumeCluster']>;
  };
  resumeJobs: {
    request: RequestOf<operations['resumeJobs']>;
    input: InputOf<operations['resumeJobs']>;
    answer: AnswerOf<operations['resumeJobs']>;
  };
  retryJobArray: {
    request: RequestOf<operations['retryJobArray']>;
    input: InputOf<operations['retryJobArray']>;
    answer: AnswerOf<operations['retryJobArray']>;
  };
  reviewSoftwareApplication: {
    request: RequestOf<operations['reviewSoftwareApplication']>;
    input: InputOf<operations['reviewSoftwareApplication']>;
    answer: AnswerOf<operations['reviewSoftwareApplication']>;
  };
  revokeAccessToken: {
    request: RequestOf<operations['revokeAccessToken']>;
    input: InputOf<operations['revokeAccessToken']>;
    answer: AnswerOf<operations['revokeAccessToken']>;
  };
  searchSkus: {
    request: Loosen<RequestOf<operations['searchSkus']>, 'limit' | 'offset' | 'status'>;
    input: InputOf<operations['searchSkus']>;
    answer: AnswerOf<operations['searchSkus']>;
  };
  startCluster: {
    request: RequestOf<operations['startCluster']>;
    input: InputOf<operations['startCluster']>;
    answer: AnswerOf<operations['startCluster']>;
  };
  startOidcSignIn: {
    request: RequestOf<operations['startOidcSignIn']>;
    input: InputOf<operations['startOidcSignIn']>;
    answer: 'binary';
  };
  stopCluster: {
    request: RequestOf<operations['stopCluster']>;
    input: InputOf<operations['stopCluster']>;
    answer: AnswerOf<operations['stopCluster']>;
  };
  stopJobs: {
    request: RequestOf<operations['stopJobs']>;
    input: InputOf<operations['stopJobs']>;
    answer: AnswerOf<operations['stopJobs']>;
  };
  stopSimulationJobs: {
    request: RequestOf<operations['stopSimulationJobs']>;
    input: InputOf<operations['stopSimulationJobs']>;
    answer: AnswerOf<operations['stopSimulationJobs']>;
  };
  submitJob: {
    request: Loosen<RequestOf<operations['submitJob']>, 'cores' | 'notify' | 'priority' | 'submit_type'>;
    input: InputOf<operations['submitJob']>;
    answer: AnswerOf<operations['submitJob']>;
  };
  submitSimulationJob: {
    request: Loosen<RequestOf<operations['submitSimulationJob']>, 'cores'>;
    input: InputOf<operations['submitSimulationJob']>;
    answer: AnswerOf<operations['submitSimulationJob']>;
  };
  unbindPrivateQueue: {
    request: RequestOf<operations['unbindPrivateQueue']>;
    input: InputOf<operations['unbindPrivateQueue']>;
    answer: AnswerOf<operations['unbindPrivateQueue']>;
  };
  updateJobTemplate: {
    request: Loosen<RequestOf<operations['updateJobTemplate']>, 'cores' | 'priority' | 'submit_type'>;
    input: InputOf<operations['updateJobTemplate']>;
    answer: AnswerOf<operations['updateJobTemplate']>;
  };
  updateNotificationSettings: {
    request: RequestOf<operations['updateNotificationSettings']>;
    input: InputOf<operations['updateNotificationSettings']>;
    answer: AnswerOf<operations['updateNotificationSettings']>;
  };
  updateQueueName: {
    request: RequestOf<operations['updateQueueName']>;
    input: InputOf<operations['updateQueueName']>;
    answer: AnswerOf<operations['updateQueueName']>;
  };
  upgradeCluster: {
    request: RequestOf<operations['upgradeCluster']>;
    input: InputOf<operations['upgradeCluster']>;
    answer: AnswerOf<operations['upgradeCluster']>;
  };
  uploadSignedObjects: {
    request: RequestOf<operations['uploadSignedObjects']>;
    input: InputOf<operations['uploadSignedObjects']>;
    answer: AnswerOf<operations['uploadSignedObjects']>;
  };
  withdrawTimeExtension: {
    request: RequestOf<operations['withdrawTimeExtension']>;
    input: InputOf<operations['withdrawTimeExtension']>;
    answer: AnswerOf<operations['withdrawTimeExtension']>;
  };
}
