/**
 * How to call every operation of the contract validly against the seeded gateway: the contract's own example
 * (path and query parameters, request body), with the seed's ids where the example's do not exist in the
 * seed, and ids the gateway hands out (a new cluster, queue, job template …) carried from the call that made
 * them to the calls that use them. The order matters: a change and its undoing follow each other
 * (add, modify, delete), a cluster-wide change settles before the next one on the same cluster, and the
 * calls that end something (logout, deleteCluster) come last.
 */
import type { OperationId } from '../../src/api/generated/operations';
import { SEED } from '../../server/seed/fixtures';
import { minutesBeforeNow } from '../../server/test-support';
import { SEED_NODES } from '../../server/domains/clusters/seed-data';
import { SEED_STRATEGIES } from '../../server/domains/queues/seed';
import { SEED_PROJECT } from '../../server/domains/accounts/seed-data';
import type { DemoUser } from './harness';
import { siteFiles } from './site';

type Values = Record<string, unknown>;

/** Ids the calls hand to each other. */
export class State {
  private readonly values = new Map<string, unknown>();
  set(key: string, value: unknown): void {
    if (value === undefined || value === null || value === '') throw new Error(`no value for ${key}`);
    this.values.set(key, value);
  }
  id(key: string): string {
    const value = this.values.get(key);
    if (typeof value !== 'string') throw new Error(`no id ${key} yet (an earlier case failed)`);
    return value;
  }
  ids(key: string): string[] {
    const value = this.values.get(key);
    if (!Array.isArray(value)) throw new Error(`no ids ${key} yet (an earlier case failed)`);
    return value as string[];
  }
}

/** Reads a field of an answer (or of its first list entry with `[]`), e.g. field(answer, 'job_set[].hpcjob_uuid'). */
export function field(answer: unknown, path: string): unknown {
  let node: unknown = answer;
  for (const part of path.split('.')) {
    const list = part.endsWith('[]');
    node = (node as Values | undefined)?.[list ? part.slice(0, -2) : part];
    if (list) node = Array.isArray(node) ? node[0] : undefined;
  }
  return node;
}

export interface Tools {
  state: State;
  /** Calls an operation through the proxy like a case does (example values, overridden), and answers its result. */
  call(id: OperationId, overrides?: { path?: Values; body?: Values; query?: Values }): Promise<unknown>;
}

export interface Case {
  id: OperationId;
  /** Who calls (default usr-owner). */
  as?: DemoUser;
  /** Calls without a session (no cookie, no identity, no CSRF token): an operation whose security list is empty. */
  anonymous?: boolean;
  /** Path parameters, query parameters and body fields over the example's (undefined drops one). */
  path?: (s: State) => Values;
  query?: (s: State) => Values;
  body?: (s: State) => Values;
  /** Finds what the call needs (through the proxy too). */
  before?: (t: Tools) => Promise<void>;
  /** Keeps what the answer hands out. */
  after?: (answer: unknown, s: State) => void;
  /** Runs the simulated cloud until the change (and everything else under way) has finished. */
  settle?: boolean;
  /**
   * A browser's navigation, not a call (the OIDC round trip, ADR 0064): opened without following its redirect, which
   * must be the contract's 302 with a Location that matches.
   */
  navigation?: { query: Values; location: RegExp };
}

const C = SEED.clusters;
const Q = SEED.queues;
const N = SEED_NODES.ehpcActive;
const FS = SEED.fileSystem;

/** Keeps the policy and signature a signing operation answers, for the call of its URL. */
function signed(answer: unknown, s: State, kind: 'upload' | 'download'): void {
  s.set(`${kind}Policy`, field(answer, 'fields.policy'));
  s.set(`${kind}Signature`, field(answer, 'fields.signature'));
}

/** The first job of a list call whose name is `name`. */
async function jobNamed(t: Tools, id: 'listJobs' | 'listSimulationJobs', name: string, key: 'hpcjob_uuid' | 'sjob_id'): Promise<string> {
  const answer = await t.call(id, {
    query: {
      search_word: name,
      status: undefined,
      start_time: undefined,
      end_time: undefined,
      queue: undefined,
      hpcsw_id: undefined,
      cluster_id: undefined,
      array_of: undefined,
    },
  });
  const found = ((field(answer, 'job_set') as Values[] | undefined) ?? []).find((j) => j.name === name);
  if (!found) throw new Error(`no seeded job ${name}`);
  return String(found[key]);
}

