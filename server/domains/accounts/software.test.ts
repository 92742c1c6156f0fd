import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestOf, Schema } from '../../http/handler-types';
import { startTestGateway, type TestClient, type TestGateway } from '../../test-support';
import { insertCluster, ok, operationStatus, signIn } from './test-support';
import { refusedUnchanged } from '../../testing/refusals';
import { syncShares } from './shares';

const EHPC = 'ehpc-acw00001';
const HPC = 'hpc-acw00002';
const STOPPED = 'ehpc-acw00003';
const FOREIGN = 'ehpc-acw00004';

let gw: TestGateway;
let owner: TestClient;
let sub: TestClient;
let admin: TestClient;

beforeAll(async () => {
  gw = await startTestGateway(undefined, { runEngine: false });
  const db = gw.gateway.db;
  await insertCluster(db, { id: EHPC, name: 'sw_ehpc', nasId: 'nas-acw00001' });
  await insertCluster(db, { id: HPC, type: 'hpc', nasId: 'nas-acw00002' });
  await insertCluster(db, { id: STOPPED, status: 'stopped', nasId: 'nas-acw00003' });
  await insertCluster(db, { id: FOREIGN, owner: 'usr-admin', nasId: 'nas-acw00004' });
  await db.query("INSERT INTO projects (project_id, name, owner) VALUES ('prj-acw00001', 'acw', 'usr-owner')");
  await db.query("INSERT INTO project_resources (project_id, cluster_id) VALUES ('prj-acw00001', $1)", [EHPC]);
  await db.query(
    "INSERT INTO project_members (project_id, user_id, permission, shared_role) VALUES ('prj-acw00001', 'usr-sub', 'readonly', 'shared_member')",
  );
  // The rows above bypass the handlers: mirror them into cluster_shares as the handlers do (ADR 0006).
  await syncShares(db, [EHPC], ['usr-sub']);
  [owner, sub, admin] = await Promise.all([signIn(gw, 'usr-owner'), signIn(gw, 'usr-sub'), signIn(gw, 'usr-admin')]);
}, 120_000);
afterAll(() => gw?.close());

type Row = Record<string, unknown>;
const software = async (client: TestClient, query: RequestOf<'listSoftware'> = {}) =>
  ok(await client.op('listSoftware', { limit: 100, ...query }));
const ids = (list: { hpcsw_id: string }[]) => list.map((s) => s.hpcsw_id);
const apply = (client: TestClient, body: Pick<RequestOf<'applySoftware'>, 'hpcsw_id'> & Partial<RequestOf<'applySoftware'>>) =>
  client.op('applySoftware', { cluster_id: EHPC, reason: '项目需要', ...body });
const graphics = async (client: TestClient, clusterId: string) => ok(await client.op('listGraphics', { cluster_id: clusterId }));

