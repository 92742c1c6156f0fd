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
    const refused = await withoutToken.call('POST', '/portal-hpc/permission/enable', {
      zone: 'pek3',
      user_id: 'usr-owner',
      owner: 'usr-owner',
      agreement_accepted: true,
    });
    expect(refused.status).toBe(401);
    expect(refused.body.ret_code).toBe(1200);
    const accepted = await owner.call('POST', '/portal-hpc/permission/enable', {
      zone: 'pek3',
      user_id: 'usr-owner',
      owner: 'usr-owner',
      agreement_accepted: true,
    });
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
    expect(answer.body.validation).toEqual([{ location: ['action'], message: '必须是 GetConfigEntry', code: 'const' }]);
  });

  it('says so (501, 5030, with the action) for an operation that has no handler', async () => {
    const bare = await buildApp({ config: { ...readConfig({}), distDir: '/nonexistent' }, db: gw.gateway.db, handlers: {} });
    const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const answer = await bare.inject({
      method: 'GET',
      url: '/_micro_/hpc/api/config/namespaces/default/entries/hpc-config',
      headers: { cookie, 'accept-language': 'en' },
    });
    expect(answer.statusCode).toBe(501);
    expect(answer.json()).toEqual({
      ret_code: 5030,
      action: 'GetConfigEntry',
      message: 'The embedded gateway does not implement GetConfigEntry yet',
    });
    await bare.close();
  });
});

