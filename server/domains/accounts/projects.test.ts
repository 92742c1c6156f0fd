import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestOf, Schema } from '../../http/handler-types';
import { startTestGateway, type TestClient, type TestGateway } from '../../test-support';
import { insertCluster, ok, operationStatus, signIn, tick } from './test-support';
import { refusedUnchanged } from '../../testing/refusals';
import { syncShares } from './shares';

const WRF = 'ehpc-acp00001';
const CFD = 'ehpc-acp00002';
const FOREIGN = 'ehpc-acp00003';

let gw: TestGateway;
let owner: TestClient;
let sub: TestClient;
let alice: TestClient;
let admin: TestClient;
let projectId = '';

beforeAll(async () => {
  gw = await startTestGateway(undefined, { runEngine: false });
  const db = gw.gateway.db;
  await insertCluster(db, { id: WRF });
  await insertCluster(db, { id: CFD });
  await insertCluster(db, { id: FOREIGN, owner: 'usr-admin' });
  // alice (an IAM user of usr-owner) is a read-only shared member of CFD.
  await db.query(
    "INSERT INTO shared_users (shared_user_id, owner, iam_user_id, username, permission, status, uid) VALUES ('shu-acp00001', 'usr-owner', 'iamu-alice001', 'alice', 'readonly', 'active', 20101)",
  );
  await db.query("INSERT INTO shared_user_clusters (shared_user_id, cluster_id) VALUES ('shu-acp00001', $1)", [CFD]);
  // The rows above bypass the handlers: mirror them into cluster_shares as the handlers do (ADR 0006).
  await syncShares(db, [CFD], ['iam-alice']);
  [owner, sub, alice, admin] = await Promise.all([
    signIn(gw, 'usr-owner'),
    signIn(gw, 'usr-sub'),
    signIn(gw, 'iam-alice'),
    signIn(gw, 'usr-admin'),
  ]);
}, 120_000);
afterAll(() => gw?.close());

const shares = async (clusterId: string) => {
  const exists = await gw.gateway.db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'cluster_shares'");
  return exists.length
    ? gw.gateway.db.query<{ user_id: string; permission: string }>(
        'SELECT user_id, permission FROM cluster_shares WHERE cluster_id = $1 ORDER BY user_id',
        [clusterId],
      )
    : null;
};
const sharedStatus = async (clusterId: string) =>
  (await gw.gateway.db.query<{ shared_status: string }>('SELECT shared_status FROM clusters WHERE cluster_id = $1', [clusterId]))[0]
    ?.shared_status;
const members = async (client: TestClient, query: Omit<RequestOf<'listProjectMembers'>, 'project_id'> = {}) =>
  ok(await client.op('listProjectMembers', { project_id: projectId, ...query }));

