/**
 * ADR 0006, the one cluster-access rule (./cluster-access.ts): the rule itself, the list SQL that agrees with it,
 * one refusal for a cluster the user does not see across every domain (the same answer as for a cluster that does
 * not exist), and IAM users shared through shared/user/addUser seen as shared members by every domain; an IAM user
 * acting for its owner works in the clusters but neither administers nor owns them (ADR 0013).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../auth/sessions';
import { operations, type OperationId } from '../../src/api/generated/operations';
import type { RequestOf } from '../http/handler-types';
import { SEED } from '../seed/fixtures';
import { startTestGateway, TestClient, type Answer, type TestGateway } from '../test-support';
import { expectAllowed, RefusalSweep } from '../testing/refusals';
import { allows, clusterRight, rightOn, visibleClustersSql, type AccessUser, type ClusterNeed } from './cluster-access';

const H = SEED.clusters.hpcActive;
const STOPPED = SEED.clusters.ehpcStopped;

describe('the rule', () => {
  const owner: AccessUser = { user_id: 'usr-owner', owner: 'usr-owner', user_type: 0 };
  const iam: AccessUser = { user_id: 'iam-alice', owner: 'usr-owner', user_type: 0, iamuser_name: 'alice' };
  const sub: AccessUser = { user_id: 'usr-sub', owner: 'usr-owner', user_type: 1 };
  const admin: AccessUser = { user_id: 'usr-admin', owner: 'usr-admin', user_type: 0 };
  const cluster = { owner: 'usr-owner', created_by: 'usr-owner' };
  const subsOwn = { owner: 'usr-owner', created_by: 'usr-sub' };
  const needs: ClusterNeed[] = ['read', 'change', 'administer', 'own'];
  const may = (user: AccessUser, c: typeof cluster, share: 'readonly' | 'readwrite' | null) => {
    const right = clusterRight(user, c, share);
    return needs.filter((need) => right !== null && allows(right, need));
  };

  it('lets the owner own the account’s clusters, and its IAM users work in them without administering or owning them (ADR 0013)', () => {
    expect(may(owner, cluster, null)).toEqual(['read', 'change', 'administer', 'own']);
    expect(may(iam, cluster, null)).toEqual(['read', 'change']);
  });

  it('lets a sub-user own only what it created, and use what is shared with it with the share’s permission', () => {
    expect(may(sub, cluster, null)).toEqual([]);
    expect(may(sub, subsOwn, null)).toEqual(['read', 'change', 'administer', 'own']);
    expect(may(sub, cluster, 'readonly')).toEqual(['read']);
    expect(may(sub, cluster, 'readwrite')).toEqual(['read', 'change', 'administer']);
  });

  it('makes a share row win over acting for the owner: a shared IAM user is a member', () => {
    expect(clusterRight(iam, cluster, 'readonly')).toEqual({ role: 'shared_member', permission: 'readonly' });
    expect(may(iam, cluster, 'readwrite')).toEqual(['read', 'change', 'administer']);
  });

  it('shows another account, an admin role included, nothing, not even through a share row', () => {
    expect(may(admin, cluster, null)).toEqual([]);
    expect(may(admin, cluster, 'readwrite')).toEqual([]);
  });
});

let gw: TestGateway;
const clients: Record<string, TestClient> = {};
const PASSWORDS: Record<string, string> = {
  'usr-owner': 'Owner#Hpc2026',
  'usr-sub': 'SubUser#Hpc2026',
  'iam-alice': 'Alice#Hpc2026',
  'usr-admin': 'Admin#Hpc2026',
};
let runningJob = '';

beforeAll(async () => {
  gw = await startTestGateway(undefined, { runEngine: false });
  for (const [user, password] of Object.entries(PASSWORDS)) {
    clients[user] = new TestClient(gw.api, 'en');
    expectAllowed(await clients[user].login(user, password), `${user} signs in`);
  }
  const [job] = await gw.gateway.db.query<{ id: string }>(
    "SELECT hpcjob_uuid AS id FROM jobs WHERE cluster_id = $1 AND job_status = 'running' AND portal = 'hpc' ORDER BY 1 LIMIT 1",
    [H],
  );
  runningJob = job.id;
}, 90_000);
afterAll(() => gw?.close());

const op = <Id extends OperationId>(user: string, id: Id, request: RequestOf<Id>) => clients[user].op(id, request);
const modifyCluster = (user: string, cluster: string, description: string) =>
  op(user, 'modifyCluster', { cluster_id: cluster, description });
/** An operation on a cluster: whether it reads, and its request for a cluster as a user. */
interface Case {
  label: string;
  read: boolean;
  send: (user: string, cluster: string) => Promise<Answer>;
}
const opCase = <Id extends OperationId>(id: Id, request: (cluster: string) => RequestOf<Id>): Case => ({
  label: id,
  read: operations.find((o) => o.operationId === id)?.method === 'GET',
  send: (user, cluster) => op(user, id, request(cluster)),
});

