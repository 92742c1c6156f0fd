/**
 * cluster/list pages and the cluster-access look-up kept in the gateway's process (server/domains/clusters/list.ts,
 * server/domains/cluster-access.ts, migration 0072): a repeated page or access check is answered without the
 * database, and every change acknowledged to any client, or made by the engine, shows in the very next answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { SEED } from '../../seed/fixtures';
import type { RequestOf } from '../../http/handler-types';
import { startTestGateway, statementsSent, type TestClient, type TestGateway } from '../../test-support';
import { ensureNasExports, signIn, tick } from './test-support';

let gw: TestGateway;
let db: Db;
let owner: TestClient;
let alice: TestClient;
let sub: TestClient;

beforeAll(async () => {
  gw = await startTestGateway(undefined, { runEngine: false });
  db = gw.gateway.db;
  await ensureNasExports(db);
  // usr-sub opens its HPC permission, so that projects may share clusters with it.
  await db.query("UPDATE permissions SET status = 'enable', uid = 10031, gid = 10001 WHERE user_id = 'usr-sub' AND zone = 'pek3'");
  [owner, alice, sub] = await Promise.all([signIn(gw, 'usr-owner'), signIn(gw, 'iam-alice'), signIn(gw, 'usr-sub')]);
}, 120_000);
afterAll(() => gw?.close());

const list = async (client: TestClient, query: RequestOf<'listClusters'> = {}) => {
  const answer = await client.op('listClusters', { limit: 100, ...query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const listed = async (client: TestClient, clusterId: string) => (await list(client)).cluster_set.find((c) => c.cluster_id === clusterId);
const row = async (clusterId: string) =>
  (
    await db.query<{ status: string; transition_status: string; cluster_name: string }>(
      'SELECT status, transition_status, cluster_name FROM clusters WHERE cluster_id = $1',
      [clusterId],
    )
  )[0];
const liveNodes = async (clusterId: string) =>
  (
    await db.query<{ n: number; cores: number }>(
      "SELECT count(*)::int AS n, coalesce(sum(cpu), 0)::int AS cores FROM cluster_nodes WHERE cluster_id = $1 AND status NOT IN ('deleted', 'ceased')",
      [clusterId],
    )
  )[0];
const jobsOf = (client: TestClient, clusterId: string) => client.op('listJobs', { cluster_id: clusterId, limit: 10 });

/** Statements the gateway sends to its database while `work` runs. */
const statements = (work: () => Promise<unknown>) => statementsSent(db, work);

