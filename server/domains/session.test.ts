import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, TestClient, type TestGateway } from '../test-support';
import { DEMO_ACCOUNTS } from '../seed/identity';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
}, 90_000);
afterAll(() => gw?.close());

describe('sign-in and the identity hand-off', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.user_id, a] as const))(
    '%s signs in with the README password and gets its identity',
    async (_id, account) => {
      const client = new TestClient(gw.api);
      const login = await client.login(account.user_id, account.password);
      expect(login.status).toBe(200);
      expect(login.body.user).toMatchObject({
        user_id: account.user_id,
        owner: account.owner,
        user_type: account.user_type,
        iamuser_name: account.iamuser_name,
        role: account.role,
      });
      const setCookie = login.headers.getSetCookie().join('\n');
      expect(setCookie).toMatch(/hpc_session=[^;]+;.*HttpOnly/i);
      expect(setCookie).toMatch(/hpc_session=[^;]+;.*SameSite=Strict/i);
      const session = await client.op('getSession', {});
      expect(session.status).toBe(200);
      expect(session.body.user).toMatchObject({ user_id: account.user_id });
    },
  );

  it('refuses a wrong password with 401 and a translated message, and sets no cookie', async () => {
    const client = new TestClient(gw.api, 'en');
    const answer = await client.login('usr-owner', 'Owner#Hpc2025');
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ ret_code: 1200, message: 'Wrong user name or password' });
    expect(client.cookies.size).toBe(0);
  });

  it('answers 401 to the identity poll before sign-in and after sign-out', async () => {
    const client = new TestClient(gw.api);
    expect((await client.op('getSession', {})).status).toBe(401);
    await client.login('iam-alice', 'Alice#Hpc2026');
    expect((await client.op('getSession', {})).status).toBe(200);
    const cookies = new Map(client.cookies);
    expect((await client.op('logout', {})).status).toBe(200);
    const stale = new TestClient(gw.api);
    stale.cookies = cookies;
    expect((await stale.op('getSession', {})).status).toBe(401);
  });
});

describe('configuration and permission', () => {
  it('serves the hpc-config entry of the default namespace and of a zone', async () => {
    const client = new TestClient(gw.api);
    await client.login('usr-owner', 'Owner#Hpc2026');
    const base = await client.op('getConfigEntry', { namespace: 'default', key: 'hpc-config' });
    expect(base.status).toBe(200);
    expect(base.body.value).toMatchObject({ features: { ehpc: true } });
    const sh1a = await client.op('getConfigEntry', { namespace: 'sh1a', key: 'hpc-config' });
    expect(sh1a.body.value).toMatchObject({ features: { ehpc: false } });
    const missing = await client.op('getConfigEntry', { namespace: 'gd2', key: 'hpc-config' });
    expect(missing.status).toBe(404);
  });

  it('opens the service for a user only with the agreement ticked, and never a sub-user’s by itself', async () => {
    const sub = new TestClient(gw.api, 'en');
    await sub.login('usr-sub', 'SubUser#Hpc2026');
    const byItself = await sub.op('enablePermission', { zone: 'pek3', user_id: 'usr-sub', owner: 'usr-owner', agreement_accepted: true });
    expect(byItself.status).toBe(403);
    expect(byItself.body.message).toBe("A sub-account's HPC permission is opened by its main account in User management");
    expect((await sub.op('getPermission', { user_id: 'usr-sub', zone: 'pek3' })).body).toMatchObject({ status: 'disable' });
    const owner = new TestClient(gw.api, 'en');
    await owner.login('usr-owner', 'Owner#Hpc2026');
    const before = await owner.op('getPermission', { user_id: 'usr-owner', zone: 'testing' });
    expect(before.body).toMatchObject({ status: 'disable' });
    const refused = await owner.op('enablePermission', { zone: 'testing', user_id: 'usr-owner', owner: 'usr-owner' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Please read and agree to the Service Agreement!');
    expect((await owner.op('getPermission', { user_id: 'usr-owner', zone: 'testing' })).body).toMatchObject({ status: 'disable' });
    const opened = await owner.op('enablePermission', {
      zone: 'testing',
      user_id: 'usr-owner',
      owner: 'usr-owner',
      agreement_accepted: true,
    });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ status: 'enable' });
    expect((await owner.op('getPermission', { user_id: 'usr-owner', zone: 'testing' })).body).toMatchObject({ status: 'enable' });
  });

  it('does not show another user’s permission to a user', async () => {
    const sub = new TestClient(gw.api);
    await sub.login('usr-sub', 'SubUser#Hpc2026');
    expect((await sub.op('getPermission', { user_id: 'usr-owner', zone: 'pek3' })).status).toBe(403);
  });
});