export const CASES: Case[] = [
  // session and configuration
  { id: 'login', as: 'usr-owner' },
  { id: 'getSignInOptions', anonymous: true },
  // The contract's example signs grace in from the harness's directory: an IAM user of usr-owner's account.
  { id: 'loginDirectory', anonymous: true },
  // No provider configured here: both send the browser back to the sign-in page saying so (the round trip itself
  // is tested against a real provider in server/domains/organisation-sign-in.test.ts).
  {
    id: 'startOidcSignIn',
    anonymous: true,
    navigation: { query: { next: '/pek3/hpc/hpc_job' }, location: /\/login\?sign_in_error=sign_in_not_offered$/ },
  },
  {
    id: 'finishOidcSignIn',
    anonymous: true,
    navigation: { query: { code: 'c0de', state: 'st4te' }, location: /\/login\?sign_in_error=sign_in_not_offered$/ },
  },
  { id: 'getSession' },
  { id: 'getConfigEntry', path: () => ({ namespace: 'default', key: 'hpc-config' }) },
  { id: 'getPermission', path: () => ({ user_id: 'usr-owner' }) },
  // A user opens its own permission; a sub-account's is its main account's to open (ADR 0042).
  { id: 'enablePermission', as: 'usr-owner', body: () => ({ agreement_accepted: true }) },

  // catalogue, network, monitoring (reads)
  { id: 'describeCommonAttachments' },
  { id: 'describeAppVersions' },
  { id: 'getGlobalUniqueId' },
  { id: 'searchSkus' },
  { id: 'getClusterPrice' },
  { id: 'describeVxnets' },
  { id: 'describeRouters' },
  { id: 'describeEips' },
  { id: 'describeS2Servers' },
  { id: 'getRecentMetricData' },
  { id: 'getMetricDataByPeriod', query: () => minutesBeforeNow(60, 40) },
  { id: 'getClusterMonitor' },

  // clusters: reads, then a new cluster that is stopped and deleted at the end
  { id: 'listClusters' },
  { id: 'getClusterConf' },
  { id: 'getClusterNasInfo' },
  { id: 'getResizeClusterFee', query: () => ({ cluster_id: C.ehpcActive, role: 'compute', instance_class: 101, cpu: 32, memory: 131072 }) },
  {
    id: 'getAddNodesFee',
    query: () => ({ cluster_id: C.ehpcActive, role: 'compute', count: 2, instance_class: 101, cpu: 56, memory: 229376 }),
  },
  {
    id: 'createCluster',
    body: () => ({ cluster_name: 'proxy_contract_01' }),
    after: (a, s) => s.set('cluster', field(a, 'cluster_id')),
    settle: true,
  },
  { id: 'modifyCluster' },
  { id: 'resumeCluster', body: () => ({ cluster_ids: [C.hpcSuspended] }), settle: true },
  { id: 'upgradeCluster', body: () => ({ cluster_id: C.ehpcStopped, app_version: 'appv-ehpc250bm' }), settle: true },
  {
    id: 'resizeCluster',
    body: () => ({ cluster_id: C.ehpcStopped, role: 'login', instance_class: 101, cpu: 4, memory: 8192 }),
    settle: true,
  },
  { id: 'startCluster', body: () => ({ cluster_ids: [C.ehpcStopped] }), settle: true },

  // nodes of the active EHPC cluster
  { id: 'listNodes' },
  { id: 'modifyClusterNode' },
  { id: 'restartNodes', body: () => ({ cluster_id: C.ehpcActive, node_ids: [N.compute[0]] }), settle: true },
  {
    id: 'addNodes',
    body: () => ({ cluster_id: C.ehpcActive, hpcqueue_id: Q.ehpcNormal }),
    after: (a, s) => s.set('nodes', field(a, 'node_ids')),
    settle: true,
  },
  { id: 'deleteNodes', body: (s) => ({ cluster_id: C.ehpcActive, node_ids: s.ids('nodes') }), settle: true },
  { id: 'dissociateLoginNodeEip', body: () => ({ cluster_id: C.ehpcActive, node_id: N.login }), settle: true },
  { id: 'associateLoginNodeEip', body: () => ({ cluster_id: C.ehpcActive, node_id: N.login, eip_id: 'eip-3h8d1q5w' }), settle: true },

  // queues and auto-scale policies
  { id: 'getQueueTypes' },
  { id: 'getCurrentQueue' },
  { id: 'listEhpcQueues' },
  { id: 'describeQueue', query: () => ({ cluster_id: C.hpcActive, id: Q.hpcShared }) },
  { id: 'getQueueNodes', query: () => ({ cluster_id: C.ehpcActive, hpcqueue_id: Q.ehpcNormal }) },
  {
    id: 'bindPrivateQueue',
    body: () => ({ cluster_id: C.hpcActive }),
    after: (a, s) => s.set('hpcQueue', field(a, 'hpcqueue_id')),
    settle: true,
  },
  { id: 'updateQueueName', body: (s) => ({ cluster_id: C.hpcActive, hpcqueue_id: s.id('hpcQueue') }), settle: true },
  { id: 'unbindPrivateQueue', body: (s) => ({ cluster_id: C.hpcActive, hpcqueue_id: s.id('hpcQueue') }), settle: true },
  {
    id: 'addEhpcQueue',
    body: () => ({ cluster_id: C.ehpcActive, node_ids: [N.gpu[0]] }),
    after: (a, s) => s.set('ehpcQueue', field(a, 'hpcqueue_id')),
    settle: true,
  },
  { id: 'modifyEhpcQueue', body: (s) => ({ cluster_id: C.ehpcActive, hpcqueue_id: s.id('ehpcQueue'), is_default: 0 }), settle: true },
  {
    id: 'addEhpcQueueNodes',
    body: (s) => ({ cluster_id: C.ehpcActive, hpcqueue_id: s.id('ehpcQueue'), node_ids: [N.gpu[1]] }),
    settle: true,
  },
  {
    id: 'removeEhpcQueueNodes',
    body: (s) => ({ cluster_id: C.ehpcActive, hpcqueue_id: s.id('ehpcQueue'), node_ids: [N.gpu[1]] }),
    settle: true,
  },
  { id: 'listStrategies' },
  { id: 'listStrategyLogs' },
  { id: 'previewStrategies', query: () => ({ cluster_id: C.ehpcActive }) },
  // Auto-scale stays off: the policies would otherwise add and remove nodes while the other cases run.
  {
    id: 'enableStrategy',
    body: () => ({ cluster_id: C.ehpcActive, strategy_ids: [SEED_STRATEGIES.expand, SEED_STRATEGIES.shrink], op_is_enabled: 0 }),
    settle: true,
  },
  {
    id: 'modifyStrategy',
    body: () => ({ cluster_id: C.ehpcActive, strategy_id: SEED_STRATEGIES.expand, queue_id: Q.ehpcNormal, op_is_enabled: 0, run_now: 0 }),
    settle: true,
  },
  {
    id: 'addStrategy',
    body: (s) => ({ cluster_id: C.ehpcActive, queue_id: s.id('ehpcQueue'), op_is_enabled: 0, run_now: 0 }),
    after: (a, s) => s.set('strategy', field(a, 'strategy_id')),
    settle: true,
  },
  { id: 'deleteStrategy', body: (s) => ({ cluster_id: C.ehpcActive, strategy_ids: [s.id('strategy')] }), settle: true },
  { id: 'deleteEhpcQueues', body: (s) => ({ cluster_id: C.ehpcActive, hpcqueue_ids: [s.id('ehpcQueue')] }), settle: true },

  // cluster users
  { id: 'listClusterUsers' },
  {
    id: 'addClusterUser',
    body: () => ({
      cluster_id: C.hpcActive,
      queues: ['shared56'],
      folders: ['/share/lab/course'],
      allocated_core_hours: 100,
      storage_quota_gb: 10,
    }),
    settle: true,
  },
  {
    id: 'modifyClusterUser',
    body: () => ({
      cluster_id: C.hpcActive,
      queues: ['shared56'],
      folders: ['/share/lab'],
      allocated_core_hours: 200,
      storage_quota_gb: 20,
    }),
    settle: true,
  },
  { id: 'deleteClusterUser', body: () => ({ cluster_id: C.hpcActive, accounts: ['zhang_wei'] }), settle: true },

  // jobs, simulation jobs, the operation log, templates
  { id: 'listJobs' },
  { id: 'listSimulationJobs' },
  {
    id: 'getJobDetail',
    before: async (t) => {
      t.state.set('runningJob', await jobNamed(t, 'listJobs', 'ocean_ROMS_hindcast', 'hpcjob_uuid'));
      t.state.set('stoppedJob', await jobNamed(t, 'listJobs', 'lammps_melt', 'hpcjob_uuid'));
      t.state.set('cancelledJob', await jobNamed(t, 'listJobs', 'wrf_ensemble_03', 'hpcjob_uuid'));
    },
    path: (s) => ({ id: s.id('runningJob') }),
  },
  {
    id: 'getSimulationJobDetail',
    before: async (t) => {
      t.state.set('runningSjob', await jobNamed(t, 'listSimulationJobs', 'pipe_flow-openfoam', 'sjob_id'));
      t.state.set('exitedSjob', await jobNamed(t, 'listSimulationJobs', 'crash_lsdyna', 'sjob_id'));
    },
    path: (s) => ({ sjob_id: s.id('runningSjob') }),
  },
  {
    id: 'getSimulationJobLog',
    before: async (t) => t.state.set('loggedSjob', await jobNamed(t, 'listSimulationJobs', 'pipe_flow-openfoam', 'sjob_id')),
    path: (s) => ({ sjob_id: s.id('loggedSjob') }),
  },
  { id: 'getQuotaUsage', query: () => ({ cluster_id: C.ehpcActive }) },
  { id: 'submitJob', body: () => ({ cluster_id: C.ehpcActive, hpcqueue_id: Q.ehpcNormal }), settle: true },
  // Free software: a commercial package needs an approved application (ADR 0042).
  { id: 'submitSimulationJob', body: () => ({ hpcsw_id: 'hpcsw-openfoam11' }), settle: true },
  { id: 'createJobFile' },
  // More time (ADR 0060): a job of the owner's with a limit of its own; each decision on a request of its own.
  {
    id: 'askTimeExtension',
    before: async (t) => {
      const job = await t.call('submitJob', {
        body: { cluster_id: C.ehpcActive, hpcqueue_id: Q.ehpcNormal, name: 'more_time', time_limit: 60 },
      });
      t.state.set('moreTimeJob', field(job, 'hpcjob_uuid'));
    },
    body: (s) => ({ hpcjob_uuid: s.id('moreTimeJob') }),
    after: (a, s) => s.set('extension', field(a, 'time_extension.extension_id')),
  },
  { id: 'listTimeExtensions', query: (s) => ({ hpcjob_uuid: s.id('moreTimeJob') }) },
  { id: 'refuseTimeExtension', body: (s) => ({ extension_id: s.id('extension') }) },
  {
    id: 'withdrawTimeExtension',
    before: async (t) => {
      const asked = await t.call('askTimeExtension', { body: { hpcjob_uuid: t.state.id('moreTimeJob') } });
      t.state.set('extension', field(asked, 'time_extension.extension_id'));
    },
    body: (s) => ({ extension_id: s.id('extension') }),
  },
  {
    id: 'approveTimeExtension',
    before: async (t) => {
      const asked = await t.call('askTimeExtension', { body: { hpcjob_uuid: t.state.id('moreTimeJob') } });
      t.state.set('extension', field(asked, 'time_extension.extension_id'));
    },
    body: (s) => ({ extension_id: s.id('extension') }),
  },
  { id: 'stopJobs', body: (s) => ({ cluster_id: C.ehpcActive, job_ids: [s.id('runningJob')] }), settle: true },
  { id: 'resumeJobs', body: (s) => ({ cluster_id: C.ehpcActive, job_ids: [s.id('stoppedJob')] }), settle: true },
  { id: 'deleteJobs', body: (s) => ({ cluster_id: C.ehpcActive, job_ids: [s.id('cancelledJob')] }), settle: true },
  // The seeded sweep whose last two tasks failed (ADR 0061).
  {
    id: 'retryJobArray',
    before: async (t) => t.state.set('sweep', await jobNamed(t, 'listJobs', 'wing_sweep_CFD', 'hpcjob_uuid')),
    body: (s) => ({ cluster_id: C.ehpcActive, hpcjob_uuid: s.id('sweep') }),
    settle: true,
  },
  { id: 'stopSimulationJobs', body: (s) => ({ sjob_ids: [s.id('runningSjob')] }), settle: true },
  { id: 'deleteSimulationJobs', body: (s) => ({ sjob_ids: [s.id('exitedSjob')] }), settle: true },
  { id: 'listOperations' },
  { id: 'listSimulationOperations' },
  { id: 'listFileTemplates' },
  { id: 'listJobTemplates', after: (a, s) => s.set('seededTemplate', field(a, 'hpc_job_template_set[].temp_id')) },
  { id: 'getJobTemplate', query: (s) => ({ temp_id: s.id('seededTemplate') }) },
  {
    id: 'createJobTemplate',
    body: () => ({ name: 'proxy_template_01', cluster_id: C.ehpcActive, queue_name: 'normal', hpcqueue_id: Q.ehpcNormal }),
    after: (a, s) => s.set('template', field(a, 'temp_id')),
  },
  {
    id: 'updateJobTemplate',
    body: (s) => ({
      temp_id: s.id('template'),
      name: 'proxy_template_02',
      cluster_id: C.ehpcActive,
      queue_name: 'gpu_ai',
      hpcqueue_id: Q.ehpcGpu,
    }),
  },
  { id: 'deleteJobTemplate', body: (s) => ({ temp_id: s.id('template') }) },

  // notifications (ADR 0059): the gateway of these tests has no SMTP server, so e-mail stays off.
  { id: 'listNotifications' },
  { id: 'markNotificationsRead', body: () => ({ ids: undefined, all: true }) },
  { id: 'getNotificationSettings' },
  { id: 'updateNotificationSettings', body: () => ({ email_enabled: false }) },
  { id: 'listNotificationDeliveries' },

  // software and billing
  { id: 'listSoftware' },
  { id: 'listSoftwareClasses' },
  { id: 'listGraphics' },
  { id: 'applySoftware', body: () => ({ hpcsw_id: 'hpcsw-abaqus2023', cluster_id: C.ehpcActive }) },
  { id: 'listSoftwareApplications', as: 'usr-admin', after: (a, s) => s.set('application', field(a, 'apply_set[].apply_id')) },
  { id: 'reviewSoftwareApplication', as: 'usr-admin', body: (s) => ({ apply_id: s.id('application') }) },
  { id: 'markSoftware' },
  { id: 'getRemoteAppLink' },
  // Graphics sessions (ADR 0062): a Terminal on the active EHPC cluster (a simulated one), read, given more time, ended.
  {
    id: 'openGraphicsSession',
    body: () => ({ cluster_id: C.ehpcActive, hpcqueue_id: Q.ehpcNormal }),
    after: (a, s) => s.set('graphicsSession', field(a, 'graphics_session.session_id')),
  },
  { id: 'listGraphicsSessions' },
  { id: 'getGraphicsSession', query: (s) => ({ session_id: s.id('graphicsSession') }) },
  { id: 'extendGraphicsSession', body: (s) => ({ session_id: s.id('graphicsSession') }) },
  { id: 'endGraphicsSession', body: (s) => ({ session_id: s.id('graphicsSession') }), settle: true },
  // Personal access tokens (ADR 0063): the example's token is made, listed and revoked.
  // A site's Slurm and machines (ADR 0065), in memory (./site.ts): registered, a machine joined and returned, removed.
  {
    id: 'registerSlurmCluster',
    as: 'usr-admin',
    body: () => ({ jwt_key_path: siteFiles().jwtKey, munge_key_path: siteFiles().mungeKey, shared_path: siteFiles().shared }),
    after: (a, s) => s.set('slurmCluster', field(a, 'cluster_id')),
  },
  { id: 'listSlurmClusters', as: 'usr-admin' },
  {
    id: 'modifySlurmCluster',
    as: 'usr-admin',
    body: (s) => ({
      cluster_id: s.id('slurmCluster'),
      jwt_key_path: siteFiles().jwtKey,
      munge_key_path: siteFiles().mungeKey,
      shared_path: siteFiles().shared,
    }),
  },
  { id: 'addMachine', as: 'usr-admin', after: (a, s) => s.set('machine', field(a, 'machine.machine_id')) },
  { id: 'listMachines', as: 'usr-admin' },
  { id: 'addMachineNodes', as: 'usr-admin', body: (s) => ({ cluster_id: s.id('slurmCluster'), machine_ids: [s.id('machine')] }) },
  { id: 'releaseMachineNodes', as: 'usr-admin', body: (s) => ({ machine_ids: [s.id('machine')] }) },
  { id: 'removeMachine', as: 'usr-admin', body: (s) => ({ machine_id: s.id('machine') }) },
  { id: 'removeSlurmCluster', as: 'usr-admin', body: (s) => ({ cluster_id: s.id('slurmCluster') }) },
  { id: 'createAccessToken', after: (a, s) => s.set('accessToken', field(a, 'access_token.token_id')) },
  { id: 'listAccessTokens' },
  { id: 'revokeAccessToken', body: (s) => ({ token_id: s.id('accessToken') }) },
  { id: 'getPrivateResourceInfo' },
  { id: 'getShareResourceInfo' },
  { id: 'getClusterBillInfo', query: () => minutesBeforeNow(20 * 1440, 0) },
  { id: 'getRemoteAppBillInfo', query: () => minutesBeforeNow(20 * 1440, 0) },
  { id: 'getChargeRecords', query: () => minutesBeforeNow(20 * 1440, 0) },
  { id: 'getBalance' },
  { id: 'getArrearsInfos' },
  { id: 'getBillingCost' },
  { id: 'listRemoteAppLogs' },

  // projects, people, sharing
  { id: 'listProjects' },
  { id: 'listProjectMembers', query: () => ({ project_id: SEED_PROJECT.project_id }) },
  {
    id: 'createProject',
    body: () => ({ cluster_id: C.hpcActive, members: undefined }),
    after: (a, s) => s.set('project', field(a, 'project_id')),
    settle: true,
  },
  { id: 'addProjectResource', body: (s) => ({ project_id: s.id('project'), resource_ids: [C.ehpcStopped] }), settle: true },
  {
    id: 'addProjectMember',
    body: (s) => ({ project_id: s.id('project'), members: [{ user_id: 'usr-lina', permission: 'readwrite', role_type: 'member' }] }),
    settle: true,
  },
  { id: 'deleteProjectMember', body: (s) => ({ project_id: s.id('project'), user_ids: ['usr-lina'] }), settle: true },
  { id: 'destroyProject', body: (s) => ({ project_id: s.id('project') }), settle: true },
  {
    id: 'createSubUser',
    body: () => ({ user_name: 'contract_sub', email: 'contract.sub@example.com', password: 'Kq7Rm2Pz5#!' }),
    after: (a, s) => s.set('subUser', field(a, 'sub_user.user_id')),
  },
  { id: 'enableSubUserPermission', body: (s) => ({ zone: 'pek3', sub_user_id: s.id('subUser') }) },
  { id: 'listSubUsers' },
  { id: 'describeLoginAccountUsers' },
  { id: 'describeLoginAccounts' },
  { id: 'describeUsers' },
  { id: 'describeIamUsers' },
  { id: 'listSharedUsers' },
  { id: 'listSharedClusters' },
  {
    id: 'addSharedUser',
    body: () => ({ cluster_id: C.ehpcActive, iam_user_id: 'iamu-alice001' }),
    after: (a, s) => s.set('sharedUser', field(a, 'shared_user_id')),
    settle: true,
  },
  { id: 'addSharedResourceLimit', body: (s) => ({ cluster_id: C.ehpcActive, shared_user_id: s.id('sharedUser') }), settle: true },
  { id: 'modifySharedResourceLimit', body: (s) => ({ cluster_id: C.ehpcActive, shared_user_id: s.id('sharedUser') }), settle: true },
  { id: 'deleteSharedResourceLimit', body: (s) => ({ cluster_id: C.ehpcActive, shared_user_id: s.id('sharedUser') }), settle: true },
  {
    id: 'modifySharedUser',
    path: () => ({ modify_type: 'status' }),
    body: (s) => ({ cluster_id: C.ehpcActive, shared_user_id: s.id('sharedUser'), status: 'disabled' }),
    settle: true,
  },
  { id: 'deleteSharedUser', body: (s) => ({ cluster_id: C.ehpcActive, shared_user_ids: [s.id('sharedUser')] }), settle: true },

  // NAS storage: file systems, exports, files
  { id: 'listFileSystems' },
  { id: 'createFileSystem', settle: true },
  { id: 'listExports', path: () => ({ fsid: FS }) },
  { id: 'getExport', path: () => ({ fsid: FS, nas_id: SEED.nas.wrf }) },
  {
    id: 'createExport',
    path: () => ({ fsid: FS }),
    body: () => ({ name: 'proxy_export_01' }),
    after: (a, s) => s.set('export', field(a, 'nas_id')),
    settle: true,
  },
  { id: 'modifyExport', path: (s) => ({ fsid: FS, nas_id: s.id('export') }), settle: true },
  { id: 'deleteExport', path: (s) => ({ fsid: FS, nas_id: s.id('export') }), settle: true },
  { id: 'restartExport', body: () => ({ fs_id: FS, nas_id: SEED.nas.cfd }), settle: true },
  { id: 'capacityExport', body: () => ({ fs_id: FS, nas_id: SEED.nas.spare, quota: 200 }), settle: true },
  { id: 'renameExport', body: () => ({ fs_id: FS, nas_id: SEED.nas.cfd }), settle: true },
  { id: 'getNasBillCost', body: () => ({ fs_id: FS }) },
  { id: 'getObjects' },
  { id: 'getObject' },
  {
    id: 'putObject',
    body: () => ({ file: new File(['&time_control\n run_days = 2,\n/\n'], 'namelist.proxy.input', { type: 'application/octet-stream' }) }),
  },
  { id: 'moveObject', body: () => ({ source: 'bob/notes.txt', target: 'bob/notes_moved.txt' }) },
  { id: 'createDirectory' },
  { id: 'getUploadSignature', after: (a, s) => signed(a, s, 'upload') },
  // The signed URLs are opened without a session: the signature is their authorisation.
  {
    id: 'uploadSignedObjects',
    anonymous: true,
    body: (s) => ({
      policy: s.id('uploadPolicy'),
      signature: s.id('uploadSignature'),
      file: new File(['&metgrid\n/\n'], 'met_em.d01.2026-11-19_00.nc', { type: 'application/octet-stream' }),
    }),
  },
  // Chunked uploads (ADR 0035): a 12-byte file in one chunk; abort drops a session of its own.
  {
    id: 'createUploadSession',
    body: () => ({
      prefix: '',
      file_name: 'proxy_chunked.bin',
      size: 12,
      sha256: '542b25531480ee999b34ac089ad7b6b55649d767431279143a0e1b4a91d6ada8',
    }),
    after: (a, s) => s.set('upload', field(a, 'upload_session.upload_id')),
  },
  { id: 'listUploadSessions', query: () => ({ prefix: '' }) },
  { id: 'getUploadSession', query: (s) => ({ upload_id: s.id('upload') }) },
  {
    id: 'putUploadChunk',
    body: (s) => ({
      upload_id: s.id('upload'),
      index: 0,
      sha256: '542b25531480ee999b34ac089ad7b6b55649d767431279143a0e1b4a91d6ada8',
      file: new File(['proxy chunk\n'], 'chunk', { type: 'application/octet-stream' }),
    }),
  },
  {
    id: 'completeUploadSession',
    body: (s) => ({ upload_id: s.id('upload'), sha256: '542b25531480ee999b34ac089ad7b6b55649d767431279143a0e1b4a91d6ada8' }),
  },
  {
    id: 'abortUploadSession',
    before: async (t) => {
      const started = await t.call('createUploadSession', {
        body: {
          prefix: '',
          file_name: 'proxy_aborted.bin',
          size: 8,
          sha256: 'e0ddef6ce5773b4e400c2ab1e6975b62ddd5e10af3fb0fcca82deff62ec5b31e',
        },
      });
      t.state.set('abortedUpload', field(started, 'upload_session.upload_id'));
    },
    body: (s) => ({ upload_id: s.id('abortedUpload') }),
  },
  { id: 'getDownloadSignature', after: (a, s) => signed(a, s, 'download') },
  {
    id: 'downloadSignedObjects',
    anonymous: true,
    query: (s) => ({ policy: s.id('downloadPolicy'), signature: s.id('downloadSignature') }),
  },
  { id: 'deleteObjects' },

  // what ends things: the new cluster, then the session
  { id: 'stopCluster', body: (s) => ({ cluster_ids: [s.id('cluster')] }), settle: true },
  { id: 'deleteCluster', body: (s) => ({ cluster_ids: [s.id('cluster')] }), settle: true },
  { id: 'logout' },
];