describe('the list SQL', () => {
  it('shows each user exactly the clusters the rule lets it read', async () => {
    const db = gw.gateway.db;
    const users = await db.query<SessionUser>('SELECT * FROM users ORDER BY user_id');
    const clusters = (await db.query<{ cluster_id: string }>('SELECT cluster_id FROM clusters ORDER BY 1')).map((c) => c.cluster_id);
    for (const user of users) {
      const params: unknown[] = [];
      const visible = await db.query<{ cluster_id: string }>(
        `SELECT c.cluster_id FROM clusters c WHERE ${visibleClustersSql(user, (v) => `$${params.push(v)}`)} ORDER BY 1`,
        params,
      );
      const readable: string[] = [];
      for (const id of clusters) if (await rightOn(db, user, id)) readable.push(id);
      expect(
        visible.map((c) => c.cluster_id),
        user.user_id,
      ).toEqual(readable);
    }
  });
});

describe('a cluster the user does not see', () => {
  /** The answer with the cluster id named as <id>, to compare refusals of different clusters. */
  const shape = (answer: Answer, id: string) => ({
    status: answer.status,
    ret_code: answer.body.ret_code,
    message: String(answer.body.message).replaceAll(id, '<id>'),
  });

  const hpcCases: Case[] = [
    opCase('listNodes', (c) => ({ cluster_id: c })),
    opCase('getClusterNasInfo', (c) => ({ cluster_id: c })),
    { label: 'modifyCluster', read: false, send: (user, c) => modifyCluster(user, c, 'x') },
    opCase('getCurrentQueue', (c) => ({ cluster_id: c })),
    opCase('bindPrivateQueue', (c) => ({
      cluster_id: c,
      queue_type: 'qt-ded54hm',
      queue_name: 'x_q',
      count: 1,
      paid_type: 0,
      duration: 0,
    })),
    opCase('listClusterUsers', (c) => ({ cluster_id: c })),
    opCase('addClusterUser', (c) => ({
      cluster_id: c,
      account: 'x_acc',
      password: 'Hpc@User2026x',
      allocated_core_hours: 100,
      storage_quota_gb: 1,
      queues: ['shared56'],
    })),
    opCase('listJobs', (c) => ({ cluster_id: c })),
    opCase('submitJob', (c) => ({
      cluster_id: c,
      hpcqueue_id: SEED.queues.hpcShared,
      name: 'x',
      cores: 1,
      priority: 5,
      submit_type: 'command',
      cmd: 'echo',
    })),
    opCase('stopJobs', (c) => ({ cluster_id: c, job_ids: [runningJob] })),
    opCase('getClusterMonitor', (c) => ({ cluster_id: c, subtype: 'cluster' })),
    opCase('getShareResourceInfo', (c) => ({ cluster_id: c })),
    opCase('getClusterBillInfo', (c) => ({ cluster_id: c })),
    opCase('getPrivateResourceInfo', (c) => ({ cluster_id: c, paid_type: 'PayForUsed' })),
    opCase('listSoftware', (c) => ({ cluster_id: c })),
    opCase('applySoftware', (c) => ({ hpcsw_id: 'hpcsw-gaussian16', cluster_id: c, reason: 'x' })),
  ];
  const ehpcCases: Case[] = [
    opCase('listEhpcQueues', (c) => ({ cluster_id: c })),
    opCase('addEhpcQueue', (c) => ({ cluster_id: c, queue_name: 'x_q', is_default: 0 })),
    opCase('listStrategies', (c) => ({ cluster_id: c })),
  ];
  /** Operations whose contract refuses a cluster the user cannot see or does not own with 403. */
  const forbiddenCases: Case[] = [
    opCase('createJobTemplate', (c) => ({
      name: 'x_tpl',
      cluster_id: c,
      queue_name: 'shared56',
      cores: 1,
      priority: 5,
      submit_type: 'command',
      cmd: 'echo',
    })),
    opCase('createProject', (c) => ({ name: 'x project', cluster_id: c })),
  ];

  async function sameRefusal(cases: Case[], seen: string, missing: string, strangers: string[], status: number) {
    const sweep = new RefusalSweep(gw);
    for (const { label, send } of cases) {
      const expected = shape(
        await sweep.refused(`owner ${label} on a missing cluster`, () => send('usr-owner', missing), { status }),
        missing,
      );
      expect(expected.message, label).toContain('<id>');
      for (const user of strangers) {
        const answer = await sweep.refused(`${user} ${label} on ${seen}`, () => send(user, seen), { status });
        expect(shape(answer, seen), `${user} ${label}`).toEqual(expected);
      }
    }
  }

  it('answers every domain’s read and change of it 404, exactly like a cluster that does not exist (a sub-user on an unshared cluster, another account)', async () => {
    await sameRefusal(hpcCases, H, 'hpc-zzzz0000', ['usr-sub', 'usr-admin'], 404);
    await sameRefusal(ehpcCases, STOPPED, 'ehpc-zzzz0000', ['usr-sub', 'usr-admin'], 404);
  }, 60_000);

  it('answers 403 where the contract says so, again the same for a cluster that does not exist', async () => {
    await sameRefusal(forbiddenCases.slice(0, 1), H, 'hpc-zzzz0000', ['usr-sub', 'usr-admin'], 403);
    await sameRefusal(forbiddenCases.slice(1), H, 'hpc-zzzz0000', ['usr-admin'], 403);
  });

  it('is read by its owner (so that the refusals above are not refusing everything)', async () => {
    for (const { label, read, send } of [...hpcCases, ...ehpcCases]) {
      if (!read) continue;
      const cluster = ehpcCases.some((c) => c.label === label) ? STOPPED : H;
      expectAllowed(await send('usr-owner', cluster), `owner ${label}`);
    }
  });
});