describe('kept cluster list pages', () => {
  it('answers a repeated page without the database, and another filter, sort or user with it', async () => {
    const query: RequestOf<'listClusters'> = { status: ['active', 'stopped'], sort_key: 'cluster_name', reverse: 0 };
    const first = await list(alice, query);
    expect(first.total_count).toBeGreaterThan(0);
    expect(await statements(async () => expect(await list(alice, query)).toEqual(first))).toEqual([]);
    // Another filter, another sort, another user (its own shares and view): another page.
    expect((await statements(() => list(alice, { ...query, cluster_type: 'hpc' }))).length).toBeGreaterThan(0);
    expect((await statements(() => list(alice, { ...query, reverse: 1 }))).length).toBeGreaterThan(0);
    expect((await statements(() => list(owner, query))).length).toBeGreaterThan(0);
  });

  it('lists a cluster created, changed by the engine and renamed by another client in the very next answer', async () => {
    const before = await list(alice);
    const created = await owner.op('createCluster', {
      cluster_type: 'hpc',
      cluster_name: 'kept_list_new',
      network_type: 'base',
      vxnet: 'vxnet-ks',
      nas_id: SEED.nas.spare,
      app_version: 'appv-hpc310',
      admin_password: 'Lab!Admin2026x',
      queue_type: 'qt-shared56',
      user_name: 'student07',
      password: 'Stud3nt@Pass01',
      paid_type: 0,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = String(created.body.cluster_id);
    const after = await list(alice);
    expect(after.total_count).toBe(before.total_count + 1);
    expect(after.cluster_set.find((c) => c.cluster_id === id)).toMatchObject({
      cluster_name: 'kept_list_new',
      status: 'pending',
      transition_status: 'creating',
    });

    // The engine makes it active: the very next answer says so.
    await tick(gw);
    expect(await row(id)).toMatchObject({ status: 'active', transition_status: '' });
    expect(await listed(alice, id)).toMatchObject({ status: 'active', transition_status: '' });

    // Renamed by the owner: alice's very next answer has the new name, and a search finds it by it.
    expect(
      (await owner.op('modifyCluster', { cluster_id: id, cluster_name: 'kept_list_renamed', description: 'renamed at once' })).status,
    ).toBe(200);
    expect(await listed(alice, id)).toMatchObject({ cluster_name: 'kept_list_renamed', description: 'renamed at once' });
    expect((await list(alice, { search_word: 'kept_list_new' })).total_count).toBe(0);
    expect((await list(alice, { search_word: 'kept_list_renamed' })).cluster_set.map((c) => c.cluster_id)).toEqual([id]);
  });

  it('follows the nodes: a node added or deleted changes the counts in the very next answer', async () => {
    const id = SEED.clusters.ehpcActive;
    const before = await listed(alice, id);
    expect(before).toMatchObject(await liveNodes(id).then(({ n, cores }) => ({ node_count: n, core_count: cores })));
    const added = await owner.op('addNodes', {
      cluster_id: id,
      role: 'compute',
      count: 1,
      instance_class: 101,
      cpu: 56,
      memory: 229376,
      gpu: 0,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const [nodes, cores] = [before?.node_count ?? 0, before?.core_count ?? 0];
    expect(await listed(alice, id)).toMatchObject({ node_count: nodes + 1, core_count: cores + 56 });
    await tick(gw, 2);
    const [nodeId] = added.body.node_ids;
    expect((await owner.op('deleteNodes', { cluster_id: id, node_ids: [nodeId] })).status).toBe(200);
    await tick(gw, 2);
    const live = await liveNodes(id);
    expect(live.n).toBe(nodes);
    expect(await listed(alice, id)).toMatchObject({ node_count: live.n, core_count: live.cores });
  });

  it('lists a cluster shared with a sub-user in its very next answer, and not once the share is gone', async () => {
    const id = SEED.clusters.hpcActive;
    expect(await listed(sub, id)).toBeUndefined();
    const created = await owner.op('createProject', { name: 'kept list share', cluster_id: id });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const projectId = String(created.body.project_id);
    // Shared with the owner only: still not the sub-user's; then the sub-user becomes a read-only member.
    expect(await listed(sub, id)).toBeUndefined();
    // A project without members shares with nobody more (the seeded shared member liu.yang stays counted, ADR 0046).
    const members = (await listed(alice, id))?.project_info?.shared_member_count ?? 0;
    expect((await listed(alice, id))?.project_info).toEqual({
      shared_status: 'shared',
      shared_role: 'shared_owner',
      shared_member_count: members,
    });
    expect(
      (
        await owner.op('addProjectMember', {
          project_id: projectId,
          members: [{ user_id: 'usr-sub', permission: 'readonly', role_type: 'member' }],
        })
      ).status,
    ).toBe(200);
    expect((await listed(sub, id))?.project_info).toEqual({
      shared_status: 'shared',
      shared_role: 'shared_member',
      permission: 'readonly',
    });
    expect((await listed(alice, id))?.project_info).toEqual({
      shared_status: 'shared',
      shared_role: 'shared_owner',
      shared_member_count: members + 1,
    });
    // The project is destroyed: the sub-user's very next answer no longer has it, the owner's counts one member less.
    expect((await owner.op('destroyProject', { project_id: projectId })).status).toBe(200);
    expect(await listed(sub, id)).toBeUndefined();
    expect((await listed(alice, id))?.project_info).toEqual({
      shared_status: 'shared',
      shared_role: 'shared_owner',
      shared_member_count: members,
    });
  });

  it('lists a cluster deleted by another client as the database has it, in the very next answer', async () => {
    const id = SEED.clusters.ehpcStopped;
    expect(await listed(alice, id)).toMatchObject({ status: 'stopped', transition_status: '' });
    expect((await owner.op('deleteCluster', { cluster_ids: [id], deregister: false })).status).toBe(200);
    expect(await listed(alice, id)).toMatchObject({ status: 'stopped', transition_status: 'deleting' });
    await tick(gw);
    expect(await row(id)).toMatchObject({ status: 'deleted' });
    expect(await listed(alice, id)).toMatchObject({ status: 'deleted', node_count: 0, core_count: 0 });
    await tick(gw);
    expect(await listed(alice, id)).toMatchObject({ status: 'ceased' });
    // The console's default statuses no longer list it.
    expect(
      (await list(alice, { status: ['pending', 'active', 'stopped', 'suspended'] })).cluster_set.map((c) => c.cluster_id),
    ).not.toContain(id);
  });
});

describe('kept cluster access of job/list of one cluster', () => {
  it('answers a repeated job list of one cluster without the database', async () => {
    const id = SEED.clusters.ehpcActive;
    expect((await jobsOf(sub, id)).status).toBe(200);
    expect(await statements(async () => expect((await jobsOf(sub, id)).status).toBe(200))).toEqual([]);
  });

  it('refuses a sub-user on the very next request once its share is revoked, and lets it in again once shared', async () => {
    const id = SEED.clusters.hpcActive;
    expect((await jobsOf(sub, id)).status).toBe(404);
    const created = await owner.op('createProject', { name: 'kept access share', cluster_id: id });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const projectId = String(created.body.project_id);
    expect((await jobsOf(sub, id)).status).toBe(404);
    expect(
      (
        await owner.op('addProjectMember', {
          project_id: projectId,
          members: [{ user_id: 'usr-sub', permission: 'readonly', role_type: 'member' }],
        })
      ).status,
    ).toBe(200);
    expect((await jobsOf(sub, id)).status).toBe(200);
    expect((await jobsOf(sub, id)).status).toBe(200);
    // Removed from the project by the owner: refused on the very next request, like a cluster that does not exist.
    expect((await owner.op('deleteProjectMember', { project_id: projectId, user_ids: ['usr-sub'] })).status).toBe(200);
    const refused = await jobsOf(sub, id);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(`The cluster does not exist: ${id}`);
    // The owner itself still sees it (its access is kept apart from the sub-user's).
    expect((await jobsOf(owner, id)).status).toBe(200);
    expect((await owner.op('destroyProject', { project_id: projectId })).status).toBe(200);
  });

  it('follows a cluster given to another account or created, in the very next request', async () => {
    const id = SEED.clusters.hpcSuspended;
    expect((await jobsOf(alice, id)).status).toBe(200);
    await db.query("UPDATE clusters SET owner = 'usr-admin' WHERE cluster_id = $1", [id]);
    try {
      expect((await jobsOf(alice, id)).status).toBe(404);
    } finally {
      await db.query("UPDATE clusters SET owner = 'usr-owner' WHERE cluster_id = $1", [id]);
    }
    expect((await jobsOf(alice, id)).status).toBe(200);
    // A cluster that did not exist when it was first asked for.
    const missing = 'hpc-kept0001';
    expect((await jobsOf(alice, missing)).status).toBe(404);
    await db.query(
      `INSERT INTO clusters (cluster_id, cluster_name, cluster_type, status, zone, owner, created_by, version, app_id, app_version)
       VALUES ($1, 'kept_access', 'hpc', 'active', 'pek3', 'usr-owner', 'usr-owner', '3.0.0', 'app-hpc01', 'appv-hpc300')`,
      [missing],
    );
    expect((await jobsOf(alice, missing)).status).toBe(200);
  });
});
