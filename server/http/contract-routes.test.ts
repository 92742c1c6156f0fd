import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../src/api/generated/operations';
import { startTestGateway, TestClient, type TestGateway } from '../test-support';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { routePath } from './contract-routes';

let gw: TestGateway;
let owner: TestClient;

beforeAll(async () => {
  gw = await startTestGateway();
  owner = new TestClient(gw.api);
  expect((await owner.login('usr-owner', 'Owner#Hpc2026')).status).toBe(200);
}, 90_000);
afterAll(() => gw?.close());

describe('routes come from the contract', () => {
  it('registers every operation of the contract (none answers 404 Unknown action)', async () => {
    const routes = gw.gateway.app.printRoutes({ commonPrefix: false });
    for (const op of operations) {
      const url = routePath('/_micro_/hpc/api', op.path);
      expect(gw.gateway.app.hasRoute({ method: op.method, url }), `${op.operationId} ${url}\n${routes.slice(0, 200)}`).toBe(true);
    }
  });

  it('answers an unknown action with 404, ret_code 1400 and a translated message', async () => {
    const zh = await owner.call('GET', '/portal-hpc/cluster/explode');
    expect(zh.status).toBe(404);
    expect(zh.body).toMatchObject({ ret_code: 1400, message: '未知的接口: /portal-hpc/cluster/explode' });
    const en = await new TestClient(gw.api, 'en').call('GET', '/portal-hpc/cluster/explode');
    expect(en.body.message).toBe('Unknown action: /portal-hpc/cluster/explode');
  });
});

describe('every request passes the same checks before its handler', () => {
  it('refuses a request without a session (401, 1200)', async () => {
    const anonymous = await new TestClient(gw.api).call('GET', '/config/namespaces/default/entries/hpc-config');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.ret_code).toBe(1200);
  });

  it('refuses a change without the CSRF token (401) and accepts it with the token', async () => {
    const withoutToken = new TestClient(gw.api);
    withoutToken.cookies = new Map(owner.cookies);
    const refused = await withoutToken.call('POST', '/portal-hpc/permission/enable', { zone: 'pek3', user_id: 'usr-owner', owner: 'usr-owner', agreement_accepted: true });
    expect(refused.status).toBe(401);
    expect(refused.body.ret_code).toBe(1200);
    const accepted = await owner.call('POST', '/portal-hpc/permission/enable', { zone: 'pek3', user_id: 'usr-owner', owner: 'usr-owner', agreement_accepted: true });
    expect(accepted.status).toBe(200);
  });

  it('validates the query against the contract: a page size of 15 is refused with 422 and the rule', async () => {
    const answer = await owner.call('GET', '/portal-hpc/cluster/list', { limit: 15 });
    expect(answer.status).toBe(422);
    expect(answer.body.ret_code).toBe(1100);
    expect(JSON.stringify(answer.body.validation)).toContain('limit');
  });

  it('validates the body against the contract: unknown fields and broken rules are refused', async () => {
    const answer = await owner.call('POST', '/portal-hpc/cluster/stopCluster', { cluster_ids: ['not-a-cluster'], force: true });
    expect(answer.status).toBe(422);
    const text = JSON.stringify(answer.body.validation);
    expect(text).toContain('cluster_ids');
    expect(text).toContain('force');
  });

  it('refuses a request whose identity fields claim another user (403, 1300)', async () => {
    const answer = await owner.call('GET', '/config/namespaces/default/entries/hpc-config', { user_id: 'usr-admin' });
    expect(answer.status).toBe(403);
    expect(answer.body.ret_code).toBe(1300);
  });

  it('refuses a zone the user does not have', async () => {
    const answer = await owner.call('GET', '/config/namespaces/default/entries/hpc-config', { zone: 'nscc' });
    expect(answer.status).toBe(403);
  });

  it('refuses an action that is not the route’s (a rule beyond the schema: 409, ret_code 1100)', async () => {
    const answer = await owner.call('GET', '/config/namespaces/default/entries/hpc-config', { action: 'cluster/list' });
    expect(answer.status).toBe(409);
    expect(answer.body.ret_code).toBe(1100);
  });

  it('says so (501, 5030, with the action) for an operation that has no handler', async () => {
    const bare = await buildApp({ config: { ...readConfig({}), distDir: '/nonexistent' }, db: gw.gateway.db, handlers: {} });
    const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const answer = await bare.inject({ method: 'GET', url: '/_micro_/hpc/api/config/namespaces/default/entries/hpc-config', headers: { cookie, 'accept-language': 'en' } });
    expect(answer.statusCode).toBe(501);
    expect(answer.json()).toEqual({ ret_code: 5030, action: 'GetConfigEntry', message: 'The embedded gateway does not implement GetConfigEntry yet' });
    await bare.close();
  });
});