describe('an IAM user added as a shared member (shared/user/addUser)', () => {
  let memberId = '';
  const modify = (user: string) => modifyCluster(user, H, `changed by ${user}`);
  const submit = () =>
    op('iam-alice', 'submitJob', {
      cluster_id: H,
      hpcqueue_id: SEED.queues.hpcShared,
      name: 'alice_member',
      cores: 1,
      priority: 5,
      submit_type: 'command',
      cmd: 'echo',
    });
  const settle = () => gw.gateway.engine.tick(new Date(Date.now() + 600_000));
  const readOnly = { status: 403, retCode: 1300, message: 'You are a read-only member of this shared cluster and cannot change it' };

  it('acts for the owner before it is shared: it works in the cluster but does not administer it (ADR 0013)', async () => {
    expectAllowed(
      await op('iam-alice', 'createJobFile', { cluster_id: H, file_name: 'alice_delegate.sh', content: 'echo\n' }),
      'alice writes a job file on H',
    );
    await new RefusalSweep(gw).refused('alice modifies H', () => modify('iam-alice'), {
      status: 403,
      retCode: 1300,
      message: /Only the account owner/,
    });
  });

  it('is then a read-only member for the clusters and jobs domains too, and reads the cluster', async () => {
    const added = expectAllowed(
      await op('usr-owner', 'addSharedUser', { cluster_id: H, iam_user_id: 'iamu-alice001', username: 'alice', permission: 'readonly' }),
      'owner shares H with alice',
    );
    memberId = String(added.shared_user_id);
    expect(
      await gw.gateway.db.query('SELECT permission FROM cluster_shares WHERE cluster_id = $1 AND user_id = $2', [H, 'iam-alice']),
    ).toEqual([{ permission: 'readonly' }]);
    const listed = expectAllowed(await op('iam-alice', 'listClusters', { cluster_id: [H] }), 'alice lists H');
    expect(listed.cluster_set).toEqual([
      expect.objectContaining({
        cluster_id: H,
        project_info: expect.objectContaining({ shared_role: 'shared_member', permission: 'readonly' }),
      }),
    ]);
    const sweep = new RefusalSweep(gw);
    await sweep.refused('alice modifies H', () => modify('iam-alice'), readOnly);
    await sweep.refused('alice submits a job on H', submit, readOnly);
    await sweep.refused('alice stops a job of H', () => op('iam-alice', 'stopJobs', { cluster_id: H, job_ids: [runningJob] }), readOnly);
    await sweep.refused(
      'alice adds a cluster user on H',
      () =>
        op('iam-alice', 'addClusterUser', {
          cluster_id: H,
          account: 'alice_acc',
          password: 'Hpc@User2026x',
          allocated_core_hours: 100,
          storage_quota_gb: 1,
          queues: ['shared56'],
        }),
      readOnly,
    );
    await sweep.refused(
      'alice adds a queue to H',
      () => op('iam-alice', 'updateQueueName', { cluster_id: H, hpcqueue_id: SEED.queues.hpcShared, queue_name: 'alice_q' }),
      readOnly,
    );
    const reads = [
      opCase('listNodes', (c) => ({ cluster_id: c })),
      opCase('listJobs', (c) => ({ cluster_id: c })),
      opCase('getCurrentQueue', (c) => ({ cluster_id: c })),
      opCase('listClusterUsers', (c) => ({ cluster_id: c })),
    ];
    for (const { label, send } of reads) expectAllowed(await send('iam-alice', H), `alice reads ${label}`);
  });

  it('changes it once the permission is read-write, is read-only again while disabled, and acts for the owner once removed', async () => {
    const change = async (request: Pick<RequestOf<'modifySharedUser'>, 'modify_type'> & Partial<RequestOf<'modifySharedUser'>>) =>
      expectAllowed(
        await op('usr-owner', 'modifySharedUser', { cluster_id: H, shared_user_id: memberId, ...request }),
        `owner sets ${request.modify_type}`,
      );
    await change({ modify_type: 'permission', permission: 'readwrite' });
    expectAllowed(await submit(), 'a read-write member submits a job');
    expectAllowed(await modify('iam-alice'), 'a read-write member administers the cluster (a share row wins)');
    await settle();
    await settle();
    await change({ modify_type: 'status', status: 'disabled' });
    await new RefusalSweep(gw).refused('a disabled member modifies H', () => modify('iam-alice'), readOnly);
    await change({ modify_type: 'status', status: 'active' });
    // A member with running or pending jobs is not removed: the job ends first.
    await gw.gateway.db.query("UPDATE jobs SET job_status = 'finished', finished_time = now() WHERE name = 'alice_member'");
    expectAllowed(await op('usr-owner', 'deleteSharedUser', { cluster_id: H, shared_user_ids: [memberId] }), 'owner removes alice');
    expect(await gw.gateway.db.query('SELECT 1 FROM cluster_shares WHERE cluster_id = $1 AND user_id = $2', [H, 'iam-alice'])).toEqual([]);
    await settle();
    expectAllowed(
      await op('iam-alice', 'createJobFile', { cluster_id: H, file_name: 'alice_again.sh', content: 'echo\n' }),
      'alice acts for the owner again',
    );
    await new RefusalSweep(gw).refused('alice modifies H once removed', () => modify('iam-alice'), {
      status: 403,
      retCode: 1300,
      message: /Only the account owner/,
    });
  });
});
