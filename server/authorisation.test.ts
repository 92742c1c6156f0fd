/**
 * Spec section 6 (roles and permissions): each demo actor is refused what it may not do, with a failure
 * status, the ret_code of its kind and a message, and nothing changes; and each actor can do the allowed
 * counterpart, so that refusing everything would not pass.
 *
 *  - nobody signed in: every operation but the public ones (an empty security list) answers 401: sign-in, and
 *    the signed upload and download URLs, whose signature is their authorisation (a wrong one answers 403);
 *  - a change without the CSRF token of its session answers 401;
 *  - identity fields claiming another user, owner, IAM user or a zone not the user's answer 403;
 *  - the sub-user (usr-sub): creates no cluster unless the sub-user creation flag is on and its HPC service is
 *    open, must use shared clusters (neither sees nor changes the account's clusters not shared with it: 404 like
 *    another account's, ADR 0006; changes the one it created), is shared into a project only once its HPC
 *    permission is open, and has no user management;
 *  - a shared_member (usr-sub on the seeded project's cluster, read-only) is refused every change of the cluster,
 *    its nodes, queues, policies, users, members, jobs and templates, while the shared_owner (usr-owner) makes them;
 *  - the IAM user (iam-alice) only lists, reads, writes, moves and deletes files under a folder named alice;
 *  - another account (usr-admin, a zone_admin) neither sees nor changes usr-owner's clusters, jobs, files and
 *    projects (404, or 403 where the contract says "a cluster the user does not own"), reads no other user's
 *    permission, and works in its own zones only;
 *  - HPC is opened only in zones configured for HPC.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_FILE } from './app';
import { loadBundle } from './contract/document';
import { SEED } from './seed/fixtures';
import { DEMO_ACCOUNTS } from './seed/identity';
import { CaseBuilder, type RequestSpec } from './testing/bad-input-cases';
import { expectAllowed, RefusalSweep, refusedUnchanged, type Expected } from './testing/refusals';
import { send } from './testing/send';
import { startTestGateway, TestClient, type Answer, type TestGateway } from './test-support';

const E = SEED.clusters.ehpcActive;
const H = SEED.clusters.hpcActive;
const NAS = SEED.nas.wrf;
const PROJECT = 'prj-wrf0shar1';
/** A configured zone the demo account may not use: a test zone outside its zones. */
const zoneOutside = (userId: string) => {
  const zones = DEMO_ACCOUNTS.find((a) => a.user_id === userId)?.zones as readonly string[];
  return ['nscc', 'testbm', 'testep', 'testing'].find((z) => !zones.includes(z)) ?? 'zz-nowhere';
};

const doc = loadBundle(CONTRACT_FILE);
const builder = new CaseBuilder(doc);
const operations = builder.operations();
/** The operations that need no session: their security list is empty (sign-in and the signed URLs). */
const PUBLIC = new Set(operations.filter((o) => Array.isArray(o.op.security) && o.op.security.length === 0).map((o) => o.operationId));
const isPublic = (id: string) => PUBLIC.has(id);
/** The sweeps over every operation send a few hundred requests, each followed by a snapshot. */
const SWEEP_MS = 60_000;

let gw: TestGateway;
let owner: TestClient;
let sub: TestClient;
let alice: TestClient;
let admin: TestClient;

/** Ids of the seed that the requests below name (the jobs seed makes its ids at random). */
const ids = { runningJob: '', stoppedJob: '', finishedJob: '', template: '', hpcRunningJob: '' };

async function signIn(user: string, password: string): Promise<TestClient> {
  const client = new TestClient(gw.api);
  expectAllowed(await client.login(user, password), `${user} signs in`);
  return client;
}

beforeAll(async () => {
  gw = await startTestGateway(undefined, { runEngine: false });
  [owner, sub, alice, admin] = await Promise.all([
    signIn('usr-owner', 'Owner#Hpc2026'),
    signIn('usr-sub', 'SubUser#Hpc2026'),
    signIn('iam-alice', 'Alice#Hpc2026'),
    signIn('usr-admin', 'Admin#Hpc2026'),
  ]);
  const db = gw.gateway.db;
  const job = async (cluster: string, status: string) =>
    (
      await db.query<{ id: string }>(
        "SELECT hpcjob_uuid AS id FROM jobs WHERE cluster_id = $1 AND job_status = $2 AND portal = 'hpc' ORDER BY 1 LIMIT 1",
        [cluster, status],
      )
    )[0]?.id ?? '';
  ids.runningJob = await job(E, 'running');
  ids.stoppedJob = await job(E, 'stopped');
  ids.finishedJob = await job(E, 'finished');
  ids.hpcRunningJob = await job(H, 'running');
  ids.template =
    (await db.query<{ id: string }>('SELECT temp_id AS id FROM job_templates WHERE cluster_id = $1 ORDER BY 1 LIMIT 1', [E]))[0]?.id ?? '';
  for (const [name, value] of Object.entries(ids)) expect(value, `seeded ${name}`).not.toBe('');
}, 90_000);
afterAll(() => gw?.close());

const get = (client: TestClient, path: string, query: Record<string, unknown> = {}) => client.call('GET', path, query);
const post = (client: TestClient, path: string, body: Record<string, unknown> = {}) => client.call('POST', path, body);

