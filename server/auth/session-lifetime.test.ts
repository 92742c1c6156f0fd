/**
 * How long a session lasts and what it is bound to (ADR 0029): an idle timeout and an absolute
 * lifetime, a new id at every sign-in, sign-out ending it on the gateway, Secure cookies behind HTTPS when a trusted
 * proxy says so, and proxy headers believed only from the proxies configured.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig, trustProxyOf } from '../config';
import { throttleKeys } from './throttle';
import { startTestGateway, TestClient, type TestGateway } from '../test-support';

const MINUTE = 60_000;
let gw: TestGateway;
let proxied: TestGateway;
beforeAll(async () => {
  // A short life (2 h) and idle time (10 min) that the tests below move the clock across.
  gw = await startTestGateway(undefined, { config: { session: { lifetimeMs: 120 * MINUTE, idleMs: 10 * MINUTE } } });
}, 90_000);
afterAll(() => gw?.close());
afterEach(() => vi.useRealTimers());

async function signIn(on = gw, headers: Record<string, string> = {}): Promise<{ client: TestClient; cookies: string[] }> {
  const client = new TestClient(on.api, 'en');
  const answer = await client.call('POST', '/auth/login', { user_name: 'usr-owner', password: 'Owner#Hpc2026' }, headers);
  expect(answer.status).toBe(200);
  client.csrf = String(answer.body.csrf_token);
  return { client, cookies: answer.headers.getSetCookie() };
}

/** Moves this process's clock (Date only; timers keep running) to `ms` after the real now. */
function clockAt(start: number, ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start + ms);
}

const sessionRows = async (id: string | undefined) =>
  (await gw.gateway.db.query('SELECT 1 FROM sessions WHERE session_id = $1', [id])).length;

describe('session lifetime', () => {
  it('ends a session unused for the idle time, and keeps one that is used', async () => {
    const start = Date.now();
    const { client } = await signIn();
    const id = client.cookies.get('hpc_session');
    // Used every 9 minutes: still signed in 36 minutes later, past four idle times from sign-in.
    for (const at of [9, 18, 27, 36]) {
      clockAt(start, at * MINUTE);
      expect((await client.call('GET', '/auth/session')).status).toBe(200);
    }
    // Then 10 minutes without a request: ended, on the gateway too (the row is gone, any copy of the cookie is refused).
    clockAt(start, 46 * MINUTE);
    const ended = await client.call('GET', '/portal-hpc/job/list');
    expect(ended.status).toBe(401);
    expect(ended.body).toMatchObject({ ret_code: 1200 });
    expect(await sessionRows(id)).toBe(0);
  });

  it('ends a session at its absolute lifetime however much it is used', async () => {
    const start = Date.now();
    const { client, cookies } = await signIn();
    // The cookies expire with the session.
    const expires = cookies.map((line) => /Expires=([^;]+)/i.exec(line)?.[1]).map((text) => (text ? Date.parse(text) : NaN));
    for (const at of expires) expect(Math.abs(at - (start + 120 * MINUTE))).toBeLessThan(2_000);
    for (let at = 9; at < 120; at += 9) {
      clockAt(start, at * MINUTE);
      expect((await client.call('GET', '/auth/session')).status).toBe(200);
    }
    clockAt(start, 121 * MINUTE);
    // The database's own clock has not moved: the gateway's kept copy must still refuse it.
    expect((await client.call('GET', '/auth/session')).status).toBe(401);
  });

  it('gives a new session id at every sign-in and ends the one the browser had', async () => {
    const { client } = await signIn();
    const first = client.cookies.get('hpc_session');
    const again = await client.call('POST', '/auth/login', { user_name: 'usr-owner', password: 'Owner#Hpc2026' });
    expect(again.status).toBe(200);
    const second = client.cookies.get('hpc_session');
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(await sessionRows(first)).toBe(0);
    const stale = new TestClient(gw.api, 'en');
    stale.cookies.set('hpc_session', String(first));
    expect((await stale.call('GET', '/auth/session')).status).toBe(401);
    expect((await client.call('GET', '/auth/session')).status).toBe(200);
  });

  it('ends the session on the gateway at sign-out, for every copy of the cookie', async () => {
    const { client } = await signIn();
    const copy = new TestClient(gw.api, 'en');
    copy.cookies = new Map(client.cookies);
    expect((await client.call('POST', '/auth/logout', {})).status).toBe(200);
    expect((await copy.call('GET', '/auth/session')).status).toBe(401);
  });
});