describe('projects', () => {
  it('creates a project that shares a cluster, with the owner as its shared owner', async () => {
    const body = ok(await owner.op('createProject', { name: 'WRF share-A', cluster_id: WRF }));
    projectId = String(body.project_id);
    expect(projectId).toMatch(/^prj-/);
    const listed = ok(await owner.op('listProjects', { cluster_id: WRF }));
    expect(listed).toMatchObject({
      total_count: 1,
      project_set: [{ project_id: projectId, name: 'WRF share-A', owner: 'usr-owner', resource_ids: [WRF], member_count: 1 }],
    });
    expect((await members(owner)).member_set).toMatchObject([
      { member_user: { user_id: 'usr-owner' }, role_type: 'member', permission: 'readwrite', shared_role: 'shared_owner' },
    ]);
    // Nobody but its owner has it yet: not shared.
    expect(await sharedStatus(WRF)).toBe('unshared');
    await tick(gw);
    expect(await operationStatus(gw.gateway.db, body.job_id)).toBe('successful');
  });

  it('refuses projects for shared, foreign or unknown clusters and for sub-users and shared members', async () => {
    await refusedUnchanged(gw, () => owner.op('createProject', { name: 'again', cluster_id: WRF }), {
      status: 409,
      retCode: 2100,
      message: `The cluster “t_${WRF.replace('-', '_')}” is already shared by another project`,
    });
    // The contract answers 403 for a cluster the user does not own: the same for one that does not exist (ADR 0006).
    await refusedUnchanged(gw, () => owner.op('createProject', { name: 'foreign', cluster_id: FOREIGN }), {
      status: 403,
      retCode: 1300,
      message: `You have no access to the cluster ${FOREIGN}`,
    });
    await refusedUnchanged(gw, () => owner.op('createProject', { name: 'ghost', cluster_id: 'ehpc-zzzz9999' }), {
      status: 403,
      retCode: 1300,
      message: 'You have no access to the cluster ehpc-zzzz9999',
    });
    await refusedUnchanged(gw, () => sub.op('createProject', { name: 'mine', cluster_id: CFD }), {
      status: 403,
      retCode: 1300,
      message: 'Sub-users cannot make this change',
    });
    await refusedUnchanged(gw, () => alice.op('createProject', { name: 'mine', cluster_id: CFD }), {
      status: 403,
      retCode: 1300,
      message: 'Shared members cannot make this change',
    });
    await refusedUnchanged(gw, () => owner.call('POST', '/portal-hpc/project/create', { name: ' leading space', cluster_id: CFD }), {
      status: 422,
      retCode: 1100,
    });
  });

  it('adds HPC-authorised sub-users by e-mail or id and mirrors them into cluster_shares', async () => {
    // Sharing is the account owner's: an IAM user acting for it is refused, as on shared/user/addUser (ADR 0042).
    await refusedUnchanged(
      gw,
      () =>
        alice.op('addProjectMember', {
          project_id: projectId,
          members: [{ email: 'LI.NA@example.com', permission: 'readwrite', role_type: 'member' }],
        }),
      { status: 403, retCode: 1300, message: /^Only the account owner can make this change/ },
    );
    ok(
      await owner.op('addProjectMember', {
        project_id: projectId,
        members: [{ email: 'LI.NA@example.com', permission: 'readwrite', role_type: 'member' }],
      }),
    );
    const listed = await members(owner, { sort_key: 'user_name', reverse: 0 });
    expect(listed.total_count).toBe(2);
    expect(listed.member_set).toContainEqual(
      expect.objectContaining({
        member_user: expect.objectContaining({ user_id: 'usr-lina' }),
        permission: 'readwrite',
        shared_role: 'shared_member',
      }),
    );
    expect(await shares(WRF)).toEqual(expect.arrayContaining([{ user_id: 'usr-lina', permission: 'readwrite' }]));
    expect(await sharedStatus(WRF)).toBe('shared');
  });

  it('refuses unknown, unauthorised, duplicate and foreign members, and changes by others', async () => {
    const addMember = (client: TestClient, member: Partial<Schema<'NewProjectMember'>>) =>
      client.op('addProjectMember', { project_id: projectId, members: [{ permission: 'readonly', role_type: 'member', ...member }] });
    await refusedUnchanged(gw, () => addMember(owner, { email: 'nobody@example.com' }), {
      status: 404,
      retCode: 1400,
      message: 'The user does not exist',
    });
    await refusedUnchanged(gw, () => addMember(owner, { user_id: 'usr-nobody' }), {
      status: 404,
      retCode: 1400,
      message: 'The user does not exist',
    });
    await refusedUnchanged(gw, () => addMember(owner, { user_id: 'usr-sub' }), {
      status: 409,
      retCode: 2100,
      message: 'The sub-user “李同学 (Sub-user)” has not opened the HPC permission',
    });
    await refusedUnchanged(gw, () => addMember(owner, { user_id: 'usr-lina' }), {
      status: 409,
      retCode: 2100,
      message: '“李娜” is already a member of the project',
    });
    await refusedUnchanged(gw, () => addMember(owner, { user_id: 'usr-admin' }), { status: 409, retCode: 2100 });
    await refusedUnchanged(
      gw,
      () =>
        owner.call('POST', '/portal-hpc/project/addMember', {
          project_id: projectId,
          members: [{ user_id: 'usr-lina', email: 'li.na@example.com', permission: 'readonly' }],
        }),
      { status: 422, retCode: 1100 },
    );
    await refusedUnchanged(gw, () => addMember(sub, { user_id: 'usr-lina' }), { status: 403, retCode: 1300 });
    await refusedUnchanged(gw, () => addMember(admin, { user_id: 'usr-lina' }), {
      status: 403,
      retCode: 1300,
      message: "Only the project's owner can do this",
    });
  });

  it('lets a member read the project but not change it', async () => {
    await gw.gateway.db.query(
      "UPDATE permissions SET status = 'enable', uid = 10031, gid = 10001 WHERE user_id = 'usr-sub' AND zone = 'pek3'",
    );
    ok(
      await owner.op('addProjectMember', {
        project_id: projectId,
        members: [{ user_id: 'usr-sub', permission: 'readonly', role_type: 'member' }],
      }),
    );
    expect((await members(sub)).total_count).toBe(3);
    expect((await members(owner, { search_word: 'li.na' })).total_count).toBe(1);
    const mine = ok(await sub.op('listProjects', {}));
    expect((mine.project_set as { project_id: string }[]).map((p) => p.project_id)).toContain(projectId);
    await refusedUnchanged(gw, () => admin.op('listProjectMembers', { project_id: projectId }), { status: 403, retCode: 1300 });
    await refusedUnchanged(gw, () => owner.op('listProjectMembers', { project_id: 'prj-zzzz9999' }), { status: 404, retCode: 1400 });
    await refusedUnchanged(gw, () => sub.op('deleteProjectMember', { project_id: projectId, user_ids: ['usr-lina'] }), {
      status: 403,
      retCode: 1300,
    });
  });

  it('adds clusters to the project with the members’ permissions', async () => {
    ok(await owner.op('addProjectResource', { project_id: projectId, resource_ids: [CFD] }));
    const listed = ok(await owner.op('listProjects', { project_id: [projectId] }));
    expect(listed.project_set).toMatchObject([{ resource_ids: [WRF, CFD], member_count: 3 }]);
    const rows = await shares(CFD);
    // alice's row is her shared-member account's on CFD, mirrored as well (ADR 0006).
    if (rows)
      expect(rows).toEqual([
        { user_id: 'iam-alice', permission: 'readonly' },
        { user_id: 'usr-lina', permission: 'readwrite' },
        { user_id: 'usr-sub', permission: 'readonly' },
      ]);
    await refusedUnchanged(gw, () => owner.op('addProjectResource', { project_id: projectId, resource_ids: [WRF] }), {
      status: 409,
      retCode: 2100,
      message: `The cluster “t_${WRF.replace('-', '_')}” is already in the project`,
    });
    await refusedUnchanged(gw, () => owner.op('addProjectResource', { project_id: projectId, resource_ids: [FOREIGN] }), {
      status: 403,
      retCode: 1300,
    });
    await refusedUnchanged(gw, () => sub.op('addProjectResource', { project_id: projectId, resource_ids: [FOREIGN] }), {
      status: 403,
      retCode: 1300,
    });
  });

  it('removes members, never the owner, and only existing members', async () => {
    await refusedUnchanged(gw, () => owner.op('deleteProjectMember', { project_id: projectId, user_ids: ['usr-owner'] }), {
      status: 409,
      retCode: 2100,
      message: "The project's owner cannot remove itself",
    });
    await refusedUnchanged(gw, () => owner.op('deleteProjectMember', { project_id: projectId, user_ids: ['usr-intern'] }), {
      status: 404,
      retCode: 1400,
      message: 'usr-intern is not a member of the project',
    });
    ok(await owner.op('deleteProjectMember', { project_id: projectId, user_ids: ['usr-lina'] }));
    expect((await members(owner)).total_count).toBe(2);
    const rows = await shares(CFD);
    if (rows) expect(rows.map((r) => r.user_id)).toEqual(['iam-alice', 'usr-sub']);
  });

  it('lists the user’s projects with filters and paging', async () => {
    const all = ok(await owner.op('listProjects', { limit: 10, sort_key: 'name', reverse: 0 }));
    expect(all.total_count).toBeGreaterThanOrEqual(2);
    expect(ok(await owner.op('listProjects', { search_word: 'share-a' })).total_count).toBe(1);
    const paged = ok(await owner.op('listProjects', { limit: 10, offset: 1 }));
    expect(paged.total_count).toBe(all.total_count);
    expect((paged.project_set as unknown[]).length).toBe(Number(all.total_count) - 1);
    expect(ok(await admin.op('listProjects', {})).total_count).toBe(0);
    await refusedUnchanged(gw, () => owner.call('GET', '/portal-hpc/project/list', { limit: 7 }), { status: 422, retCode: 1100 });
  });

  it('destroys a project: its clusters stop being shared', async () => {
    await refusedUnchanged(gw, () => sub.op('destroyProject', { project_id: projectId }), { status: 403, retCode: 1300 });
    await refusedUnchanged(gw, () => owner.op('destroyProject', { project_id: 'prj-zzzz9999' }), { status: 404, retCode: 1400 });
    const body = ok(await owner.op('destroyProject', { project_id: projectId }));
    expect(ok(await owner.op('listProjects', { project_id: [projectId] })).total_count).toBe(0);
    const states = await gw.gateway.db.query<{ shared_status: string }>('SELECT shared_status FROM clusters WHERE cluster_id = ANY($1)', [
      [WRF, CFD],
    ]);
    expect(states.map((s) => s.shared_status)).toEqual(['unshared', 'unshared']);
    expect(await shares(CFD)).not.toContainEqual(expect.objectContaining({ user_id: 'usr-sub' }));
    await tick(gw);
    expect(await operationStatus(gw.gateway.db, body.job_id)).toBe('successful');
  });
});

