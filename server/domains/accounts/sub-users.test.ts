import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestOf } from '../../http/handler-types';
import { startTestGateway, TestClient, type TestGateway } from '../../test-support';
import { ok, signIn } from './test-support';
import { refusedUnchanged } from '../../testing/refusals';

let gw: TestGateway;
let owner: TestClient;
let sub: TestClient;
let alice: TestClient;

beforeAll(async () => {
  gw = await startTestGateway(undefined, { runEngine: false });
  [owner, sub, alice] = await Promise.all([signIn(gw, 'usr-owner'), signIn(gw, 'usr-sub'), signIn(gw, 'iam-alice')]);
}, 120_000);
afterAll(() => gw?.close());

const PASSWORD = 'Kq7Rm2Pz5#!';
const create = (client: TestClient, body: Pick<RequestOf<'createSubUser'>, 'email'>) =>
  client.op('createSubUser', { user_name: '李娜', password: PASSWORD, ...body });
const enable = (client: TestClient, subUserId: string, zone = 'pek3') =>
  client.op('enableSubUserPermission', { zone, sub_user_id: subUserId });
const subUsers = async () => ok(await owner.op('listSubUsers', { limit: 100 })).sub_user_set;

describe('sub-accounts', () => {
  it('the owner creates a sub-account with its generated password; it signs in with its e-mail, HPC not opened', async () => {
    const created = ok(await create(owner, { email: 'li.na.sub@example.com' })).sub_user;
    expect(created.user_id).toMatch(/^usr-/);
    expect(created.permission.status).toBe('disable');
    expect((await subUsers()).map((u) => u.user_id)).toContain(created.user_id);
    // It signs in with its e-mail and the password it was created with.
    const signedIn = await new TestClient(gw.api, 'en').login('li.na.sub@example.com', PASSWORD);
    expect(signedIn.status).toBe(200);
  });

  it('refuses an e-mail another account has, sub-users and IAM users, and a bad password, changing nothing', async () => {
    await refusedUnchanged(gw, () => create(owner, { email: 'LI.NA.SUB@example.com' }), {
      status: 409,
      retCode: 2100,
      message: 'Another account already uses the e-mail address LI.NA.SUB@example.com',
    });
    await refusedUnchanged(gw, () => create(sub, { email: 'x1@example.com' }), {
      status: 403,
      retCode: 1300,
      message: 'Only the main account manages sub-accounts',
    });
    await refusedUnchanged(gw, () => create(alice, { email: 'x2@example.com' }), {
      status: 403,
      retCode: 1300,
      message: 'Only the main account manages sub-accounts',
    });
    const weak = await owner.call('POST', '/portal-hpc/subuser/create', {
      user_name: '李娜',
      email: 'x3@example.com',
      password: 'abcdefghijk',
    });
    expect(weak.status).toBe(422);
    expect(JSON.stringify(weak.body)).toMatch(/uppercase/i);
  });

  it('the owner opens HPC for its sub-account once: then it is authorised and its initial password is listed once', async () => {
    const before = (await subUsers()).find((u) => u.user_id === 'usr-sub');
    expect(before?.permission.status).toBe('disable');
    const opened = ok(await enable(owner, 'usr-sub')).sub_user;
    expect(opened.permission.status).toBe('enable');
    const first = (await subUsers()).find((u) => u.user_id === 'usr-sub');
    expect(first?.permission).toEqual({ status: 'enable', password: expect.stringMatching(/^.{11}$/) });
    expect((await subUsers()).find((u) => u.user_id === 'usr-sub')?.permission.password).toBeNull();
    // Opening it again answers the same permission.
    expect(ok(await enable(owner, 'usr-sub')).sub_user.permission.status).toBe('enable');
    // The sub-user's own permission is open now.
    expect(ok(await sub.op('getPermission', { user_id: 'usr-sub', zone: 'pek3' })).status).toBe('enable');
  });

  it('refuses another account than the owner’s sub-accounts, sub-users and IAM users, changing nothing', async () => {
    await refusedUnchanged(gw, () => enable(owner, 'usr-admin'), {
      status: 404,
      retCode: 1400,
      message: 'usr-admin is not a sub-account of this account',
    });
    await refusedUnchanged(gw, () => enable(sub, 'usr-sub'), {
      status: 403,
      retCode: 1300,
      message: 'Only the main account manages sub-accounts',
    });
    await refusedUnchanged(gw, () => enable(alice, 'usr-sub'), {
      status: 403,
      retCode: 1300,
      message: 'Only the main account manages sub-accounts',
    });
  });
});
