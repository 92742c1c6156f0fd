/**
 * Personal access tokens (ADR 0063) through the gateway: made once and kept as a hash, accepted as a bearer without a
 * cookie or CSRF token, limited by their scopes (stated in the contract), refused when unknown, expired or revoked
 * (each counted against the address), never for the token operations themselves, named in the operation log, and
 * gone with their user. Every demo actor's allowed scopes; each bad field named; the CSRF exemption only for a bearer.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test-support';
import { expectRefusal, refusedUnchanged } from '../../testing/refusals';
import { addCluster, addQueue, startJobsGateway, type JobsGateway } from '../jobs/test-support';
import { MAX_LIVE_TOKENS } from './tokens';
import { BearerClient } from './test-support';

const C = 'ehpc-pat000001';
const Q = 'hpcq-pat000001';
let gw: JobsGateway;
const users: Record<'owner' | 'sub' | 'alice' | 'admin', TestClient> = {} as never;

beforeAll(async () => {
  gw = await startJobsGateway();
  const { db } = gw.gateway;
  await addCluster(db, { cluster_id: C, nas_id: 'nas-pat000001' });
  await addQueue(db, { hpcqueue_id: Q, cluster_id: C, queue_name: 'normal', nodes: [{ hostname: 'cn001', cpu: 32 }] });
  users.owner = await gw.client('usr-owner');
  users.sub = await gw.client('usr-sub');
  users.alice = await gw.client('iam-alice');
  users.admin = await gw.client('usr-admin');
}, 120_000);
afterAll(() => gw?.close());

type Scope = 'read' | 'jobs' | 'files' | 'admin';

async function made(client: TestClient, name: string, scopes: Scope[], days = 30) {
  const answer = await client.op('createAccessToken', { name, scopes, expires_in_days: days });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { id: answer.body.access_token.token_id, token: answer.body.token, bearer: new BearerClient(gw.api, answer.body.token) };
}

const submit = (client: TestClient, name: string) =>
  client.op('submitJob', { cluster_id: C, hpcqueue_id: Q, name, cores: 1, submit_type: 'command', cmd: 'sleep 100', time_limit: 10 });
const jobsNamed = async (name: string) =>
  (await gw.gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs WHERE name = $1', [name]))[0]!.n;
const clearAddress = () => gw.gateway.db.query("DELETE FROM sign_in_throttle WHERE key LIKE 'address:%'");

describe('making, listing and revoking tokens', () => {
  it('makes a token shown once, keeps only its hash, and lists it active without a secret', async () => {
    const answer = await users.owner.op('createAccessToken', { name: 'nightly runs', scopes: ['jobs', 'read'], expires_in_days: 30 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { token, access_token: made } = answer.body;
    expect(token).toMatch(/^hpc_pat_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({ name: 'nightly runs', scopes: ['read', 'jobs'], status: 'active' });
    expect(new Date(made.expire_time).getTime() - new Date(made.create_time).getTime()).toBe(30 * 86_400_000);
    const [row] = await gw.gateway.db.query<{ secret_sha256: Buffer }>('SELECT secret_sha256 FROM access_tokens WHERE token_id = $1', [
      made.token_id,
    ]);
    const secret = token.slice('hpc_pat_'.length + 13);
    expect(Buffer.from(row!.secret_sha256)).toEqual(createHash('sha256').update(secret).digest());
    const dump = JSON.stringify(await gw.gateway.db.query('SELECT * FROM access_tokens'));
    expect(dump).not.toContain(secret);
    const list = await users.owner.op('listAccessTokens', {});
    expect(list.body.access_token_set.map((t) => t.token_id)).toContain(made.token_id);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    // Made in the console: the user's log says so, by the user, with no token.
    const [logged] = await gw.gateway.db.query<{ user_id: string; token_id: string | null; status: string }>(
      "SELECT user_id, token_id, status FROM operations WHERE action = 'token/create' AND $1 = ANY(resource_ids)",
      [made.token_id],
    );
    expect(logged).toEqual({ user_id: 'usr-owner', token_id: null, status: 'successful' });
  });

  it('offers each demo actor the scopes its role allows, and refuses admin to a sub-user and an IAM user', async () => {
    const allowed = async (client: TestClient) => (await client.op('listAccessTokens', {})).body.scopes_allowed;
    expect(await allowed(users.owner)).toEqual(['read', 'jobs', 'files', 'admin']);
    expect(await allowed(users.admin)).toEqual(['read', 'jobs', 'files', 'admin']);
    expect(await allowed(users.sub)).toEqual(['read', 'jobs', 'files']);
    expect(await allowed(users.alice)).toEqual(['read', 'jobs', 'files']);
    for (const client of [users.sub, users.alice]) {
      await refusedUnchanged(
        gw,
        () => client.op('createAccessToken', { name: 'too much', scopes: ['read', 'admin'], expires_in_days: 7 }),
        {
          status: 403,
          message: 'Your account cannot give a token the admin scope (only an account owner or a zone administrator can)',
        },
      );
    }
  });

  it('names each bad field and makes nothing', async () => {
    const bad = async (body: Record<string, unknown>, field: string) => {
      const answer = await refusedUnchanged(gw, () => users.owner.call('POST', '/auth/token/create', body), { status: 422 });
      expect(JSON.stringify(answer.body.validation), field).toContain(field);
    };
    await bad({ name: '', scopes: ['read'], expires_in_days: 30 }, 'name');
    await bad({ name: ' leading', scopes: ['read'], expires_in_days: 30 }, 'name');
    await bad({ name: 'ok', scopes: [], expires_in_days: 30 }, 'scopes');
    await bad({ name: 'ok', scopes: ['read', 'read'], expires_in_days: 30 }, 'scopes');
    await bad({ name: 'ok', scopes: ['root'], expires_in_days: 30 }, 'scopes');
    await bad({ name: 'ok', scopes: ['read'], expires_in_days: 0 }, 'expires_in_days');
    await bad({ name: 'ok', scopes: ['read'], expires_in_days: 366 }, 'expires_in_days');
  });

  it('refuses a second live token of one name, frees the name of an expired one, and holds at most 20', async () => {
    const first = await made(users.sub, 'laptop', ['read']);
    await refusedUnchanged(gw, () => users.sub.op('createAccessToken', { name: 'Laptop', scopes: ['read'], expires_in_days: 1 }), {
      status: 409,
      message: 'You already have an access token named Laptop',
    });
    await gw.gateway.db.query("UPDATE access_tokens SET expire_time = now() - interval '1 minute' WHERE token_id = $1", [first.id]);
    await made(users.sub, 'laptop', ['read']);
    for (let i = 2; i <= MAX_LIVE_TOKENS; i += 1) await made(users.sub, `batch ${i}`, ['read']);
    await refusedUnchanged(gw, () => users.sub.op('createAccessToken', { name: 'one more', scopes: ['read'], expires_in_days: 1 }), {
      status: 409,
      message: `You already have ${MAX_LIVE_TOKENS} live access tokens: revoke one first`,
    });
  });

  it("revokes at once; revoking again changes nothing; another user's token is not found", async () => {
    const { id, bearer } = await made(users.owner, 'to revoke', ['read']);
    expect((await bearer.op('listClusters', {})).status).toBe(200);
    const revoked = await users.owner.op('revokeAccessToken', { token_id: id });
    expect(revoked.body.access_token).toMatchObject({ status: 'revoked', revoke_time: expect.any(String) });
    expectRefusal(await bearer.op('listClusters', {}), 'a revoked token', {
      status: 401,
      message: 'The access token to revoke was revoked',
    });
    const again = await users.owner.op('revokeAccessToken', { token_id: id });
    expect(again.body.access_token.revoke_time).toBe(revoked.body.access_token.revoke_time);
    await refusedUnchanged(gw, () => users.sub.op('revokeAccessToken', { token_id: id }), { status: 404 });
    const logs = await gw.gateway.db.query("SELECT 1 FROM operations WHERE action = 'token/revoke' AND $1 = ANY(resource_ids)", [id]);
    expect(logs).toHaveLength(1);
    await clearAddress();
  });
});

describe('a request with a token', () => {
  it('reads as its user, without a cookie', async () => {
    const { bearer } = await made(users.owner, 'reader', ['read']);
    const byCookie = await users.owner.op('listClusters', {});
    const byToken = await bearer.op('listClusters', {});
    expect(byToken.status).toBe(200);
    expect(byToken.body.cluster_set).toEqual(byCookie.body.cluster_set);
    expect(bearer.cookies.size).toBe(0);
    expect((await bearer.op('getSession', {})).body.user).toMatchObject({ user_id: 'usr-owner' });
  });

  it('submits a job without a CSRF token, and the log names the token beside the user', async () => {
    const { id, bearer } = await made(users.owner, 'submitter', ['read', 'jobs']);
    const answer = await submit(bearer, 'by_token');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [logged] = await gw.gateway.db.query<{ user_id: string; token_id: string; token_name: string }>(
      "SELECT user_id, token_id, token_name FROM operations WHERE action = 'job/submitJob' AND $1 = ANY(resource_ids)",
      [answer.body.hpcjob_uuid],
    );
    expect(logged).toEqual({ user_id: 'usr-owner', token_id: id, token_name: 'submitter' });
    const log = await users.owner.op('listOperations', { search_word: String(answer.body.hpcjob_uuid) });
    expect(log.body.job_set[0]).toMatchObject({ user_id: 'usr-owner', token_id: id, token_name: 'submitter' });
    const [used] = await gw.gateway.db.query<{ last_used_time: Date | null; last_used_address: string | null }>(
      'SELECT last_used_time, last_used_address FROM access_tokens WHERE token_id = $1',
      [id],
    );
    expect(used!.last_used_time).not.toBeNull();
    expect(used!.last_used_address).toMatch(/127\.0\.0\.1/);
  });

  it('is refused what its scopes do not cover, in the request language, and nothing is made', async () => {
    const { bearer } = await made(users.owner, 'read only', ['read']);
    expectRefusal(await submit(bearer, 'not_allowed'), 'jobs without the scope', {
      status: 403,
      message: 'The access token read only does not have the jobs scope this call needs',
    });
    const zh = new BearerClient(gw.api, bearer.token, 'zh-cn');
    expectRefusal(await submit(zh, 'not_allowed'), 'jobs without the scope (zh)', {
      status: 403,
      message: '访问令牌 read only 没有此操作所需的“作业”权限范围',
    });
    expect(await jobsNamed('not_allowed')).toBe(0);
    const jobs = await made(users.owner, 'jobs only', ['jobs']);
    expectRefusal(await jobs.bearer.op('listClusters', {}), 'a read without read', { status: 403, message: /read scope/ });
    expectRefusal(await jobs.bearer.op('createDirectory', { nas_id: 'nas-pat000001', path: '/x' } as never), 'files', {
      status: 403,
      message: /files scope/,
    });
    expectRefusal(await jobs.bearer.op('stopCluster', { cluster_ids: [C] } as never), 'admin', { status: 403, message: /admin scope/ });
  });

  it('never makes, lists or revokes tokens, whatever its scopes', async () => {
    const { id, bearer } = await made(users.owner, 'all scopes', ['read', 'jobs', 'files', 'admin']);
    const refused = { status: 403, message: 'This call cannot be made with an access token: sign in to the console' };
    expectRefusal(await bearer.op('createAccessToken', { name: 'child', scopes: ['read'], expires_in_days: 1 }), 'create', refused);
    expectRefusal(await bearer.op('listAccessTokens', {}), 'list', refused);
    expectRefusal(await bearer.op('revokeAccessToken', { token_id: id }), 'revoke', refused);
    expect((await users.owner.op('listAccessTokens', {})).body.access_token_set.find((t) => t.token_id === id)?.status).toBe('active');
  });

  it('claims no other user', async () => {
    const { bearer } = await made(users.owner, 'claims', ['read']);
    expectRefusal(await bearer.call('GET', '/portal-hpc/cluster/list', { user_id: 'usr-sub' }), 'claim', { status: 403 });
  });

  it('keeps the CSRF check for a cookie: a change with the cookie alone is refused', async () => {
    const client = await gw.client('usr-owner');
    client.csrf = undefined;
    await refusedUnchanged(gw, () => submit(client, 'no_csrf'), { status: 401, message: /CSRF/ });
  });

  it('ignores a cookie beside a bad bearer: refused, not signed in by the cookie', async () => {
    const client = await gw.client('usr-owner');
    expectRefusal(await client.op('listClusters', {}, { authorization: 'Bearer hpc_pat_zzzzzzzzzzzz_' + 'A'.repeat(43) }), 'bad bearer', {
      status: 401,
      message: 'The access token is not valid: check it, or make a new one in the console',
    });
    await clearAddress();
  });

  it('is refused once expired, naming the token and the day', async () => {
    const { id, bearer } = await made(users.owner, 'short lived', ['read'], 1);
    const [{ expire_time: ended }] = await gw.gateway.db.query<{ expire_time: Date }>(
      "UPDATE access_tokens SET expire_time = now() - interval '1 day' WHERE token_id = $1 RETURNING expire_time",
      [id],
    );
    expectRefusal(await bearer.op('listClusters', {}), 'expired', {
      status: 401,
      message: `The access token short lived expired on ${new Date(ended).toISOString().slice(0, 10)}: make a new one in the console`,
    });
    expect((await users.owner.op('listAccessTokens', {})).body.access_token_set.find((t) => t.token_id === id)?.status).toBe('expired');
    await clearAddress();
  });

  it('goes with its user', async () => {
    const { bearer } = await made(users.alice, 'leaving', ['read']);
    await gw.gateway.db.query(
      `INSERT INTO users (user_id, user_name, email, password_hash, owner, role, user_type, zone, zones)
       SELECT 'usr-patgone', 'Gone', 'patgone@example.com', password_hash, 'usr-owner', 'user', 1, zone, zones FROM users WHERE user_id = 'iam-alice'`,
    );
    await gw.gateway.db.query("UPDATE access_tokens SET user_id = 'usr-patgone' WHERE name = 'leaving'");
    expect((await bearer.op('listClusters', {})).status).toBe(200);
    await gw.gateway.db.query("DELETE FROM users WHERE user_id = 'usr-patgone'");
    expectRefusal(await bearer.op('listClusters', {}), 'a removed user', { status: 401 });
    await clearAddress();
  });

  it('locks the address after 20 bad tokens: then even a good one is refused for a while', async () => {
    await clearAddress();
    const good = await made(users.owner, 'good', ['read']);
    const wrong = new BearerClient(gw.api, `${good.token.slice(0, -4)}AAAA`);
    for (let i = 1; i < 20; i += 1) expectRefusal(await wrong.op('listClusters', {}), `bad ${i}`, { status: 401 });
    expectRefusal(await wrong.op('listClusters', {}), 'the 20th', { status: 429, message: /try again in 1 min/ });
    expectRefusal(await good.bearer.op('listClusters', {}), 'locked', { status: 429 });
    await clearAddress();
    expect((await good.bearer.op('listClusters', {})).status).toBe(200);
  });
});