describe('sharing a cluster is one change', () => {
  const MD = 'ehpc-acp00004';
  const projectsOf = async (clusterId: string) => ok(await owner.op('listProjects', { cluster_id: clusterId })).total_count;

  it('refuses the whole share when its member is refused: no project is left and the cluster is not shared', async () => {
    await insertCluster(gw.gateway.db, { id: MD });
    const create = (member: Partial<Schema<'NewProjectMember'>>) =>
      owner.op('createProject', {
        name: 'MD share',
        cluster_id: MD,
        members: [{ permission: 'readonly', role_type: 'member', ...member }],
      });
    await refusedUnchanged(gw, () => create({ user_id: 'usr-admin' }), {
      status: 409,
      retCode: 2100,
      message: "Only the owner's sub-accounts can be shared into a project: usr-admin",
    });
    await refusedUnchanged(gw, () => create({ email: 'nobody@example.com' }), {
      status: 404,
      retCode: 1400,
      message: 'The user does not exist',
    });
    expect(await projectsOf(MD)).toBe(0);
    expect(await sharedStatus(MD)).toBe('unshared');
    expect(await shares(MD)).not.toContainEqual(expect.objectContaining({ user_id: 'usr-admin' }));
  });

  it('creates the project with its first member in one change', async () => {
    const body = ok(
      await owner.op('createProject', {
        name: 'MD share',
        cluster_id: MD,
        members: [{ user_id: 'usr-lina', permission: 'readwrite', role_type: 'member' }],
      }),
    );
    const listed = ok(await owner.op('listProjects', { cluster_id: MD }));
    expect(listed).toMatchObject({ total_count: 1, project_set: [{ project_id: body.project_id, member_count: 2 }] });
    expect(await sharedStatus(MD)).toBe('shared');
    expect(await shares(MD)).toEqual(expect.arrayContaining([{ user_id: 'usr-lina', permission: 'readwrite' }]));
    // The last member leaving leaves the cluster unshared, though its project remains.
    ok(await owner.op('deleteProjectMember', { project_id: body.project_id, user_ids: ['usr-lina'] }));
    expect(await sharedStatus(MD)).toBe('unshared');
  });
});