describe('the software catalogue', () => {
  it('lists the classes with their package counts', async () => {
    const body = ok(await owner.op('listSoftwareClasses', { limit: 1024, sort_key: 'software_count' }));
    expect(body.total_count).toBe(7);
    expect((body.sw_class_set as { software_count: number }[]).map((c) => c.software_count)).toEqual([3, 3, 3, 3, 2, 2, 1]);
    expect(body.sw_class_set).toContainEqual({ class_id: 'swc-cfd', name: 'CFD 流体力学', name_en: 'CFD', software_count: 3 });
    expect(body.sw_class_set).toContainEqual({ class_id: 'swc-md', name: '分子动力学', name_en: 'Molecular dynamics', software_count: 3 });
    await refusedUnchanged(gw, () => owner.call('GET', '/portal-hpc/software/class', { limit: 5 }), { status: 422, retCode: 1100 });
  });

  it('lists software by class, search word, collected flag and cluster', async () => {
    expect((await software(owner)).total_count).toBe(17);
    const cfd = await software(owner, { class_id: 'swc-cfd', sort_key: 'sw_name', reverse: 0 });
    expect(ids(cfd.hpcsw_set)).toEqual(['hpcsw-fluent2024', 'hpcsw-fluent23', 'hpcsw-openfoam11']);
    expect((cfd.hpcsw_set as Row[])[0]).toMatchObject({
      class_name: 'CFD',
      license: 'commercial',
      is_graphics: 1,
      mark: 1,
      apply_status: 'passed',
    });
    expect((cfd.hpcsw_set as Row[])[2]).toMatchObject({ hpcsw_id: 'hpcsw-openfoam11', mark: 0, apply_status: null, license: 'free' });
    expect(ids((await software(owner, { search_word: 'FLUENT' })).hpcsw_set)).toHaveLength(2);
    expect(ids((await software(owner, { mark: 1 })).hpcsw_set).sort()).toEqual(['hpcsw-fluent2024', 'hpcsw-wrf45']);
    const onHpc = await software(owner, { cluster_id: HPC });
    expect(onHpc.total_count).toBe(14);
    expect(ids(onHpc.hpcsw_set)).not.toContain('hpcsw-vasp64');
    await refusedUnchanged(gw, () => owner.op('listSoftware', { cluster_id: FOREIGN }), { status: 404, retCode: 1400 });
    await refusedUnchanged(gw, () => owner.call('GET', '/portal-hpc/software/list', { class_id: 'cfd' }), { status: 422, retCode: 1100 });
  });

  it('collects and uncollects software, idempotently', async () => {
    const mark = (value: Schema<'SoftwareMark'>, id = 'hpcsw-openfoam11') => owner.op('markSoftware', { hpcsw_id: id, mark: value });
    expect(ok(await mark(1))).toMatchObject({ hpcsw_id: 'hpcsw-openfoam11', mark: 1 });
    ok(await mark(1));
    expect(ids((await software(owner, { mark: 1 })).hpcsw_set)).toContain('hpcsw-openfoam11');
    expect(ids((await software(sub, { mark: 1 })).hpcsw_set)).toEqual([]);
    ok(await mark(0));
    expect(ids((await software(owner, { mark: 1 })).hpcsw_set)).not.toContain('hpcsw-openfoam11');
    await refusedUnchanged(gw, () => mark(1, 'hpcsw-nothing1'), {
      status: 404,
      retCode: 1400,
      message: 'The software does not exist: hpcsw-nothing1',
    });
    await refusedUnchanged(gw, () => owner.call('POST', '/portal-hpc/software/mark', { hpcsw_id: 'hpcsw-openfoam11', mark: 2 }), {
      status: 422,
      retCode: 1100,
    });
  });
});

const applications = async (client: TestClient, query: RequestOf<'listSoftwareApplications'> = {}) =>
  ok(await client.op('listSoftwareApplications', { limit: 100, ...query }));
const review = (client: TestClient, applyId: string, status: Schema<'SoftwareReviewStatus'>, rejectReason?: string) =>
  client.op('reviewSoftwareApplication', {
    apply_id: applyId,
    status,
    ...(rejectReason === undefined ? {} : { reject_reason: rejectReason }),
  });
/** A decision the contract refuses (422). */
const badReview = (body: Row) => admin.call('POST', '/portal-hpc/software/apply/review', body);
const applicationOf = async (client: TestClient, hpcswId: string, clusterId = EHPC) => {
  const found = (await applications(client)).apply_set.find(
    (a) => a.hpcsw_id === hpcswId && a.cluster_id === clusterId && a.status === 'pending',
  );
  if (!found) throw new Error(`no pending application of ${hpcswId} on ${clusterId}`);
  return found;
};