describe('validation problems are answered in the request’s language', () => {
  const english = () => {
    const client = new TestClient(gw.api, 'en');
    client.cookies = new Map(owner.cookies);
    client.csrf = owner.csrf;
    return client;
  };

  it('words the schema’s problems (422) by keyword and params, naming the field: Chinese by default, English for en', async () => {
    const body = { cluster_ids: ['not-a-cluster'], force: true };
    const refusedZh = await owner.call('POST', '/portal-hpc/cluster/stopCluster', body, { 'accept-language': 'zh-CN' });
    expect(refusedZh.status).toBe(422);
    expect(refusedZh.body).toMatchObject({ ret_code: 1100, message: '请求参数不合法' });
    const refusedEn = await english().call('POST', '/portal-hpc/cluster/stopCluster', body);
    expect(refusedEn.body).toMatchObject({ ret_code: 1100, message: 'The request is not valid' });
    // The same problems, at the same places with the same codes, only worded in each language.
    const shape = (answer: typeof refusedZh) =>
      (answer.body.validation as { location: string[]; code: string }[]).map((p) => [p.location, p.code]);
    expect(shape(refusedZh)).toEqual(shape(refusedEn));
    expect(refusedZh.body.validation).toContainEqual({ location: ['body'], message: '不支持的字段 force', code: 'unevaluatedProperties' });
    expect(refusedEn.body.validation).toContainEqual({ location: ['body'], message: 'Unknown field force', code: 'unevaluatedProperties' });
    // The field in words, never its JSON path nor the pattern (a regex).
    expect(refusedZh.body.validation).toContainEqual({
      location: ['body', 'cluster_ids', '0'],
      code: 'pattern',
      message: '集群：格式不正确',
    });
    expect(refusedEn.body.validation).toContainEqual({
      location: ['body', 'cluster_ids', '0'],
      code: 'pattern',
      message: 'Clusters: Invalid format',
    });
    for (const problem of refusedZh.body.validation as { message: string }[]) expect(problem.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('names only the broken field of a body made of parts: the fields it declares are not called unknown beside it', async () => {
    const refused = await english().call('POST', '/portal-hpc/job/submitJob', {
      cluster_id: 'ehpc-k8x2m4q1',
      hpcqueue_id: 'hpcq-00000001',
      name: 'one_bad_field',
      cores: 0,
      submit_type: 'command',
      cmd: 'hostname',
    });
    expect(refused.status).toBe(422);
    const told = refused.body.validation as { location: string[]; code: string; message: string }[];
    expect(told.map((p) => p.code)).not.toContain('unevaluatedProperties');
    expect(told).toContainEqual(expect.objectContaining({ location: ['body', 'cores'], code: 'minimum' }));
  });

  it('names a renamed cluster’s name in words and says what a name may hold, never body.cluster_name nor its pattern', async () => {
    const list = await owner.call('GET', '/portal-hpc/cluster/list', { limit: 10, offset: 0 });
    const clusterId = (list.body.cluster_set as { cluster_id: string }[])[0].cluster_id;
    const body = { cluster_id: clusterId, cluster_name: 'bad name!' };
    const zh = await owner.call('POST', '/portal-hpc/cluster/modifyCluster', body);
    expect(zh.status).toBe(422);
    expect(zh.body.validation).toEqual([
      { location: ['body', 'cluster_name'], message: '集群名称：只能包含字母、数字和下划线', code: 'pattern' },
    ]);
    const en = await english().call('POST', '/portal-hpc/cluster/modifyCluster', body);
    expect(en.body.validation).toEqual([
      { location: ['body', 'cluster_name'], message: 'Cluster name: May contain only letters, digits and underscores', code: 'pattern' },
    ]);
    const short = await owner.call('POST', '/portal-hpc/shared/user/addUser', {
      cluster_id: clusterId,
      username: 'ab',
      permission: 'readonly',
      email: 'a@example.com',
    });
    expect(short.body.validation).toContainEqual({
      location: ['body', 'username'],
      message: '集群账号名：长度不能少于 3 个字符',
      code: 'minLength',
    });
    for (const answer of [zh, en, short]) expect(JSON.stringify(answer.body)).not.toMatch(/body\.|\\p\{|\^\[/);
  });

  it('words a missing field, and the allowed values and the type of a query value', async () => {
    const missing = await owner.call('POST', '/portal-hpc/cluster/stopCluster', {});
    expect(missing.body.validation).toContainEqual({ location: ['body'], message: '缺少必填字段 集群', code: 'required' });
    expect((await english().call('POST', '/portal-hpc/cluster/stopCluster', {})).body.validation).toContainEqual({
      location: ['body'],
      message: 'Missing required field clusters',
      code: 'required',
    });
    const page = await owner.call('GET', '/portal-hpc/cluster/list', { limit: 15 });
    expect(page.body.validation).toContainEqual({
      location: ['query', 'limit'],
      message: '每页条数：必须是以下值之一: 10、20、50、100、1024',
      code: 'enum',
    });
    const pageEn = await english().call('GET', '/portal-hpc/cluster/list', { limit: 15 });
    expect(pageEn.body.validation).toContainEqual({
      location: ['query', 'limit'],
      message: 'Page size: Must be one of: 10, 20, 50, 100, 1024',
      code: 'enum',
    });
    const notNumber = await owner.call('GET', '/portal-hpc/cluster/list', { limit: 'ten' });
    expect(notNumber.body.validation).toContainEqual({ location: ['query', 'limit'], message: '每页条数：必须是整数', code: 'type' });
  });

  it('words a rule beyond the schema (409) in the request’s language', async () => {
    const en = await english().call('GET', '/config/namespaces/default/entries/hpc-config', { action: 'cluster/list' });
    expect(en.status).toBe(409);
    expect(en.body.validation).toEqual([{ location: ['action'], message: 'Must be GetConfigEntry', code: 'const' }]);
  });

  it('words a body that is not JSON (422) by Fastify’s error code, not Fastify’s English', async () => {
    const send = (lang: string) =>
      fetch(`${gw.api}/portal-hpc/cluster/stopCluster`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': lang,
          'x-csrf-token': String(owner.csrf),
          cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
        body: '{"cluster_ids": [',
      });
    const zh = await send('zh-CN');
    expect(zh.status).toBe(422);
    expect(await zh.json()).toEqual({
      ret_code: 1100,
      action: 'cluster/stopCluster',
      message: '请求参数不合法',
      validation: [{ location: ['body'], message: '请求体不是合法的 JSON', code: 'FST_ERR_CTP_INVALID_JSON_BODY' }],
    });
    const en = await send('en-US');
    expect(await en.json()).toMatchObject({
      message: 'The request is not valid',
      validation: [{ location: ['body'], message: 'The request body is not valid JSON', code: 'FST_ERR_CTP_INVALID_JSON_BODY' }],
    });
  });
});