/** getObject answers the file's bytes, or the failure envelope. */
async function download(client: TestClient, query: Record<string, string>): Promise<Answer & { bytes: Buffer }> {
  const response = await fetch(`${client.api}/nas/get_object?${new URLSearchParams(query)}`, {
    headers: { 'accept-language': client.lang, cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const json = response.headers.get('content-type')?.includes('json');
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    body: json ? (JSON.parse(bytes.toString('utf8')) as Record<string, unknown>) : { ret_code: 0 },
  };
}

const upload = (client: TestClient, prefix: string, name: string): Promise<Answer> =>
  send(client, {
    method: 'POST',
    path: '/nas/put_object',
    query: {},
    multipart: { fields: { nas_id: NAS, prefix }, file: { name, content: 'authorisation test\n' } },
  });

/** A client with the same session cookies and the given CSRF header (none when undefined). */
function withToken(client: TestClient, token: string | undefined): TestClient {
  const copy = new TestClient(client.api, client.lang);
  copy.cookies = new Map(client.cookies);
  copy.csrf = token;
  return copy;
}

/** The example request of an operation with extra query or body fields. */
function withFields(request: RequestSpec, fields: Record<string, string>): RequestSpec {
  const copy = structuredClone(request);
  if (copy.multipart) Object.assign(copy.multipart.fields, fields);
  else if (copy.method === 'GET' || copy.method === 'DELETE') Object.assign(copy.query, fields);
  else copy.body = { ...copy.body, ...fields };
  return copy;
}

const refused = <T extends Answer>(label: string, request: () => Promise<T>, expected: Expected = {}) =>
  refusedUnchanged(gw, request, expected, label);

describe('nobody signed in', () => {
  it(
    'is refused every operation but the public ones (401), with the example request of each',
    async () => {
      expect([...PUBLIC].sort()).toEqual([
        'downloadSignedObjects',
        'finishOidcSignIn',
        'getSignInOptions',
        'login',
        'loginDirectory',
        'startOidcSignIn',
        'uploadSignedObjects',
      ]);
      const sweep = new RefusalSweep(gw);
      for (const o of operations) {
        if (isPublic(o.operationId)) continue;
        const client = new TestClient(gw.api);
        await sweep.refused(`anonymous ${o.operationId}`, () => send(client, builder.base(o).request), { status: 401, retCode: 1200 });
      }
    },
    SWEEP_MS,
  );

  it('reaches the signed URLs, whose example signature is not the gateway’s (403)', async () => {
    for (const id of ['downloadSignedObjects', 'uploadSignedObjects']) {
      const o = operations.find((op) => op.operationId === id)!;
      await refused(`anonymous ${id}`, () => send(new TestClient(gw.api), builder.base(o).request), {
        status: 403,
        retCode: 1300,
        message: /签名无效/,
      });
    }
  });

  it('can sign in, and then read its session', async () => {
    const client = new TestClient(gw.api);
    expectAllowed(await client.login('usr-owner', 'Owner#Hpc2026'), 'sign-in');
    expect(expectAllowed(await get(client, '/auth/session'), 'session').user).toMatchObject({ user_id: 'usr-owner' });
  });
});

describe('a change without the CSRF token of its session', () => {
  const changes = operations.filter((o) => o.method !== 'get' && !isPublic(o.operationId));

  it(
    'is refused (401) without the header, with a wrong token and with another session’s token',
    async () => {
      expect(changes.length).toBeGreaterThan(60);
      const sweep = new RefusalSweep(gw);
      for (const [i, o] of changes.entries()) {
        const { request } = builder.base(o);
        await sweep.refused(`no CSRF ${o.operationId}`, () => send(withToken(owner, undefined), request), { status: 401, retCode: 1200 });
        await sweep.refused(`wrong CSRF ${o.operationId}`, () => send(withToken(owner, 'not-the-token'), request), {
          status: 401,
          retCode: 1200,
        });
        if (i % 4 === 0)
          await sweep.refused(`sub's CSRF ${o.operationId}`, () => send(withToken(owner, sub.csrf), request), {
            status: 401,
            retCode: 1200,
          });
      }
    },
    SWEEP_MS,
  );

  it('is made with it', async () => {
    expectAllowed(await post(owner, '/portal-hpc/software/mark', { hpcsw_id: 'hpcsw-openfoam11', mark: 1 }), 'mark with the token');
  });
});

describe('identity fields claiming someone else', () => {
  const claims: Record<string, string>[] = [
    { user_id: 'usr-admin' },
    { owner: 'usr-admin' },
    { iamuser_name: 'alice' },
    { zone: zoneOutside('usr-owner') },
  ];

  it(
    'are refused (403) on every operation, the example request carrying one false claim',
    async () => {
      let n = 0;
      const sweep = new RefusalSweep(gw);
      for (const o of operations) {
        if (isPublic(o.operationId)) continue;
        const claim = claims[n++ % claims.length];
        const request = withFields(builder.base(o).request, claim);
        await sweep.refused(`${o.operationId} claiming ${JSON.stringify(claim)}`, () => send(owner, request), {
          status: 403,
          retCode: 1300,
        });
      }
    },
    SWEEP_MS,
  );

  it('are refused for each actor claiming another, and accepted when they are the actor’s own', async () => {
    const list = '/portal-hpc/cluster/list';
    await refused('sub claims to be the owner', () => get(sub, list, { user_id: 'usr-owner' }), { status: 403 });
    await refused('alice claims another IAM name', () => get(alice, list, { iamuser_name: 'bob' }), { status: 403 });
    await refused(
      'admin claims usr-owner as owner',
      () => post(admin, '/portal-hpc/cluster/modifyCluster', { cluster_id: E, description: 'x', owner: 'usr-owner' }),
      { status: 403 },
    );
    await refused('owner in a zone it may not use', () => get(owner, list, { zone: zoneOutside('usr-owner') }), {
      status: 403,
      message: new RegExp(zoneOutside('usr-owner')),
    });
    expectAllowed(await get(owner, list, { user_id: 'usr-owner', owner: 'usr-owner', zone: 'pek3' }), 'owner’s own claims');
    expectAllowed(await get(owner, list, { zone: 'sh1a' }), 'owner in sh1a');
    expectAllowed(await get(sub, list, { user_id: 'usr-sub', owner: 'usr-owner' }), 'sub’s own claims');
    expectAllowed(await get(alice, list, { user_id: 'iam-alice', owner: 'usr-owner', iamuser_name: 'alice' }), 'alice’s own claims');
    expectAllowed(await get(admin, list, { zone: 'testing' }), 'the zone_admin in its test zone');
  });
});

describe('the sub-user (usr-sub)', () => {
  const setFlag = (on: boolean) =>
    gw.gateway.db.query(
      "UPDATE config_entries SET value = jsonb_set(value, '{features,subuser_cluster_creation}', $1::jsonb) WHERE namespace = 'default' AND key = 'hpc-config'",
      [JSON.stringify(on)],
    );
  const form = (name: string) => ({
    cluster_type: 'ehpc',
    cluster_name: name,
    network_type: 'private',
    vxnet: 'vxnet-hpc01',
    nas_id: SEED.nas.spare,
    nas_path: '/share/sub',
    app_version: 'appv-ehpc241',
    admin_password: 'Ehpc#Admin2026',
    deploy_mode: 1,
    scheduler_type: 'slurm',
    queue_name: 'normal',
    node_config: {
      controller: { instance_class: 101, cpu: 4, memory: 8192, count: 1 },
      compute: { instance_class: 101, cpu: 56, memory: 229376, gpu: 0, count: 1 },
      login: { instance_class: 101, cpu: 2, memory: 4096, count: 1 },
    },
    paid_type: 0,
    duration: 0,
    is_auto_renewal: 0,
  });

  it('cannot create a cluster while the sub-user creation flag is off, nor before its HPC service is open', async () => {
    await refused('sub creates a cluster', () => post(sub, '/portal-hpc/cluster/createCluster', form('sub_cluster')), {
      status: 403,
      retCode: 1300,
    });
    await setFlag(true);
    try {
      await refused('sub creates a cluster, service not open', () => post(sub, '/portal-hpc/cluster/createCluster', form('sub_cluster')), {
        status: 403,
        retCode: 1300,
      });
    } finally {
      await setFlag(false);
    }
  });

  it('is shared into a project only once its HPC permission is open; an authorised sub-user is', async () => {
    const project = expectAllowed(
      await post(owner, '/portal-hpc/project/create', { name: 'authorisation', cluster_id: H }),
      'owner creates a project',
    ).project_id;
    const addMember = (user: string) =>
      post(owner, '/portal-hpc/project/addMember', { project_id: project, members: [{ user_id: user, permission: 'readonly' }] });
    await refused('a sub-user without HPC permission joins a project', () => addMember('usr-intern'), { status: [409, 422] });
    expectAllowed(await addMember('usr-lina'), 'an authorised sub-user joins the project');
  });

  it('has no user management: sub-accounts and projects are refused, the owner has them', async () => {
    await refused('sub lists sub-users', () => get(sub, '/portal-hpc/subuser'), { status: 403 });
    await refused('sub creates a project', () => post(sub, '/portal-hpc/project/create', { name: 'sub project', cluster_id: E }), {
      status: 403,
    });
    expectAllowed(await get(owner, '/portal-hpc/subuser'), 'owner lists sub-users');
  });

  it('must use shared clusters: neither reads nor changes the account’s clusters not shared with it (404, ADR 0006)', async () => {
    const unshared: [string, string, Record<string, unknown>][] = [
      ['modifyCluster', '/portal-hpc/cluster/modifyCluster', { cluster_id: H, description: 'changed by the sub-user' }],
      ['stopCluster', '/portal-hpc/cluster/stopCluster', { cluster_ids: [H] }],
      ['startCluster', '/portal-hpc/cluster/startCluster', { cluster_ids: [SEED.clusters.ehpcStopped] }],
      ['deleteCluster', '/portal-hpc/cluster/deleteCluster', { cluster_ids: [SEED.clusters.ehpcStopped] }],
      [
        'resizeCluster',
        '/portal-hpc/cluster/resizeCluster',
        { cluster_id: SEED.clusters.ehpcStopped, role: 'compute', instance_class: 101, cpu: 64, memory: 262144 },
      ],
      ['restartNodes', '/portal-hpc/cluster/restartNodes', { cluster_id: H, node_ids: ['cln-hpclgn02'] }],
      ['addEhpcQueue', '/portal-hpc/queue/ehpc/addQueue', { cluster_id: SEED.clusters.ehpcStopped, queue_name: 'sub_q' }],
      [
        'addClusterUser',
        '/portal-hpc/user/addUser',
        {
          cluster_id: H,
          account: 'sub_acc',
          password: 'Hpc@User2026x',
          allocated_core_hours: 100,
          storage_quota_gb: 1,
          queues: ['shared56'],
        },
      ],
    ];
    for (const [id, path, body] of unshared)
      await refused(`sub ${id} on an unshared cluster`, () => post(sub, path, body), { status: 404, retCode: 1400 });
    const reads: [string, string, Record<string, unknown>][] = [
      ['listNodes', '/portal-hpc/cluster/listNodes', { cluster_id: H }],
      ['getCurrentQueue', '/portal-hpc/queue/getCurrentQueue', { cluster_id: H }],
      ['listClusterUsers', '/portal-hpc/user', { cluster_id: H }],
      ['listJobs', '/portal-hpc/job/list', { cluster_id: H }],
      ['getJobDetail', `/portal-hpc/job/jobdetail/${ids.hpcRunningJob}`, {}],
      ['getClusterMonitor', '/monitor/GetClusterMonitor', { cluster_id: H, subtype: 'cluster' }],
      ['getShareResourceInfo', '/portal-hpc/rent/cluster/shareResourceInfo', { cluster_id: H }],
    ];
    for (const [id, path, query] of reads) {
      await refused(`sub ${id} on an unshared cluster`, () => get(sub, path, query), { status: 404, retCode: 1400 });
      expectAllowed(await get(owner, path, query), `owner ${id}`);
    }
    const listed = expectAllowed(await get(sub, '/portal-hpc/cluster/list', { limit: 100 }), 'sub lists its clusters');
    expect((listed.cluster_set as { cluster_id: string }[]).map((c) => c.cluster_id)).toEqual([E]);
  });

  it('creates a cluster once the flag is on and its service is open, and changes it', async () => {
    await setFlag(true);
    try {
      // A sub-account's HPC permission is its main account's to open (ADR 0042).
      expectAllowed(
        await post(owner, '/portal-hpc/subuser/permission/enable', { zone: 'pek3', sub_user_id: 'usr-sub' }),
        'owner opens HPC for sub',
      );
      const created = expectAllowed(await post(sub, '/portal-hpc/cluster/createCluster', form('sub_cluster')), 'sub creates a cluster');
      expectAllowed(
        await post(sub, '/portal-hpc/cluster/modifyCluster', { cluster_id: created.cluster_id, description: 'mine' }),
        'sub changes its cluster',
      );
    } finally {
      await setFlag(false);
      await gw.gateway.db.query("UPDATE permissions SET status = 'disable' WHERE user_id = 'usr-sub' AND zone = 'pek3'");
    }
  });
});

describe('a shared_member with read-only permission (usr-sub on the shared cluster)', () => {
  const changes = (): [string, string, Record<string, unknown>][] => [
    ['modifyCluster', '/portal-hpc/cluster/modifyCluster', { cluster_id: E, description: 'changed by a member' }],
    ['stopCluster', '/portal-hpc/cluster/stopCluster', { cluster_ids: [E] }],
    ['startCluster', '/portal-hpc/cluster/startCluster', { cluster_ids: [E] }],
    ['resumeCluster', '/portal-hpc/cluster/resumeCluster', { cluster_ids: [E] }],
    ['deleteCluster', '/portal-hpc/cluster/deleteCluster', { cluster_ids: [E] }],
    ['upgradeCluster', '/portal-hpc/cluster/upgradeCluster', { cluster_id: E, app_version: 'appv-ehpc250' }],
    [
      'resizeCluster',
      '/portal-hpc/cluster/resizeCluster',
      { cluster_id: E, role: 'compute', instance_class: 101, cpu: 64, memory: 262144 },
    ],
    ['modifyClusterNode', '/portal-hpc/cluster/modifyClusterNode', { cluster_id: E, node_id: 'cln-a1b2c3d4', name: 'member_node' }],
    [
      'addNodes',
      '/portal-hpc/cluster/addNodes',
      { cluster_id: E, role: 'compute', count: 1, instance_class: 101, cpu: 56, memory: 229376, gpu: 0 },
    ],
    ['deleteNodes', '/portal-hpc/cluster/deleteNodes', { cluster_id: E, node_ids: ['cln-g9p2u4x6'] }],
    ['restartNodes', '/portal-hpc/cluster/restartNodes', { cluster_id: E, node_ids: ['cln-a1b2c3d4'] }],
    ['dissociateLoginNodeEip', '/portal-hpc/cluster/dissociateLoginNodeEip', { cluster_id: E, node_id: 'cln-l0g1n9a2' }],
    [
      'associateLoginNodeEip',
      '/portal-hpc/cluster/associateLoginNodeEip',
      { cluster_id: E, node_id: 'cln-l0g1n9a2', eip_id: 'eip-4n7q2w8e' },
    ],
    ['addEhpcQueue', '/portal-hpc/queue/ehpc/addQueue', { cluster_id: E, queue_name: 'member_q' }],
    [
      'modifyEhpcQueue',
      '/portal-hpc/queue/ehpc/modifyQueue',
      { cluster_id: E, hpcqueue_id: SEED.queues.ehpcGpu, queue_name: 'member_gpu' },
    ],
    ['deleteEhpcQueues', '/portal-hpc/queue/ehpc/delQueues', { cluster_id: E, hpcqueue_ids: [SEED.queues.ehpcGpu] }],
    [
      'addEhpcQueueNodes',
      '/portal-hpc/queue/ehpc/addNodes',
      { cluster_id: E, hpcqueue_id: SEED.queues.ehpcGpu, node_ids: ['cln-a1b2c3d4'] },
    ],
    [
      'removeEhpcQueueNodes',
      '/portal-hpc/queue/ehpc/removeNodes',
      { cluster_id: E, hpcqueue_id: SEED.queues.ehpcNormal, node_ids: ['cln-a1b2c3d4'] },
    ],
    [
      'addStrategy',
      '/portal-hpc/queue/ehpc/addStrategy',
      {
        cluster_id: E,
        queue_id: SEED.queues.ehpcGpu,
        op_type: 'expand',
        queued_cores: 112,
        node_step: 2,
        max_nodes: 16,
        check_frequency: 5,
        op_is_enabled: 1,
        run_now: 0,
      },
    ],
    [
      'modifyStrategy',
      '/portal-hpc/queue/ehpc/modifyStrategy',
      {
        cluster_id: E,
        strategy_id: 'ehpcst-seedexp1',
        queue_id: SEED.queues.ehpcNormal,
        op_type: 'expand',
        queued_cores: 224,
        node_step: 4,
        max_nodes: 32,
        check_frequency: 10,
        op_is_enabled: 1,
        run_now: 0,
      },
    ],
    ['deleteStrategy', '/portal-hpc/queue/ehpc/delStrategy', { cluster_id: E, strategy_ids: ['ehpcst-seedexp1'] }],
    ['enableStrategy', '/portal-hpc/queue/ehpc/enableStrategy', { cluster_id: E, strategy_ids: ['ehpcst-seedshr1'], op_is_enabled: 0 }],
    [
      'addClusterUser',
      '/portal-hpc/user/addUser',
      {
        cluster_id: E,
        account: 'member_new',
        password: 'Hpc@User2026x',
        allocated_core_hours: 100,
        storage_quota_gb: 10,
        queues: ['normal'],
      },
    ],
    ['modifyClusterUser', '/portal-hpc/user/modifyUser', { cluster_id: E, account: 'alice', allocated_core_hours: 6000 }],
    ['deleteClusterUser', '/portal-hpc/user/deleteUser', { cluster_id: E, accounts: ['alice'] }],
    [
      'addSharedUser',
      '/portal-hpc/shared/user/addUser',
      { cluster_id: E, iam_user_id: 'iamu-liuyang1', username: 'liuyang', permission: 'readonly' },
    ],
    [
      'modifySharedUser',
      '/portal-hpc/shared/user/modifyUser/status',
      { cluster_id: E, shared_user_id: 'shu-zhangwe1', status: 'disabled' },
    ],
    ['deleteSharedUser', '/portal-hpc/shared/user/deleteUser', { cluster_id: E, shared_user_ids: ['shu-zhangwe1'] }],
    [
      'modifySharedResourceLimit',
      '/portal-hpc/shared/user/modifyResourceLimit',
      { cluster_id: E, shared_user_id: 'shu-zhangwe1', allocated_core_hours: 6000, file_system_quota_gb: 100 },
    ],
    ['deleteSharedResourceLimit', '/portal-hpc/shared/user/deleteResourceLimit', { cluster_id: E, shared_user_id: 'shu-zhangwe1' }],
    ['applySoftware', '/portal-hpc/software/apply', { hpcsw_id: 'hpcsw-gaussian16', cluster_id: E, reason: 'member wants it' }],
    [
      'submitJob',
      '/portal-hpc/job/submitJob',
      { cluster_id: E, hpcqueue_id: SEED.queues.ehpcNormal, name: 'member job', cores: 1, submit_type: 'command', cmd: 'echo member' },
    ],
    ['createJobFile', '/portal-hpc/job/createJobFile', { cluster_id: E, file_name: 'member_run.sh', content: 'echo member\n' }],
    ['stopJobs', '/portal-hpc/job/stopJobs', { cluster_id: E, job_ids: [ids.runningJob] }],
    ['resumeJobs', '/portal-hpc/job/resumeJobs', { cluster_id: E, job_ids: [ids.stoppedJob] }],
    ['deleteJobs', '/portal-hpc/job/deleteJobs', { cluster_id: E, job_ids: [ids.finishedJob] }],
    [
      'createJobTemplate',
      '/portal-hpc/jobtemplate/createJobTemp',
      { name: 'member_tpl', cluster_id: E, queue_name: 'normal', cores: 1, submit_type: 'command', cmd: 'echo member' },
    ],
    [
      'updateJobTemplate',
      '/portal-hpc/jobtemplate/updateJobTemp',
      {
        temp_id: ids.template,
        name: 'member_tpl2',
        cluster_id: E,
        queue_name: 'normal',
        cores: 1,
        submit_type: 'command',
        cmd: 'echo member',
      },
    ],
    ['deleteJobTemplate', '/portal-hpc/jobtemplate/tempDelete', { temp_id: ids.template }],
    [
      'addProjectMember',
      '/portal-hpc/project/addMember',
      { project_id: PROJECT, members: [{ user_id: 'usr-lina', permission: 'readwrite' }] },
    ],
    ['deleteProjectMember', '/portal-hpc/project/delMember', { project_id: PROJECT, user_ids: ['usr-sub'] }],
    ['addProjectResource', '/portal-hpc/project/addResource', { project_id: PROJECT, resource_ids: [H] }],
    ['destroyProject', '/portal-hpc/project/destroy', { project_id: PROJECT }],
  ];

  it('sees the cluster as a read-only shared member and reads it', async () => {
    const listed = expectAllowed(await get(sub, '/portal-hpc/cluster/list', { shared_status: 'shared' }), 'sub lists shared clusters');
    expect(listed.cluster_set).toEqual([
      expect.objectContaining({
        cluster_id: E,
        project_info: expect.objectContaining({ shared_role: 'shared_member', permission: 'readonly' }),
      }),
    ]);
    for (const [path, query] of [
      ['/portal-hpc/cluster/listNodes', { cluster_id: E }],
      ['/portal-hpc/queue/ehpc/getQueueList', { cluster_id: E }],
      ['/portal-hpc/queue/ehpc/getStrategyList', { cluster_id: E }],
      ['/portal-hpc/user', { cluster_id: E }],
      ['/portal-hpc/cluster/nasInfo', { cluster_id: E }],
      ['/portal-hpc/job/list', { cluster_id: E }],
    ] as const)
      expectAllowed(await get(sub, path, query), `sub reads ${path}`);
  });

  it(
    'is refused every change of the shared cluster (403)',
    async () => {
      const sweep = new RefusalSweep(gw);
      for (const [id, path, body] of changes())
        await sweep.refused(`read-only member ${id}`, () => post(sub, path, body), { status: 403, retCode: 1300 });
    },
    SWEEP_MS,
  );

  it('while the shared_owner makes them', async () => {
    const owned = expectAllowed(await get(owner, '/portal-hpc/cluster/list', { cluster_id: [E] }), 'owner lists the cluster');
    expect(owned.cluster_set).toEqual([
      expect.objectContaining({ project_info: expect.objectContaining({ shared_role: 'shared_owner' }) }),
    ]);
    const allowed = [
      'modifyCluster',
      'modifyClusterNode',
      'createJobFile',
      'submitJob',
      'createJobTemplate',
      'modifyClusterUser',
      'modifySharedUser',
      'addProjectMember',
      'stopJobs',
      'enableStrategy',
    ];
    for (const [id, path, body] of changes().filter(([id]) => allowed.includes(id)))
      expectAllowed(await post(owner, path, body), `shared_owner ${id}`);
  });
});

describe('the IAM user (iam-alice) and the files', () => {
  const names = (body: Record<string, unknown>) => (body.object_set as { object_name: string }[]).map((o) => o.object_name);

  it('lists only her folder and refuses other folders; the owner sees them all', async () => {
    expect(names(expectAllowed(await get(alice, '/nas/get_objects', { nas_id: NAS }), 'alice lists the root'))).toEqual(['alice/']);
    expect(
      names(expectAllowed(await get(alice, '/nas/get_objects', { nas_id: NAS, prefix: 'alice/' }), 'alice lists her folder')),
    ).toContain('alice/README.md');
    await refused('alice lists bob/', () => get(alice, '/nas/get_objects', { nas_id: NAS, prefix: 'bob/' }), { status: 403 });
    await refused('alice lists wrf_case01/', () => get(alice, '/nas/get_objects', { nas_id: NAS, prefix: 'wrf_case01/' }), { status: 403 });
    expect(names(expectAllowed(await get(owner, '/nas/get_objects', { nas_id: NAS, limit: 100 }), 'owner lists the root'))).toEqual(
      expect.arrayContaining(['alice/', 'bob/', 'README.txt']),
    );
  });

  it('downloads only her files', async () => {
    for (const object of ['bob/notes.txt', 'README.txt', 'wrf_case01/namelist.input']) {
      const answer = await refused(`alice downloads ${object}`, () => download(alice, { nas_id: NAS, object_name: object }), {
        status: 403,
      });
      expect(answer.bytes.toString()).not.toContain('bob only');
    }
    const own = await download(alice, { nas_id: NAS, object_name: 'alice/README.md' });
    expect(own.status).toBe(200);
    expect(own.bytes.toString()).toContain('Alice');
    await refused(
      'alice signs a download outside',
      () => post(alice, '/nas/download_signature', { nas_id: NAS, object_names: ['bob/notes.txt'] }),
      { status: 403 },
    );
    expectAllowed(
      await post(alice, '/nas/download_signature', { nas_id: NAS, object_names: ['alice/README.md'] }),
      'alice signs her download',
    );
  });

  it('uploads, creates, renames, moves and deletes only under her folder', async () => {
    await refused('alice uploads to the root', () => upload(alice, '', 'root.txt'), { status: 403 });
    await refused('alice uploads to bob/', () => upload(alice, 'bob/', 'planted.txt'), { status: 403 });
    await refused(
      'alice signs an upload to bob/',
      () => post(alice, '/nas/upload_signature', { nas_id: NAS, prefix: 'bob/', files: [{ file_name: 'a.txt', size: 1 }] }),
      { status: 403 },
    );
    await refused(
      'alice creates a folder at the root',
      () => post(alice, '/nas/create_directory', { nas_id: NAS, dir_name: 'alice_two' }),
      { status: 403 },
    );
    await refused(
      'alice creates a folder in bob/',
      () => post(alice, '/nas/create_directory', { nas_id: NAS, prefix: 'bob/', dir_name: 'mine' }),
      { status: 403 },
    );
    await refused(
      'alice renames bob’s file',
      () => post(alice, '/nas/move_object', { nas_id: NAS, source: 'bob/notes.txt', target: 'bob/renamed.txt' }),
      { status: 403 },
    );
    await refused(
      'alice moves bob’s file to her folder',
      () => post(alice, '/nas/move_object', { nas_id: NAS, source: 'bob/notes.txt', target: 'alice/notes.txt' }),
      { status: 403 },
    );
    await refused(
      'alice moves her file out',
      () => post(alice, '/nas/move_object', { nas_id: NAS, source: 'alice/README.md', target: 'README.md' }),
      { status: 403 },
    );
    await refused('alice deletes bob’s file', () => post(alice, '/nas/delete_objects', { nas_id: NAS, object_names: ['bob/notes.txt'] }), {
      status: 403,
    });
    await refused(
      'alice deletes hers and bob’s',
      () => post(alice, '/nas/delete_objects', { nas_id: NAS, object_names: ['alice/README.md', 'README.txt'] }),
      { status: 403 },
    );
    await refused(
      'alice deletes a mount point',
      () => send(alice, { method: 'DELETE', path: `/nas/file-systems/${SEED.fileSystem}/${SEED.nas.spare}`, query: {} }),
      { status: 403 },
    );

    expectAllowed(await upload(alice, 'alice/', 'mine.txt'), 'alice uploads to her folder');
    expectAllowed(
      await post(alice, '/nas/create_directory', { nas_id: NAS, prefix: 'alice/', dir_name: 'case_03' }),
      'alice creates a folder',
    );
    expectAllowed(
      await post(alice, '/nas/move_object', { nas_id: NAS, source: 'alice/mine.txt', target: 'alice/case_03/renamed.txt' }),
      'alice moves her file',
    );
    expectAllowed(
      await post(alice, '/nas/delete_objects', { nas_id: NAS, object_names: ['alice/case_03/renamed.txt'] }),
      'alice deletes her file',
    );
  });
});

describe('another account (usr-admin, a zone_admin)', () => {
  /** Names of usr-owner's resources that must not leak into a refusal. */
  const secrets = ['气象模拟', 'student_lab', 'bob only'];
  const foreign: Expected = { status: [403, 404] };

  /** Nothing of usr-owner's beyond what the request itself named shows in a refusal: no names, no other ids. */
  function expectNoLeak(answer: Answer, request: unknown, label: string): void {
    const asked = JSON.stringify(request);
    for (const secret of [...secrets, ...Object.values(SEED.clusters), SEED.fileSystem, ...Object.values(SEED.nas)].filter(
      (v) => !asked.includes(v),
    )) {
      expect(JSON.stringify(answer.body), `${label} leaks ${secret}`).not.toContain(secret);
    }
  }

  const reads: [string, string, Record<string, unknown>][] = [
    ['listNodes', '/portal-hpc/cluster/listNodes', { cluster_id: E }],
    ['getClusterNasInfo', '/portal-hpc/cluster/nasInfo', { cluster_id: E }],
    [
      'getAddNodesFee',
      '/portal-hpc/cluster/addNodesFee',
      { cluster_id: E, role: 'compute', count: 1, instance_class: 101, cpu: 56, memory: 229376 },
    ],
    ['getCurrentQueue', '/portal-hpc/queue/getCurrentQueue', { cluster_id: H }],
    ['listEhpcQueues', '/portal-hpc/queue/ehpc/getQueueList', { cluster_id: E }],
    ['describeQueue', '/portal-hpc/queue/describeQueue', { cluster_id: E, id: SEED.queues.ehpcNormal }],
    ['getQueueNodes', '/portal-hpc/queue/getQueueNodes', { hpcqueue_id: SEED.queues.ehpcNormal }],
    ['listStrategies', '/portal-hpc/queue/ehpc/getStrategyList', { cluster_id: E }],
    ['listStrategyLogs', '/portal-hpc/queue/ehpc/getStrategyLogList', { cluster_id: E }],
    ['listClusterUsers', '/portal-hpc/user', { cluster_id: E }],
    ['getJobDetail', `/portal-hpc/job/jobdetail/${'{job}'}`, {}],
    ['getJobTemplate', '/portal-hpc/jobtemplate/tempDetail', { temp_id: '{template}' }],
    ['getClusterMonitor', '/monitor/GetClusterMonitor', { cluster_id: E, subtype: 'cluster' }],
    ['getRecentMetricData', '/monitor/GetRecentMetricData', { resource_id: E, metric_names: ['cpu_usage'] }],
    ['getPrivateResourceInfo', '/portal-hpc/rent/cluster/privateResourceInfo', { cluster_id: E, paid_type: 'PayForUsed' }],
    ['getShareResourceInfo', '/portal-hpc/rent/cluster/shareResourceInfo', { cluster_id: E }],
    ['getClusterBillInfo', '/portal-hpc/rent/cluster/billInfo', { cluster_id: E }],
    ['getChargeRecords', '/billing/GetChargeRecords', { resource: E }],
    ['listProjectMembers', '/portal-hpc/project/listMember', { project_id: PROJECT }],
    ['getObjects', '/nas/get_objects', { nas_id: NAS }],
    ['listExports', `/nas/file-systems/${SEED.fileSystem}`, { exports: true }],
    ['getExport', `/nas/file-systems/${SEED.fileSystem}/${NAS}`, {}],
    ['getRemoteAppLink', '/portal-hpc/software/remoteapp/link', { hpcsw_id: 'hpcsw-fluent2024', nas_mount_point: NAS }],
  ];
  const fill = (value: unknown) =>
    typeof value === 'string' ? value.replace('{job}', ids.runningJob).replace('{template}', ids.template) : value;
  const filled = (entry: [string, string, Record<string, unknown>]) =>
    [entry[0], fill(entry[1]) as string, Object.fromEntries(Object.entries(entry[2]).map(([k, v]) => [k, fill(v)]))] as const;

  it(
    'reads none of usr-owner’s clusters, queues, jobs, bills, projects and files (403 or 404), which the owner reads',
    async () => {
      for (const entry of reads) {
        const [id, path, query] = filled(entry);
        const answer = await refused(`admin ${id}`, () => get(admin, path, query), foreign);
        expectNoLeak(answer, [path, query], `admin ${id}`);
        expectAllowed(await get(owner, path, query), `owner ${id}`);
      }
      const file = await refused('admin downloads a file', () => download(admin, { nas_id: NAS, object_name: 'bob/notes.txt' }), foreign);
      expect(file.bytes.toString()).not.toContain('bob only');
    },
    SWEEP_MS,
  );

  it('finds none of them in its lists', async () => {
    const lists: [string, string, string, string][] = [
      ['/portal-hpc/cluster/list', 'cluster_set', 'cluster_id', 'cluster'],
      ['/portal-hpc/job/list', 'job_set', 'cluster_id', 'job'],
      ['/nas/file-systems', 'fs_list', 'fs_id', 'file system'],
      ['/portal-hpc/project/list', 'project_set', 'project_id', 'project'],
      ['/portal-hpc/jobtemplate/tempList', 'hpc_job_template_set', 'cluster_id', 'job template'],
    ];
    const mine = new Set<unknown>([...Object.values(SEED.clusters), SEED.fileSystem, PROJECT]);
    for (const [path, set, key, what] of lists) {
      const body = expectAllowed(await get(admin, path, { limit: 100 }), `admin lists ${what}s`);
      expect(Array.isArray(body[set]), `${path} answers ${set}`).toBe(true);
      const rows = body[set] as Record<string, unknown>[];
      expect(
        rows.filter((r) => mine.has(r[key])),
        `admin sees usr-owner’s ${what}s`,
      ).toEqual([]);
    }
  });

  it(
    'changes none of them (403 or 404)',
    async () => {
      const changes: [string, RequestSpec][] = [
        [
          'modifyCluster',
          { method: 'POST', path: '/portal-hpc/cluster/modifyCluster', query: {}, body: { cluster_id: E, description: 'admin' } },
        ],
        ['stopCluster', { method: 'POST', path: '/portal-hpc/cluster/stopCluster', query: {}, body: { cluster_ids: [E] } }],
        [
          'deleteCluster',
          { method: 'POST', path: '/portal-hpc/cluster/deleteCluster', query: {}, body: { cluster_ids: [SEED.clusters.ehpcStopped] } },
        ],
        [
          'addNodes',
          {
            method: 'POST',
            path: '/portal-hpc/cluster/addNodes',
            query: {},
            body: { cluster_id: E, role: 'compute', count: 1, instance_class: 101, cpu: 56, memory: 229376, gpu: 0 },
          },
        ],
        [
          'addEhpcQueue',
          { method: 'POST', path: '/portal-hpc/queue/ehpc/addQueue', query: {}, body: { cluster_id: E, queue_name: 'admin_q' } },
        ],
        [
          'deleteStrategy',
          {
            method: 'POST',
            path: '/portal-hpc/queue/ehpc/delStrategy',
            query: {},
            body: { cluster_id: E, strategy_ids: ['ehpcst-seedshr1'] },
          },
        ],
        [
          'addClusterUser',
          {
            method: 'POST',
            path: '/portal-hpc/user/addUser',
            query: {},
            body: {
              cluster_id: E,
              account: 'admin_acc',
              password: 'Hpc@User2026x',
              allocated_core_hours: 100,
              storage_quota_gb: 10,
              queues: ['normal'],
            },
          },
        ],
        [
          'submitJob',
          {
            method: 'POST',
            path: '/portal-hpc/job/submitJob',
            query: {},
            body: { cluster_id: E, hpcqueue_id: SEED.queues.ehpcNormal, name: 'admin job', cores: 1, submit_type: 'command', cmd: 'echo' },
          },
        ],
        [
          'createJobFile',
          {
            method: 'POST',
            path: '/portal-hpc/job/createJobFile',
            query: {},
            body: { cluster_id: E, file_name: 'admin.sh', content: 'echo' },
          },
        ],
        [
          'stopJobs',
          { method: 'POST', path: '/portal-hpc/job/stopJobs', query: {}, body: { cluster_id: H, job_ids: [ids.hpcRunningJob] } },
        ],
        ['deleteJobTemplate', { method: 'POST', path: '/portal-hpc/jobtemplate/tempDelete', query: {}, body: { temp_id: ids.template } }],
        [
          'addSharedUser',
          {
            method: 'POST',
            path: '/portal-hpc/shared/user/addUser',
            query: {},
            body: { cluster_id: E, iam_user_id: 'iamu-liuyang1', username: 'liuyang', permission: 'readonly' },
          },
        ],
        [
          'addProjectResource',
          { method: 'POST', path: '/portal-hpc/project/addResource', query: {}, body: { project_id: PROJECT, resource_ids: [H] } },
        ],
        [
          'applySoftware',
          {
            method: 'POST',
            path: '/portal-hpc/software/apply',
            query: {},
            body: { hpcsw_id: 'hpcsw-gaussian16', cluster_id: E, reason: 'admin' },
          },
        ],
        ['createDirectory', { method: 'POST', path: '/nas/create_directory', query: {}, body: { nas_id: NAS, dir_name: 'admin_dir' } }],
        [
          'deleteObjects',
          { method: 'POST', path: '/nas/delete_objects', query: {}, body: { nas_id: NAS, object_names: ['bob/notes.txt'] } },
        ],
        [
          'moveObject',
          { method: 'POST', path: '/nas/move_object', query: {}, body: { nas_id: NAS, source: 'README.txt', target: 'README_admin.txt' } },
        ],
        [
          'putObject',
          {
            method: 'POST',
            path: '/nas/put_object',
            query: {},
            multipart: { fields: { nas_id: NAS }, file: { name: 'admin.txt', content: 'admin' } },
          },
        ],
        [
          'renameExport',
          {
            method: 'POST',
            path: '/nas/file-systems/renameExport',
            query: {},
            body: { fs_id: SEED.fileSystem, nas_id: NAS, name: 'admin_named' },
          },
        ],
        [
          'capacityExport',
          {
            method: 'PUT',
            path: '/nas/file-systems/capacityExport',
            query: {},
            body: { fs_id: SEED.fileSystem, nas_id: NAS, quota: 2048 },
          },
        ],
        ['deleteExport', { method: 'DELETE', path: `/nas/file-systems/${SEED.fileSystem}/${SEED.nas.spare}`, query: { force: 'true' } }],
      ];
      const sweep = new RefusalSweep(gw);
      for (const [id, request] of changes)
        expectNoLeak(await sweep.refused(`admin ${id}`, () => send(admin, request), foreign), request, `admin ${id}`);
    },
    SWEEP_MS,
  );

  it('reads and opens only its own HPC permission, and works in its own zones', async () => {
    await refused('admin reads usr-owner’s permission', () => get(admin, '/portal-hpc/permission/usr-owner', { user_id: 'usr-admin' }), {
      status: 403,
    });
    await refused('owner reads usr-sub’s permission', () => get(owner, '/portal-hpc/permission/usr-sub'), { status: 403 });
    await refused(
      'admin opens HPC for usr-owner',
      () =>
        post(admin, '/portal-hpc/permission/enable', { zone: 'pek3', user_id: 'usr-owner', owner: 'usr-owner', agreement_accepted: true }),
      { status: 403 },
    );
    expect(
      expectAllowed(await get(admin, '/portal-hpc/permission/usr-admin', { zone: 'testing' }), 'admin reads its permission'),
    ).toMatchObject({ status: 'enable' });
    expectAllowed(await get(admin, '/portal-hpc/cluster/list', { zone: 'testing' }), 'admin lists clusters of its test zone');
    await refused('admin in a zone it may not use', () => get(admin, '/portal-hpc/cluster/list', { zone: zoneOutside('usr-admin') }), {
      status: 403,
    });
  });
});

describe('zones', () => {
  it('opens HPC only in a zone configured for HPC (404 elsewhere), with the agreement', async () => {
    const enable = (zone: string, agreed = true) =>
      post(owner, '/portal-hpc/permission/enable', { zone, user_id: 'usr-owner', owner: 'usr-owner', agreement_accepted: agreed });
    await refused('owner opens HPC in gd2', () => enable('gd2'), { status: 404, retCode: 1400 });
    await refused('owner opens HPC without the agreement', () => enable('sh1a', false), { status: 409, message: /[\u3400-\u9fff]/ });
    expectAllowed(await enable('sh1a'), 'owner opens HPC in sh1a');
  });
});

/**
 * ADR 0013: each actor sees only what it may act on. The operation log answers a sub-user and an
 * IAM user only their own changes; a sub-user sees only the NAS exports of the clusters it sees, and writes files only
 * where it may change the cluster; billing is the account owner's; an IAM user works in the owner's clusters but
 * neither administers nor owns them.
 */
describe('who sees what', () => {
  // The clients ask in Chinese, the default language.
  const billing = { status: 403, retCode: 1300, message: '只有账号所有者可以查看费用信息' };
  const accountOwnerOnly = { status: 403, retCode: 1300, message: /^只有账号所有者可以执行该操作/ };
  const readOnly = { status: 403, retCode: 1300, message: '您是该共享集群的只读成员，不能修改它' };

  it('answers a sub-user and an IAM user only the operations they made; the owner the whole account’s', async () => {
    const insert = (jobId: string, clusterId: string, userId: string) =>
      gw.gateway.db.query(
        `INSERT INTO operations (job_id, action, resource_type, resource_ids, resource_names, status, owner, user_id, portal, zone, create_time, status_time)
         VALUES ($1, 'cluster/stopCluster', 'cluster', $2, '{}', 'successful', 'usr-owner', $3, 'hpc', 'pek3', now() - interval '1 hour', now() - interval '1 hour')`,
        [jobId, [clusterId], userId],
      );
    await insert('j-accessal1', H, 'iam-alice');
    await insert('j-accesssub1', E, 'usr-sub');
    await insert('j-accessown1', H, 'usr-owner');
    const log = async (client: TestClient) => {
      const body = expectAllowed(await get(client, '/portal-hpc/operation', { limit: 100 }), 'the operation log');
      return body.job_set as { job_id: string; user_id: string; resource_ids: string[] }[];
    };
    const subs = await log(sub);
    expect(subs.map((o) => o.job_id)).toContain('j-accesssub1');
    expect(
      subs.filter((o) => o.user_id !== 'usr-sub'),
      'the sub-user sees another user’s operations',
    ).toEqual([]);
    expect(
      subs.filter((o) => o.resource_ids.includes(H)),
      'the sub-user sees operations of a cluster not shared with it',
    ).toEqual([]);
    const alices = await log(alice);
    expect(alices.map((o) => o.job_id)).toContain('j-accessal1');
    expect(
      alices.filter((o) => o.user_id !== 'iam-alice'),
      'the IAM user sees another user’s operations',
    ).toEqual([]);
    expect((await log(owner)).map((o) => o.job_id)).toEqual(expect.arrayContaining(['j-accessal1', 'j-accesssub1', 'j-accessown1']));
    expect((await log(admin)).map((o) => o.job_id)).not.toEqual(expect.arrayContaining(['j-accessown1']));
  });

  it('shows a sub-user only the NAS exports of the clusters it sees, and lets it write only where it may change the cluster', async () => {
    const exportsOf = async (client: TestClient) =>
      (
        expectAllowed(await get(client, `/nas/file-systems/${SEED.fileSystem}`, { exports: true, limit: 100 }), 'exports').export_set as {
          nas_id: string;
        }[]
      ).map((e) => e.nas_id);
    // wrf holds the files of the cluster shared with usr-sub; cfd only those of clusters not shared with it.
    const subs = await exportsOf(sub);
    expect(subs).toContain(NAS);
    expect(subs).not.toContain(SEED.nas.cfd);
    // The export's mounting clusters name only those the sub-user sees: not student_lab, mounting wrf too.
    const wrf = expectAllowed(await get(sub, `/nas/file-systems/${SEED.fileSystem}/${NAS}`), 'sub reads the shared cluster’s export')
      .nas_export as { cluster_ids: string[] };
    expect(wrf.cluster_ids).toContain(E);
    expect(wrf.cluster_ids).not.toContain(H);
    expect(await exportsOf(owner)).toEqual(expect.arrayContaining([NAS, SEED.nas.cfd, SEED.nas.spare]));
    const fileSystems = expectAllowed(await get(sub, '/nas/file-systems', { limit: 100 }), 'file systems').fs_list as {
      fs_id: string;
      export_count: number;
    }[];
    expect(fileSystems.map((f) => f.fs_id)).toEqual([SEED.fileSystem]);
    // The file system counts only the mount points the sub-user sees.
    expect(fileSystems[0].export_count).toBe(subs.length);
    // cfd is unseen (404), like another account's export.
    for (const nasId of [SEED.nas.cfd]) {
      await refused(`sub lists ${nasId}`, () => get(sub, '/nas/get_objects', { nas_id: nasId }), { status: 404, retCode: 1400 });
      await refused(`sub reads the export ${nasId}`, () => get(sub, `/nas/file-systems/${SEED.fileSystem}/${nasId}`), {
        status: 404,
        retCode: 1400,
      });
      await refused(
        `sub signs a download from ${nasId}`,
        () => post(sub, '/nas/download_signature', { nas_id: nasId, object_names: ['README.txt'] }),
        { status: 404, retCode: 1400 },
      );
      expectAllowed(await get(owner, '/nas/get_objects', { nas_id: nasId }), `owner lists ${nasId}`);
    }
    await refused('sub downloads from cfd', () => download(sub, { nas_id: SEED.nas.cfd, object_name: 'README.txt' }), {
      status: 404,
      retCode: 1400,
    });
    // wrf holds the files of the cluster shared with usr-sub read-only: browsed and downloaded, not written.
    expectAllowed(await get(sub, '/nas/get_objects', { nas_id: NAS }), 'sub lists the shared cluster’s export');
    // Only its own folder there (ADR 0041): the account's other files are refused.
    await refused('sub reads a file outside its folder', () => download(sub, { nas_id: NAS, object_name: 'README.txt' }), {
      status: 403,
      retCode: 1300,
    });
    await refused('sub uploads to a read-only cluster’s export', () => upload(sub, '', 'sub.txt'), readOnly);
    await refused('sub creates a folder there', () => post(sub, '/nas/create_directory', { nas_id: NAS, dir_name: 'sub_dir' }), readOnly);
    await refused(
      'sub deletes a file there',
      () => post(sub, '/nas/delete_objects', { nas_id: NAS, object_names: ['README.txt'] }),
      readOnly,
    );
    await refused(
      'sub signs an upload there',
      () => post(sub, '/nas/upload_signature', { nas_id: NAS, files: [{ file_name: 'a.txt', size: 1 }] }),
      readOnly,
    );
    await refused(
      'sub renames the export',
      () => post(sub, '/nas/file-systems/renameExport', { fs_id: SEED.fileSystem, nas_id: NAS, name: 'sub_named' }),
      { status: 403, retCode: 1300 },
    );
  });

  it('answers billing to the account owner only: a sub-user and an IAM user get a reason, not an error to retry', async () => {
    const reads: [string, string, Record<string, unknown>][] = [
      ['getBalance', '/billing/GetBalance', {}],
      ['getArrearsInfos', '/billing/GetArrearsInfos', { resource: E }],
      ['getClusterBillInfo', '/portal-hpc/rent/cluster/billInfo', { cluster_id: E }],
      ['getPrivateResourceInfo', '/portal-hpc/rent/cluster/privateResourceInfo', { cluster_id: E, paid_type: 'PayForUsed' }],
      ['getChargeRecords', '/billing/GetChargeRecords', { resource: E }],
      ['getRemoteAppBillInfo', '/portal-hpc/rent/remoteapp/billInfo', {}],
    ];
    for (const [id, path, query] of reads) {
      for (const [who, client] of [
        ['sub', sub],
        ['alice', alice],
      ] as const) {
        const answer = await refused(`${who} ${id}`, () => get(client, path, query), billing);
        expect(JSON.stringify(answer.body), `${who} ${id} shows the owner’s money`).not.toMatch(/48560|available/);
      }
      expectAllowed(await get(owner, path, query), `owner ${id}`);
    }
    const english = Object.assign(new TestClient(gw.api, 'en'), { cookies: sub.cookies, csrf: sub.csrf });
    await refused('sub reads the balance in English', () => get(english, '/billing/GetBalance'), {
      status: 403,
      message: 'Only the account owner sees billing',
    });
    expectAllowed(
      await get(sub, '/portal-hpc/rent/cluster/shareResourceInfo', { cluster_id: E }),
      'sub reads its own use of the shared cluster',
    );
  });

  it('lets an IAM user work in the owner’s clusters but not stop, start, resize, upgrade, modify, share or delete them', async () => {
    const administer: [string, string, Record<string, unknown>][] = [
      ['stopCluster', '/portal-hpc/cluster/stopCluster', { cluster_ids: [H] }],
      ['startCluster', '/portal-hpc/cluster/startCluster', { cluster_ids: [SEED.clusters.ehpcStopped] }],
      ['resumeCluster', '/portal-hpc/cluster/resumeCluster', { cluster_ids: [SEED.clusters.hpcSuspended] }],
      [
        'resizeCluster',
        '/portal-hpc/cluster/resizeCluster',
        { cluster_id: SEED.clusters.ehpcStopped, role: 'compute', instance_class: 101, cpu: 64, memory: 262144 },
      ],
      ['upgradeCluster', '/portal-hpc/cluster/upgradeCluster', { cluster_id: SEED.clusters.ehpcStopped, app_version: 'appv-ehpc250' }],
      ['modifyCluster', '/portal-hpc/cluster/modifyCluster', { cluster_id: H, description: 'changed by alice' }],
      [
        'addNodes',
        '/portal-hpc/cluster/addNodes',
        { cluster_id: E, role: 'compute', count: 1, instance_class: 101, cpu: 56, memory: 229376, gpu: 0 },
      ],
      ['restartNodes', '/portal-hpc/cluster/restartNodes', { cluster_id: H, node_ids: ['cln-hpclgn02'] }],
      ['deleteCluster', '/portal-hpc/cluster/deleteCluster', { cluster_ids: [SEED.clusters.ehpcStopped] }],
      ['createProject', '/portal-hpc/project/create', { name: 'alice project', cluster_id: H }],
      [
        'addSharedUser',
        '/portal-hpc/shared/user/addUser',
        { cluster_id: E, iam_user_id: 'iamu-liuyang1', username: 'liuyang', permission: 'readonly' },
      ],
    ];
    const sweep = new RefusalSweep(gw);
    for (const [id, path, body] of administer)
      await sweep.refused(
        `alice ${id}`,
        () => post(alice, path, body),
        id === 'createProject' ? { status: 403, retCode: 1300 } : accountOwnerOnly,
      );
    const listed = expectAllowed(await get(alice, '/portal-hpc/cluster/list', { limit: 100 }), 'alice lists the account’s clusters');
    expect((listed.cluster_set as { cluster_id: string }[]).map((c) => c.cluster_id)).toEqual(expect.arrayContaining([E, H]));
    expectAllowed(
      await post(alice, '/portal-hpc/job/createJobFile', { cluster_id: E, file_name: 'alice_run.sh', content: 'echo alice\n' }),
      'alice writes a job file',
    );
    expectAllowed(
      await post(owner, '/portal-hpc/cluster/modifyCluster', { cluster_id: H, description: 'changed by the owner' }),
      'the owner modifies the cluster',
    );
  });
});

/**
 * ADR 0042: membership, permission and quota follow one rule per thing, whichever route reaches it. Sharing a cluster
 * (projects and shared members) and setting a quota (cluster users, shared members' limits) are the account owner's,
 * or a read-write member's for the cluster users of a cluster shared with it, never on its own account; a sub-account's
 * HPC permission is opened by its main account only. Each route is tried as the owner, the sub-user (on a cluster not
 * shared with it), the IAM user acting for the owner, the read-only member (usr-sub on the shared cluster) and the zone
 * admin of another account: each refusal changes nothing, each allowed change is made.
 */
describe('who changes membership, permission and quota (ADR 0042)', () => {
  const ownerOnly: Expected = { status: 403, retCode: 1300, message: /^只有账号所有者可以执行该操作/ };
  const forbidden: Expected = { status: 403, retCode: 1300 };
  const foreign: Expected = { status: [403, 404] };
  const unseen: Expected = { status: 404, retCode: 1400 };
  type Route = [id: string, path: string, body: Record<string, unknown>];
  /** Every route that changes membership, permission or quota, on the seeded project and clusters. */
  const routes = (): Route[] => [
    ['createProject', '/portal-hpc/project/create', { name: 'sweep', cluster_id: SEED.clusters.ehpcStopped }],
    [
      'addProjectMember',
      '/portal-hpc/project/addMember',
      { project_id: PROJECT, members: [{ user_id: 'usr-lina', permission: 'readwrite' }] },
    ],
    ['deleteProjectMember', '/portal-hpc/project/delMember', { project_id: PROJECT, user_ids: ['usr-sub'] }],
    ['addProjectResource', '/portal-hpc/project/addResource', { project_id: PROJECT, resource_ids: [SEED.clusters.ehpcStopped] }],
    ['destroyProject', '/portal-hpc/project/destroy', { project_id: PROJECT }],
    [
      'addSharedUser',
      '/portal-hpc/shared/user/addUser',
      { cluster_id: E, iam_user_id: 'iamu-liuyang1', username: 'liuyang', permission: 'readwrite' },
    ],
    [
      'modifySharedUser',
      '/portal-hpc/shared/user/modifyUser/permission',
      { cluster_id: E, shared_user_id: 'shu-zhangwe1', permission: 'readonly' },
    ],
    ['deleteSharedUser', '/portal-hpc/shared/user/deleteUser', { cluster_id: E, shared_user_ids: ['shu-zhangwe1'] }],
    [
      'addSharedResourceLimit',
      '/portal-hpc/shared/user/addResourceLimit',
      { cluster_id: H, shared_user_id: 'shu-liuyang1', allocated_core_hours: 90000, file_system_quota_gb: 1024 },
    ],
    [
      'modifySharedResourceLimit',
      '/portal-hpc/shared/user/modifyResourceLimit',
      { cluster_id: E, shared_user_id: 'shu-zhangwe1', allocated_core_hours: 90000, file_system_quota_gb: 1024 },
    ],
    ['deleteSharedResourceLimit', '/portal-hpc/shared/user/deleteResourceLimit', { cluster_id: E, shared_user_id: 'shu-zhangwe1' }],
    [
      'addClusterUser',
      '/portal-hpc/user/addUser',
      {
        cluster_id: E,
        account: 'alice_try',
        password: 'Hpc@User2026x',
        allocated_core_hours: 100,
        storage_quota_gb: 1,
        queues: ['normal'],
      },
    ],
    [
      'modifyClusterUser',
      '/portal-hpc/user/modifyUser',
      { cluster_id: E, account: 'alice', allocated_core_hours: 90000, storage_quota_gb: 1024 },
    ],
    ['deleteClusterUser', '/portal-hpc/user/deleteUser', { cluster_id: E, accounts: ['alice'] }],
    [
      'addClusterUserUnshared',
      '/portal-hpc/user/addUser',
      {
        cluster_id: H,
        account: 'alice_try',
        password: 'Hpc@User2026x',
        allocated_core_hours: 100,
        storage_quota_gb: 1,
        queues: ['shared56'],
      },
    ],
    ['createSubUser', '/portal-hpc/subuser/create', { user_name: 'sweep', email: 'sweep@example.com', password: 'Ab1#Cd2$Ef3' }],
    ['enableSubUserPermission', '/portal-hpc/subuser/permission/enable', { zone: 'pek3', sub_user_id: 'usr-sub' }],
    [
      'enableOwnPermissionAsSubUser',
      '/portal-hpc/permission/enable',
      { zone: 'pek3', user_id: 'usr-sub', owner: 'usr-owner', agreement_accepted: true },
    ],
  ];
  /** What each actor but the owner gets; the owner's changes are made below. */
  const refusals: Record<'sub' | 'alice' | 'member' | 'admin', Record<string, Expected>> = {
    // usr-sub on clusters not shared with it (H, the stopped cluster): unseen, or a sub-user's refusal.
    sub: {
      createProject: forbidden,
      addClusterUserUnshared: unseen,
      addSharedResourceLimit: unseen,
      createSubUser: forbidden,
      enableSubUserPermission: forbidden,
      enableOwnPermissionAsSubUser: { ...forbidden, message: '子账号的 HPC 权限由主账号在用户管理中开通' },
    },
    alice: Object.fromEntries(
      routes()
        .filter(([id]) => !id.startsWith('enable') && id !== 'createSubUser')
        .map(([id]) => [id, id === 'createProject' ? forbidden : ownerOnly]),
    ),
    // usr-sub on the cluster shared with it read-only (E) and its project.
    member: Object.fromEntries(
      routes()
        .filter(([, , body]) => body.cluster_id === E || body.project_id === PROJECT)
        .map(([id]) => [id, forbidden]),
    ),
    // Another account: its own sub-accounts are its own business.
    admin: Object.fromEntries(
      routes()
        .filter(([id]) => id !== 'enableOwnPermissionAsSubUser' && id !== 'createSubUser')
        .map(([id]) => [id, foreign]),
    ),
  };
  const clients = () => ({ sub, alice, member: sub, admin });

  it(
    'refuses every actor but the owner each route, changing nothing',
    async () => {
      const sweep = new RefusalSweep(gw);
      for (const [who, expectations] of Object.entries(refusals) as [keyof typeof refusals, Record<string, Expected>][]) {
        for (const [id, path, body] of routes()) {
          const expected = expectations[id];
          if (expected) await sweep.refused(`${who} ${id}`, () => post(clients()[who], path, body), expected);
        }
      }
      // An IAM user opens another user's permission and creates sub-accounts no more than a sub-user opens its own.
      await sweep.refused(
        'alice opens usr-sub’s HPC',
        () => post(alice, '/portal-hpc/subuser/permission/enable', { zone: 'pek3', sub_user_id: 'usr-sub' }),
        { status: 403, message: '只有主账号可以管理子账号' },
      );
      await sweep.refused(
        'alice creates a sub-account',
        () => post(alice, '/portal-hpc/subuser/create', { user_name: 'sweep', email: 'sweep@example.com', password: 'Ab1#Cd2$Ef3' }),
        { status: 403, message: '只有主账号可以管理子账号' },
      );
    },
    SWEEP_MS,
  );

  it(
    'lets write files and jobs only who may change the cluster: refused to a read-only member, unseen to a sub-user and another account',
    async () => {
      const job = (cluster: string, queue: string) => ({
        cluster_id: cluster,
        hpcqueue_id: queue,
        name: 'sweep_job',
        cores: 1,
        time_limit: 10,
        submit_type: 'command',
        cmd: 'echo sweep',
      });
      const writes: [string, (client: TestClient) => Promise<Answer>, Record<'sub' | 'member' | 'admin', Expected>][] = [
        [
          'createJobFile',
          (c) => post(c, '/portal-hpc/job/createJobFile', { cluster_id: c === sub ? H : E, file_name: 'sweep.sh', content: 'echo\n' }),
          { sub: unseen, member: forbidden, admin: foreign },
        ],
        [
          'submitJob',
          (c) => post(c, '/portal-hpc/job/submitJob', c === sub ? job(H, SEED.queues.hpcShared) : job(E, SEED.queues.ehpcNormal)),
          { sub: unseen, member: forbidden, admin: foreign },
        ],
        ['putObject', (c) => upload(c, '', 'sweep.txt'), { sub: forbidden, member: forbidden, admin: foreign }],
        [
          'createDirectory',
          (c) => post(c, '/nas/create_directory', { nas_id: NAS, dir_name: 'sweep_dir' }),
          { sub: forbidden, member: forbidden, admin: foreign },
        ],
        [
          'uploadSignature',
          (c) => post(c, '/nas/upload_signature', { nas_id: NAS, files: [{ file_name: 'sweep.txt', size: 1 }] }),
          { sub: forbidden, member: forbidden, admin: foreign },
        ],
        [
          'deleteObjects',
          (c) => post(c, '/nas/delete_objects', { nas_id: NAS, object_names: ['README.txt'] }),
          { sub: forbidden, member: forbidden, admin: foreign },
        ],
      ];
      const sweep = new RefusalSweep(gw);
      // usr-sub is both: a sub-user on H (not shared with it) and a read-only member of E and of E's NAS export.
      for (const [id, write, expected] of writes) {
        await sweep.refused(`sub ${id}`, () => write(sub), expected.sub);
        await sweep.refused(`admin ${id}`, () => write(admin), expected.admin);
      }
      await sweep.refused(
        'read-only member createJobFile',
        () => post(sub, '/portal-hpc/job/createJobFile', { cluster_id: E, file_name: 'sweep.sh', content: 'echo\n' }),
        forbidden,
      );
      await sweep.refused(
        'read-only member submitJob',
        () => post(sub, '/portal-hpc/job/submitJob', job(E, SEED.queues.ehpcNormal)),
        forbidden,
      );
      // The IAM user writes where she works (her folder, her job files), the owner anywhere.
      expectAllowed(
        await post(alice, '/portal-hpc/job/createJobFile', { cluster_id: E, file_name: 'sweep_alice.sh', content: 'echo\n' }),
        'alice writes a job file',
      );
      expectAllowed(await upload(alice, 'alice/', 'sweep.txt'), 'alice uploads to her folder');
      expectAllowed(
        await post(owner, '/portal-hpc/job/createJobFile', { cluster_id: E, file_name: 'sweep_owner.sh', content: 'echo\n' }),
        'owner writes a job file',
      );
      expectAllowed(await upload(owner, '', 'sweep.txt'), 'owner uploads');
    },
    SWEEP_MS,
  );

  it('lets the owner open the sub-account’s permission and share, and a read-write member set quotas but never its own', async () => {
    const db = gw.gateway.db;
    expect((await db.query("SELECT status FROM permissions WHERE user_id = 'usr-sub' AND zone = 'pek3'"))[0]).toEqual({
      status: 'disable',
    });
    expectAllowed(
      await post(owner, '/portal-hpc/subuser/permission/enable', { zone: 'pek3', sub_user_id: 'usr-sub' }),
      'owner opens usr-sub’s HPC',
    );
    expectAllowed(
      await post(owner, '/portal-hpc/project/delMember', { project_id: PROJECT, user_ids: ['usr-sub'] }),
      'owner removes usr-sub',
    );
    expectAllowed(
      await post(owner, '/portal-hpc/project/addMember', {
        project_id: PROJECT,
        members: [{ user_id: 'usr-sub', permission: 'readwrite' }],
      }),
      'owner adds usr-sub read-write',
    );
    expectAllowed(
      await post(owner, '/portal-hpc/user/modifyUser', { cluster_id: E, account: 'alice', allocated_core_hours: 5000 }),
      'owner modifies alice’s quota',
    );
    // usr-sub is now a read-write member of E: it administers E's users, but its own account's quota stays the owner's.
    const own: Expected = { status: 403, retCode: 1300, message: '不能修改自己的配额：账号 usr_sub 的配额由集群所有者分配' };
    const sweep = new RefusalSweep(gw);
    await sweep.refused(
      'read-write member adds its own account again',
      () =>
        post(sub, '/portal-hpc/user/addUser', {
          cluster_id: E,
          account: 'usr_sub',
          password: 'Hpc@User2026x',
          allocated_core_hours: 9000,
          storage_quota_gb: 100,
          queues: ['normal'],
        }),
      own,
    );
    await sweep.refused(
      'read-write member raises its own quota',
      () => post(sub, '/portal-hpc/user/modifyUser', { cluster_id: E, account: 'usr_sub', allocated_core_hours: 9000 }),
      own,
    );
    await sweep.refused(
      'read-write member deletes its own account',
      () => post(sub, '/portal-hpc/user/deleteUser', { cluster_id: E, accounts: ['usr_sub', 'alice'] }),
      own,
    );
    await sweep.refused(
      'read-write member shares E',
      () =>
        post(sub, '/portal-hpc/project/addMember', { project_id: PROJECT, members: [{ user_id: 'usr-lina', permission: 'readwrite' }] }),
      forbidden,
    );
    await sweep.refused(
      'read-write member changes a member’s limit',
      () =>
        post(sub, '/portal-hpc/shared/user/modifyResourceLimit', {
          cluster_id: E,
          shared_user_id: 'shu-zhangwe1',
          allocated_core_hours: 9000,
          file_system_quota_gb: 100,
        }),
      forbidden,
    );
    expectAllowed(
      await post(sub, '/portal-hpc/user/modifyUser', { cluster_id: E, account: 'alice', allocated_core_hours: 5100 }),
      'read-write member sets another account’s quota',
    );
    // The IAM user is still refused her own account, by every route.
    await refused(
      'alice raises her own quota',
      () =>
        post(alice, '/portal-hpc/user/modifyUser', {
          cluster_id: E,
          account: 'alice',
          allocated_core_hours: 90000,
          storage_quota_gb: 1024,
        }),
      ownerOnly,
    );
    await refused(
      'alice deletes and adds her account again',
      () => post(alice, '/portal-hpc/user/deleteUser', { cluster_id: E, accounts: ['alice'] }),
      ownerOnly,
    );
    expect((await db.query("SELECT allocated_core_hours FROM cluster_users WHERE cluster_id = $1 AND account = 'alice'", [E]))[0]).toEqual({
      allocated_core_hours: 5100,
    });
    // A shared member with a limit never changes it either: alice, shared read-write on H, is a member there.
    expectAllowed(
      await post(owner, '/portal-hpc/shared/user/addUser', {
        cluster_id: H,
        iam_user_id: 'iamu-alice001',
        username: 'alice_h',
        permission: 'readwrite',
      }),
      'owner shares H with alice',
    );
    const [member] = await db.query<{ shared_user_id: string }>(
      "SELECT shared_user_id FROM shared_users WHERE iam_user_id = 'iamu-alice001'",
    );
    expectAllowed(
      await post(owner, '/portal-hpc/shared/user/addResourceLimit', {
        cluster_id: H,
        shared_user_id: member.shared_user_id,
        allocated_core_hours: 1000,
        file_system_quota_gb: 10,
      }),
      'owner limits alice on H',
    );
    const shared: Expected = { status: 403, retCode: 1300, message: '共享成员不能执行该操作' };
    await refused(
      'alice raises her own member limit',
      () =>
        post(alice, '/portal-hpc/shared/user/modifyResourceLimit', {
          cluster_id: H,
          shared_user_id: member.shared_user_id,
          allocated_core_hours: 90000,
          file_system_quota_gb: 1024,
        }),
      shared,
    );
    await refused(
      'alice removes her own member limit',
      () => post(alice, '/portal-hpc/shared/user/deleteResourceLimit', { cluster_id: H, shared_user_id: member.shared_user_id }),
      shared,
    );
    await refused(
      'alice makes herself read-write again',
      () =>
        post(alice, '/portal-hpc/shared/user/modifyUser/permission', {
          cluster_id: H,
          shared_user_id: member.shared_user_id,
          permission: 'readwrite',
        }),
      shared,
    );
    await refused(
      'alice adds her member account as a cluster user',
      () =>
        post(alice, '/portal-hpc/user/addUser', {
          cluster_id: H,
          account: 'alice_h',
          password: 'Hpc@User2026x',
          allocated_core_hours: 900,
          storage_quota_gb: 10,
          queues: ['shared56'],
        }),
      { status: 403, retCode: 1300, message: '不能修改自己的配额：账号 alice_h 的配额由集群所有者分配' },
    );
    // And the owner makes the rest of the changes the others were refused.
    expectAllowed(
      await post(owner, '/portal-hpc/shared/user/modifyResourceLimit', {
        cluster_id: E,
        shared_user_id: 'shu-zhangwe1',
        allocated_core_hours: 6000,
        file_system_quota_gb: 100,
      }),
      'owner changes a limit',
    );
    expectAllowed(
      await post(owner, '/portal-hpc/user/addUser', {
        cluster_id: H,
        account: 'owner_try',
        password: 'Hpc@User2026x',
        allocated_core_hours: 100,
        storage_quota_gb: 1,
        queues: ['shared56'],
      }),
      'owner adds a user',
    );
    expectAllowed(await post(owner, '/portal-hpc/project/destroy', { project_id: PROJECT }), 'owner destroys the project');
  });
});