describe('applications', () => {
  it('records an application pending until the zone administrator passes it; time alone decides nothing', async () => {
    expect(ok(await apply(owner, { hpcsw_id: 'hpcsw-gaussian16' }))).toMatchObject({
      hpcsw_id: 'hpcsw-gaussian16',
      cluster_id: EHPC,
      apply_status: 'pending',
    });
    const pending = await software(owner, { cluster_id: EHPC, search_word: 'gaussian' });
    expect(pending.hpcsw_set).toMatchObject([{ apply_status: 'pending' }]);
    await gw.gateway.engine.tick(new Date(Date.now() + 3_600_000));
    expect((await software(owner, { cluster_id: EHPC, search_word: 'gaussian' })).hpcsw_set).toMatchObject([{ apply_status: 'pending' }]);
    const [op] = await gw.gateway.db.query<{ job_id: string }>(
      "SELECT job_id FROM operations WHERE action = 'software/apply' AND $1 = ANY(resource_ids)",
      [EHPC],
    );
    expect(await operationStatus(gw.gateway.db, op.job_id)).toBe('successful');

    const seen = await applicationOf(admin, 'hpcsw-gaussian16');
    expect(seen).toMatchObject({
      sw_name: expect.any(String),
      cluster_name: 'sw_ehpc',
      zone: 'pek3',
      user_id: 'usr-owner',
      owner: 'usr-owner',
      reason: '项目需要',
      status: 'pending',
    });
    expect(ok(await review(admin, seen.apply_id, 'passed'))).toEqual({
      ret_code: 0,
      action: 'software/apply/review',
      apply_id: seen.apply_id,
      hpcsw_id: 'hpcsw-gaussian16',
      cluster_id: EHPC,
      status: 'passed',
    });
    expect((await software(owner, { cluster_id: EHPC, search_word: 'gaussian' })).hpcsw_set).toMatchObject([{ apply_status: 'passed' }]);
    await refusedUnchanged(gw, () => review(admin, seen.apply_id, 'rejected', 'Too late'), {
      status: 409,
      retCode: 2100,
      message: `The application ${seen.apply_id} was already decided`,
    });
  });

  it('lets only a zone administrator decide; everyone else lists only its own applications', async () => {
    ok(await apply(owner, { hpcsw_id: 'hpcsw-abaqus2023' }));
    const own = await applications(owner, { status: 'pending' });
    expect(own.apply_set.every((a) => a.user_id === 'usr-owner' && a.status === 'pending')).toBe(true);
    expect((await applications(sub)).apply_set).toEqual([]);
    const pending = await applicationOf(admin, 'hpcsw-abaqus2023');
    for (const actor of [owner, sub]) {
      await refusedUnchanged(gw, () => review(actor, pending.apply_id, 'passed'), {
        status: 403,
        retCode: 1300,
        message: 'Only the zone administrator approves software applications',
      });
    }
    await refusedUnchanged(gw, () => review(admin, 'swa-nothing1', 'passed'), {
      status: 404,
      retCode: 1400,
      message: 'The software application does not exist: swa-nothing1',
    });
    await refusedUnchanged(gw, () => badReview({ apply_id: pending.apply_id, status: 'new' }), { status: 422, retCode: 1100 });
    await refusedUnchanged(gw, () => badReview({ apply_id: 'nothing', status: 'passed' }), { status: 422, retCode: 1100 });
  });

  it('a rejected application may be made again', async () => {
    ok(await apply(owner, { hpcsw_id: 'hpcsw-lsdyna13', cluster_id: STOPPED }));
    const pending = await applicationOf(admin, 'hpcsw-lsdyna13', STOPPED);
    // A rejection says why: without a reason (or with spaces only) it is refused and nothing changes; an approval
    // carries none.
    await refusedUnchanged(gw, () => badReview({ apply_id: pending.apply_id, status: 'rejected' }), { status: 422, retCode: 1100 });
    await refusedUnchanged(gw, () => badReview({ apply_id: pending.apply_id, status: 'rejected', reject_reason: '   ' }), {
      status: 422,
      retCode: 1100,
    });
    await refusedUnchanged(gw, () => badReview({ apply_id: pending.apply_id, status: 'passed', reject_reason: 'Fine' }), {
      status: 422,
      retCode: 1100,
    });
    ok(await review(admin, pending.apply_id, 'rejected', '  The cluster is stopped: start it, then apply again.  '));
    expect((await software(owner, { cluster_id: STOPPED, search_word: 'ls-dyna' })).hpcsw_set).toMatchObject([
      { apply_status: 'rejected' },
    ]);
    // The applicant reads the reason with its application, as does the administrator; nobody else sees it.
    const decided = (client: TestClient) =>
      applications(client, { status: 'rejected' }).then((answer) => answer.apply_set.find((a) => a.apply_id === pending.apply_id));
    expect(await decided(owner)).toMatchObject({
      status: 'rejected',
      reject_reason: 'The cluster is stopped: start it, then apply again.',
    });
    expect(await decided(admin)).toMatchObject({ reject_reason: 'The cluster is stopped: start it, then apply again.' });
    expect(await decided(sub)).toBeUndefined();
    expect(ok(await apply(owner, { hpcsw_id: 'hpcsw-lsdyna13', cluster_id: STOPPED })).apply_status).toBe('pending');
  });

  it('refuses duplicate, free, unusable and unsupported applications', async () => {
    await refusedUnchanged(gw, () => apply(owner, { hpcsw_id: 'hpcsw-gaussian16' }), {
      status: 409,
      retCode: 2400,
      message: 'Please do not duplicate submissions',
    });
    await refusedUnchanged(gw, () => apply(owner, { hpcsw_id: 'hpcsw-gromacs23' }), {
      status: 409,
      retCode: 2100,
      message: 'Free software needs no application',
    });
    await refusedUnchanged(gw, () => apply(sub, { hpcsw_id: 'hpcsw-fluent2024' }), { status: 403, retCode: 1300 });
    await refusedUnchanged(gw, () => apply(owner, { hpcsw_id: 'hpcsw-fluent2024', cluster_id: FOREIGN }), { status: 404, retCode: 1400 });
    await refusedUnchanged(gw, () => apply(owner, { hpcsw_id: 'hpcsw-vasp64', cluster_id: HPC }), { status: 409, retCode: 2100 });
    await refusedUnchanged(gw, () => apply(owner, { hpcsw_id: 'hpcsw-nothing1' }), { status: 404, retCode: 1400 });
    await refusedUnchanged(
      gw,
      () => owner.call('POST', '/portal-hpc/software/apply', { cluster_id: EHPC, hpcsw_id: 'hpcsw-lsdyna13', reason: '' }),
      { status: 422, retCode: 1100 },
    );
  });
});