describe('behind a proxy', () => {
  beforeAll(async () => {
    // Behind a proxy on loopback that terminates HTTPS.
    proxied = await startTestGateway(undefined, { config: { trustProxy: '127.0.0.1' } });
  }, 90_000);
  afterAll(() => proxied?.close());

  it('marks cookies Secure and sends HSTS when a trusted proxy says the request came over HTTPS, and not otherwise', async () => {
    const { cookies } = await signIn(proxied, { 'x-forwarded-proto': 'https' });
    expect(cookies.length).toBe(2);
    for (const line of cookies) expect(line).toMatch(/;\s*Secure/i);
    const plain = await signIn(proxied);
    for (const line of plain.cookies) expect(line).not.toMatch(/;\s*Secure/i);
    const hsts = await new TestClient(proxied.api, 'en').call('GET', '/auth/session', {}, { 'x-forwarded-proto': 'https' });
    expect(hsts.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('believes no proxy header by default: a client cannot claim HTTPS or choose the address sign-in throttling counts', async () => {
    const { cookies } = await signIn(gw, { 'x-forwarded-proto': 'https' });
    for (const line of cookies) expect(line).not.toMatch(/;\s*Secure/i);
    // This client's own address has 19 failures already; its twentieth, made under a made-up address (for an
    // account of its own, so no account is locked), still counts for it and locks it, whatever the next one claims.
    const db = gw.gateway.db;
    await db.query('INSERT INTO sign_in_throttle (key, failures, last_failure) VALUES ($1, 19, $2)', [
      throttleKeys('x', '127.0.0.1').address,
      new Date(),
    ]);
    const client = new TestClient(gw.api, 'en');
    const twentieth = await client.call(
      'POST',
      '/auth/login',
      { user_name: 'nobody-1', password: 'Wrong#Pass1' },
      { 'x-forwarded-for': '198.51.100.1' },
    );
    expect(twentieth.status).toBe(429);
    const next = await client.call(
      'POST',
      '/auth/login',
      { user_name: 'usr-owner', password: 'Owner#Hpc2026' },
      { 'x-forwarded-for': '198.51.100.99' },
    );
    expect(next.status).toBe(429);
    expect(await db.query("SELECT key FROM sign_in_throttle WHERE key LIKE 'address:198.51.100.%'")).toEqual([]);
    await gw.gateway.db.query('DELETE FROM sign_in_throttle');
  });
});

describe('configuration', () => {
  it('reads the session times and the trusted proxies from the environment, and refuses nonsense', () => {
    expect(readConfig({}).session).toEqual({ lifetimeMs: 12 * 60 * MINUTE, idleMs: 30 * MINUTE });
    expect(readConfig({ HPC_SESSION_HOURS: '8', HPC_SESSION_IDLE_MINUTES: '0' }).session).toEqual({
      lifetimeMs: 8 * 60 * MINUTE,
      idleMs: 0,
    });
    expect(() => readConfig({ HPC_SESSION_HOURS: '0' })).toThrow(/HPC_SESSION_HOURS/);
    expect(() => readConfig({ HPC_SESSION_IDLE_MINUTES: 'soon' })).toThrow(/HPC_SESSION_IDLE_MINUTES/);
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
    const hops = trustProxyOf('1') as (address: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.2', 1)]).toEqual([true, false]);
  });
});
