/**
 * Refusals name things in words (ADR 0044): a sub-user by its name, a software package by its name and version,
 * in both languages, for every route (one place: contract-routes.ts); an id of something the user does not see, or
 * of what does not exist, stays an id.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestGateway, type TestClient, type TestGateway } from '../test-support';
import { insertCluster, signIn } from '../domains/accounts/test-support';
import { refusedUnchanged } from '../testing/refusals';

const EHPC = 'ehpc-nmr00001';
const HPC = 'hpc-nmr00002';
const UNSHARED = 'ehpc-nmr00003';

let gw: TestGateway;
let owner: TestClient;
let ownerZh: TestClient;
let sub: TestClient;

beforeAll(async () => {
  gw = await startTestGateway(undefined, { runEngine: false });
  const { db } = gw.gateway;
  await insertCluster(db, { id: EHPC, name: 'named_ehpc', nasId: 'nas-nmr00001' });
  await insertCluster(db, { id: HPC, type: 'hpc', name: 'named_hpc', nasId: 'nas-nmr00002' });
  await insertCluster(db, { id: UNSHARED, name: 'secret_wrf', nasId: 'nas-nmr00003' });
  [owner, ownerZh, sub] = await Promise.all([signIn(gw, 'usr-owner'), signIn(gw, 'usr-owner', 'zh'), signIn(gw, 'usr-sub')]);
}, 120_000);
afterAll(() => gw?.close());

describe('a refusal names what it concerns', () => {
  it('names a sub-user whose HPC is not opened by its name, on sharing and on adding it to a project', async () => {
    const share = (client: TestClient) =>
      client.call('POST', '/portal-hpc/shared/user/addUser', {
        cluster_id: EHPC,
        email: 'sub@example.com',
        username: 'sub_named',
        permission: 'readwrite',
      });
    await refusedUnchanged(gw, () => share(owner), {
      status: 409,
      retCode: 2100,
      message: 'The sub-user “李同学 (Sub-user)” has not opened the HPC permission',
    });
    await refusedUnchanged(gw, () => share(ownerZh), {
      status: 409,
      retCode: 2100,
      message: '子账号 “李同学 (Sub-user)” 尚未开通 HPC 权限',
    });
    const created = await owner.call('POST', '/portal-hpc/project/create', { name: 'named_prj', cluster_id: EHPC });
    const addMember = () =>
      owner.call('POST', '/portal-hpc/project/addMember', {
        project_id: created.body.project_id,
        members: [{ user_id: 'usr-sub', permission: 'readonly' }],
      });
    await refusedUnchanged(gw, addMember, {
      status: 409,
      retCode: 2100,
      message: 'The sub-user “李同学 (Sub-user)” has not opened the HPC permission',
    });
  });

  it('names a software package by its name and version', async () => {
    const apply = (client: TestClient) =>
      client.call('POST', '/portal-hpc/software/apply', { cluster_id: HPC, hpcsw_id: 'hpcsw-vasp64', reason: '项目需要' });
    await refusedUnchanged(gw, () => apply(owner), {
      status: 409,
      retCode: 2100,
      message: 'The software “VASP 6.4.2” does not run on this kind of cluster',
    });
  });

  it('keeps the id of a cluster the user does not see: a sub-user is not told its name', async () => {
    await refusedUnchanged(gw, () => sub.call('GET', '/portal-hpc/job/list', { cluster_id: UNSHARED }), {
      status: 404,
      retCode: 1400,
      message: `The cluster does not exist: ${UNSHARED}`,
    });
  });
});