describe('graphics applications and remote apps', () => {
  it('lists free and passed graphics applications on active clusters the user can use', async () => {
    // Desktop and Terminal (ADR 0062) are free on every kind of cluster.
    expect(ids((await graphics(owner, EHPC)).graphics_list)).toEqual(['hpcsw-vmd193', 'hpcsw-xterm', 'hpcsw-paraview511', 'hpcsw-desktop']);
    ok(await apply(owner, { hpcsw_id: 'hpcsw-fluent2024' }));
    expect(ids((await graphics(owner, EHPC)).graphics_list)).not.toContain('hpcsw-fluent2024');
    ok(await review(admin, (await applicationOf(admin, 'hpcsw-fluent2024')).apply_id, 'passed'));
    const listed = await graphics(owner, EHPC);
    expect(listed.graphics_list).toContainEqual({
      hpcsw_id: 'hpcsw-fluent2024',
      app_name: 'ANSYS Fluent',
      sw_ver: '2024R1',
      icon: 'static/icons/fluent.svg',
      cluster_id: EHPC,
      cluster_name: 'sw_ehpc',
      nas_mount_point: 'nas-acw00001',
    });
    expect(ids((await graphics(owner, HPC)).graphics_list)).toEqual(['hpcsw-xterm', 'hpcsw-paraview511', 'hpcsw-desktop']);
    expect((await graphics(owner, STOPPED)).total_count).toBe(0);
    expect((await graphics(sub, EHPC)).total_count).toBe(5);
    expect((await graphics(admin, EHPC)).total_count).toBe(0);
  });

  // Opening one (a graphics session, a job: ADR 0062), rejoining it and concurrent links: graphics/remote-app-link.test.ts.
  it('refuses a remote-app link outside the graphics list, on a mount point not mounted, an inactive cluster, in arrears', async () => {
    const link = (client: TestClient, query: Partial<RequestOf<'getRemoteAppLink'>>) =>
      client.op('getRemoteAppLink', { hpcsw_id: 'hpcsw-paraview511', nas_mount_point: 'nas-acw00001', ...query });
    await refusedUnchanged(gw, () => link(owner, { hpcsw_id: 'hpcsw-abaqus2023' }), { status: 404, retCode: 1400 });
    await refusedUnchanged(gw, () => link(owner, { nas_mount_point: 'nas-zzzz0000' }), {
      status: 404,
      retCode: 1400,
      message: "The mount point nas-zzzz0000 is not mounted by the application's cluster",
    });
    await refusedUnchanged(gw, () => link(owner, { nas_mount_point: 'nas-acw00003' }), {
      status: 409,
      retCode: 2100,
      message: `The cluster “t_${STOPPED.replace('-', '_')}” is not active`,
    });
    await refusedUnchanged(gw, () => link(admin, {}), { status: 404, retCode: 1400 });
    await gw.gateway.db.query("UPDATE account_balances SET available = -5 WHERE owner = 'usr-owner'");
    await refusedUnchanged(gw, () => link(sub, {}), { status: 409, retCode: 2500, message: 'Lack of balance' });
    await refusedUnchanged(gw, () => link(owner, { nas_mount_point: 'nas-acw00002' }), {
      status: 409,
      retCode: 2500,
      message: 'Lack of balance',
    });
  });

  it("lists the account's usage to its owner, and to a sub-user or an IAM user only their own", async () => {
    const users = async (client: TestClient) =>
      ok(await client.op('listRemoteAppLogs', { limit: 100 })).remoteapp_log_set_set.map((l) => l.user);
    const iam = await signIn(gw, 'iam-alice');
    expect(new Set(await users(owner))).toEqual(new Set(['usr-owner', 'usr-sub', 'iam-alice']));
    expect(new Set(await users(sub))).toEqual(new Set(['usr-sub']));
    expect(new Set(await users(iam))).toEqual(new Set(['iam-alice']));
  });
});