describe('sub-accounts and account look-ups', () => {
  it('lists the owner’s sub-users with their permission and shows an initial password once', async () => {
    const first = ok(await owner.op('listSubUsers', { status: 'enable', limit: 1024 }));
    const lina = (first.sub_user_set as { user_id: string; permission: { status: string; password: string | null } }[]).find(
      (u) => u.user_id === 'usr-lina',
    );
    expect(lina?.permission.status).toBe('enable');
    expect(lina?.permission.password).toMatch(/^(?=(.*[A-Z]){3})(?=(.*[a-z]){3})(?=(.*\d){3})(?=(.*[!@#%$^&*]){2}).{11}$/);
    const again = ok(await owner.op('listSubUsers', { search_word: 'usr-lina' }));
    expect(again.sub_user_set).toMatchObject([{ user_id: 'usr-lina', permission: { status: 'enable', password: null } }]);
    const disabled = ok(await owner.op('listSubUsers', { status: 'disable' }));
    expect((disabled.sub_user_set as { user_id: string }[]).map((u) => u.user_id)).toEqual(['usr-intern']);
    await refusedUnchanged(gw, () => sub.op('listSubUsers', {}), { status: 403, retCode: 1300 });
  });

  it('looks accounts up by id or e-mail', async () => {
    const found = ok(await owner.op('describeUsers', { users: ['li.na@example.com', 'usr-admin'] }));
    expect(found.total_count).toBe(2);
    expect(found.user_set).toContainEqual(
      expect.objectContaining({ user_id: 'usr-lina', user_type: 1, root_user_id: 'usr-owner', status: 'active' }),
    );
    expect(ok(await owner.op('describeUsers', { users: ['nobody@example.com'] })).user_set).toEqual([]);
    expect(ok(await owner.op('describeUsers', { status: ['deleted'] })).total_count).toBe(0);
    await refusedUnchanged(gw, () => owner.call('GET', '/iaas/DescribeUsers', { users: ['not an id'] }), { status: 422, retCode: 1100 });
  });

  it('lists login accounts, their users and the IAM users of the owner', async () => {
    const accounts = ok(await owner.op('describeLoginAccounts', {}));
    expect(accounts.login_account_set).toContainEqual(
      expect.objectContaining({ login_account: 'hpc_lab', owner: 'usr-owner', is_ldap: false, user_count: 3 }),
    );
    const users = ok(await owner.op('describeLoginAccountUsers', { login_account: 'hpc_lab', sort_key: 'user_name' }));
    expect(users.total_count).toBe(3);
    expect(ok(await owner.op('describeLoginAccountUsers', { users: ['usr-intern'] })).login_account_user_set).toMatchObject([
      { login_account: 'cfd_team' },
    ]);
    const iam = ok(await owner.op('describeIamUsers', { search_word: 'alice' }));
    expect(iam.iam_user_set).toMatchObject([{ iam_user_id: 'iamu-alice001', iamuser_name: 'alice', status: 'active' }]);
    expect(ok(await owner.op('describeIamUsers', { status: 'disabled' })).total_count).toBe(1);
    expect(ok(await admin.op('describeIamUsers', {})).total_count).toBe(0);
    await refusedUnchanged(gw, () => owner.call('GET', '/iam/DescribeIAMUsers', { iam_user_ids: ['alice'] }), {
      status: 422,
      retCode: 1100,
    });
    await refusedUnchanged(gw, () => owner.call('GET', '/iaas/DescribeLoginAccounts', { sort_key: 'owner' }), {
      status: 422,
      retCode: 1100,
    });
  });
});
