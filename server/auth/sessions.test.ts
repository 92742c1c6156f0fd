/**
 * The sessions kept in the gateway's process (findSession, with the embedded database): a kept session answers
 * without a database look-up, and every change to the session or its user shows on the very next request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { startTestGateway, statementsSent, TestClient, type TestGateway } from '../test-support';

let gw: TestGateway;
let db: Db;
beforeAll(async () => {
  gw = await startTestGateway();
  db = gw.gateway.db;
}, 90_000);
afterAll(() => gw?.close());

async function signIn(): Promise<TestClient> {
  const client = new TestClient(gw.api, 'en');
  expect((await client.login('iam-alice', 'Alice#Hpc2026')).status).toBe(200);
  return client;
}

/** The same cookies in a second client: what another tab (or a stolen cookie) would send. */
function sameCookies(client: TestClient): TestClient {
  const copy = new TestClient(gw.api, 'en');
  copy.cookies = new Map(client.cookies);
  copy.csrf = client.csrf;
  return copy;
}

/** Statements the gateway sends to its database while `work` runs. */
const statements = (work: () => Promise<unknown>) => statementsSent(db, work);

const sessionId = (client: TestClient) => client.cookies.get('hpc_session');

describe('kept sessions', () => {
  it('answers a kept session without looking it up again', async () => {
    const client = await signIn();
    expect((await client.call('GET', '/auth/session')).status).toBe(200);
    expect(await statements(async () => expect((await client.call('GET', '/auth/session')).status).toBe(200))).toEqual([]);
  });

  it('refuses a signed-out session on the very next request, from any client', async () => {
    const client = await signIn();
    const other = sameCookies(client);
    expect((await other.call('GET', '/auth/session')).status).toBe(200);
    expect((await other.call('GET', '/auth/session')).status).toBe(200);
    expect((await client.call('POST', '/auth/logout', {})).status).toBe(200);
    expect((await other.call('GET', '/auth/session')).status).toBe(401);
    expect((await other.call('GET', '/portal-hpc/job/list')).status).toBe(401);
  });

  it('refuses a session removed or expired in the database on the very next request', async () => {
    const removed = await signIn();
    expect((await removed.call('GET', '/auth/session')).status).toBe(200);
    await db.query('DELETE FROM sessions WHERE session_id = $1', [sessionId(removed)]);
    expect((await removed.call('GET', '/auth/session')).status).toBe(401);

    const expired = await signIn();
    expect((await expired.call('GET', '/auth/session')).status).toBe(200);
    await db.query("UPDATE sessions SET expire_time = now() - interval '1 second' WHERE session_id = $1", [sessionId(expired)]);
    expect((await expired.call('GET', '/auth/session')).status).toBe(401);
  });

  it('shows a change to the user on the very next request', async () => {
    const client = await signIn();
    expect((await client.call('GET', '/auth/session')).body.user).toMatchObject({ zones: expect.arrayContaining(['sh1a']) });
    const [{ zones }] = await db.query<{ zones: string[] }>("SELECT zones FROM users WHERE user_id = 'iam-alice'");
    try {
      await db.query("UPDATE users SET zones = array_remove(zones, 'sh1a') WHERE user_id = 'iam-alice'");
      const answer = await client.call('GET', '/auth/session');
      expect((answer.body.user as { zones: string[] }).zones).not.toContain('sh1a');
      // The zone check of every request uses the changed user too.
      expect((await client.call('GET', '/portal-hpc/job/list', { zone: 'sh1a' })).status).toBe(403);
    } finally {
      await db.query("UPDATE users SET zones = $1 WHERE user_id = 'iam-alice'", [zones]);
    }
    expect((await client.call('GET', '/portal-hpc/job/list', { zone: 'sh1a' })).status).toBe(200);
  });
});
