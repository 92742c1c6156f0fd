/**
 * Sign-in with the organisation's accounts (ADR 0064) against a real OpenID provider (oidc-provider in its own
 * process) and Debian's slapd, each with its own keys, data and port: the first sign-in makes the account the
 * mapping says, the next finds it; refused groups, a sign-in begun elsewhere, the provider's sign-out, the
 * directory's throttle, and demo accounts turned off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentitySettings, MappingRule } from '../auth/identity/settings';
import { startTestGateway, TestClient, type TestGateway } from '../test-support';
import { Browser, form } from '../testing/cookie-browser';
import { freePort } from '../testing/free-port';
import { startIdentityProvider, type IdentityProvider } from '../testing/oidc-provider';
import { directorySettings, slapdAvailable, startDirectory, type Directory } from '../testing/slapd';

const available = slapdAvailable();
if (!available) console.warn('organisation sign-in: skipped, it needs root and /usr/sbin/slapd (Debian package slapd)');

const BASE = '/_micro_/hpc/';
const SECRET = 'Zq4mV8tN2wK6rB1xP9cL';
const MAPPING: MappingRule[] = [
  { group: 'hpc-admins', as: 'zone_admin', zones: ['pek3', 'sh1a'] },
  { group: 'hpc-pi', as: 'owner', zones: ['pek3', 'sh1a'] },
  { group: 'hpc-students', as: 'iam_user', account: 'usr-owner', zones: ['pek3'] },
  { group: 'hpc-interns', as: 'sub_user', account: 'usr-owner', zones: ['pek3'] },
];

const people = [
  { login: 'grace', name: 'Grace Hopper', email: 'grace@example.test', groups: ['hpc-pi', 'staff'] },
  { login: 'alan', name: 'Alan Turing', email: 'alan@example.test', groups: ['hpc-students'] },
  { login: 'ada', name: 'Ada Lovelace', email: 'ada@example.test', groups: ['hpc-interns'] },
  { login: 'edsger', name: 'Edsger Dijkstra', email: 'edsger@example.test', groups: ['hpc-admins'] },
  { login: 'eve', name: 'Eve Mallory', email: 'eve@example.test', groups: ['marketing'] },
  { login: 'dup', name: 'Dup Owner', email: 'owner@example.com', groups: ['hpc-pi'] },
  { login: 'linus', name: 'Linus Pauling', email: 'linus@example.test', groups: ['hpc-pi'] },
];
const password = (login: string) => `${login[0]!.toUpperCase()}${login.slice(1)}#Pass2026`;

describe.skipIf(!available)('sign-in with the organisation', () => {
  let idp: IdentityProvider;
  let directory: Directory;
  let gw: TestGateway;
  let origin: string;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    [idp, directory] = await Promise.all([
      startIdentityProvider({
        clients: [
          {
            client_id: 'hpc-console',
            client_secret: SECRET,
            redirect_uris: [`${origin}${BASE}api/auth/oidc/callback`],
            post_logout_redirect_uris: [`${origin}${BASE}login`],
          },
        ],
        accounts: people.map((p) => ({
          sub: `sub-${p.login}`,
          login: p.login,
          password: password(p.login),
          claims: { preferred_username: p.login, name: p.name, email: p.email, groups: p.groups },
        })),
      }),
      startDirectory({
        users: people.map((p) => ({ uid: p.login, cn: p.name, mail: p.email, password: password(p.login) })),
        groups: ['hpc-pi', 'hpc-students', 'hpc-interns', 'hpc-admins', 'marketing', 'staff'].map((cn) => ({
          cn,
          members: people.filter((p) => p.groups.includes(cn)).map((p) => p.login),
        })),
      }),
    ]);
    const identity: IdentitySettings = {
      demoAccounts: true,
      mapping: MAPPING,
      oidc: {
        label: 'Example SSO',
        issuer: idp.issuer,
        clientId: 'hpc-console',
        clientSecret: SECRET,
        redirectUri: `${origin}${BASE}api/auth/oidc/callback`,
        postLogoutRedirectUri: `${origin}${BASE}login`,
        scopes: ['openid', 'profile', 'email', 'groups'],
        claims: { userName: 'preferred_username', displayName: 'name', email: 'email', groups: 'groups' },
      },
      ldap: directorySettings(directory),
    };
    gw = await startTestGateway(undefined, { config: { port, identity } });
  }, 60_000);

  afterAll(async () => {
    await gw?.close();
    await Promise.all([idp?.stop(), directory?.stop()]);
  });

  /** A browser's whole round trip: the console's button, the provider's page, back through the gateway. */
  async function signInWithProvider(login: string, browser = new Browser()) {
    let response = await browser.request(`${gw.api}/auth/oidc/start?next=${encodeURIComponent('/pek3/hpc/hpc_job')}`);
    expect(response.status).toBe(302);
    const authorize = new URL(response.headers.get('location')!);
    expect(authorize.origin).toBe(idp.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    const page = await browser.follow(authorize, idp.issuer);
    if (page.url.origin === idp.issuer) {
      // The provider's sign-in page (not shown when its session is still open).
      const action = /action="([^"]+)"/.exec(await page.response.text())![1]!;
      const posted = await browser.follow(new URL(action, idp.issuer), idp.issuer, form({ login, password: password(login) }));
      response = await browser.request(posted.url);
    } else response = await browser.request(page.url);
    expect(response.status).toBe(302);
    return { browser, location: new URL(response.headers.get('location')!, origin) };
  }

  function clientOf(browser: Browser): TestClient {
    const client = new TestClient(gw.api, 'en');
    const { cookies } = browser;
    for (const name of ['hpc_session', 'hpc_csrf']) if (cookies.has(name)) client.cookies.set(name, cookies.get(name)!);
    client.csrf = cookies.get('hpc_csrf');
    return client;
  }

  it('offers the provider, the directory and the console accounts by the names the site gave them', async () => {
    const options = await new TestClient(gw.api).call('GET', '/auth/sign_in_options');
    expect(options.body).toMatchObject({
      password: true,
      directory: { label: 'Example Directory' },
      single_sign_on: { label: 'Example SSO' },
    });
  });

  it('makes an owner at the first OIDC sign-in, finds the same account the next time, and opens the console at next', async () => {
    const first = await signInWithProvider('grace');
    expect(first.location.pathname).toBe(`${BASE}pek3/hpc/hpc_job`);
    const me = await clientOf(first.browser).call('GET', '/auth/session');
    expect(me.status).toBe(200);
    const user = me.body.user as Record<string, unknown>;
    expect(user).toMatchObject({
      user_name: 'Grace Hopper',
      email: 'grace@example.test',
      role: 'user',
      user_type: 0,
      iamuser_name: null,
      zones: ['pek3', 'sh1a'],
      is_ldap_user: false,
    });
    expect(user.owner).toBe(user.user_id);
    expect(String(user.user_id)).toMatch(/^usr-[a-z0-9]{8}$/);
    const permission = await clientOf(first.browser).call('GET', `/portal-hpc/permission/${String(user.user_id)}`, {
      zone: 'sh1a',
      user_id: user.user_id,
    });
    expect(permission.status).toBe(200);
    expect(JSON.stringify(permission.body)).toContain('"enable"');

    const again = await signInWithProvider('grace');
    const second = await clientOf(again.browser).call('GET', '/auth/session');
    expect((second.body.user as Record<string, unknown>).user_id).toBe(user.user_id);
    const rows = await gw.gateway.db.query('SELECT user_id FROM external_identities WHERE subject = $1', ['sub-grace']);
    expect(rows).toHaveLength(1);
  });

  it('maps each group to its kind of account: an IAM user and a sub-user of usr-owner, a zone administrator', async () => {
    const expected = {
      alan: { iamuser_name: 'alan', owner: 'usr-owner', user_type: 0, role: 'user', zones: ['pek3'] },
      ada: { iamuser_name: null, owner: 'usr-owner', user_type: 1, role: 'user', zones: ['pek3'] },
      edsger: { iamuser_name: null, user_type: 0, role: 'zone_admin', zones: ['pek3', 'sh1a'] },
    };
    for (const [login, fields] of Object.entries(expected)) {
      const { browser } = await signInWithProvider(login);
      const me = await clientOf(browser).call('GET', '/auth/session');
      expect(me.body.user, login).toMatchObject(fields);
    }
    // The IAM user works as one: it sees its account's clusters, as iam-alice does.
    const alan = clientOf((await signInWithProvider('alan')).browser);
    const clusters = await alan.call('GET', '/portal-hpc/cluster/list', { zone: 'pek3' });
    expect(clusters.status).toBe(200);
  });

  it('refuses a user in no mapped group, and one whose e-mail another account has, making no account', async () => {
    const before = await gw.gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    const eve = await signInWithProvider('eve');
    expect(eve.location.pathname).toBe(`${BASE}login`);
    expect(eve.location.searchParams.get('sign_in_error')).toBe('sign_in_group_refused');
    const dup = await signInWithProvider('dup');
    expect(dup.location.searchParams.get('sign_in_error')).toBe('sign_in_email_taken');
    expect((await clientOf(eve.browser).call('GET', '/auth/session')).status).toBe(401);
    const after = await gw.gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses a sign-in begun in another browser, and a state used twice', async () => {
    const attacker = new Browser();
    const start = await attacker.request(`${gw.api}/auth/oidc/start`);
    const authorize = new URL(start.headers.get('location')!);
    const page = await attacker.follow(authorize, idp.issuer);
    const action = /action="([^"]+)"/.exec(await page.response.text())![1]!;
    const posted = await attacker.follow(new URL(action, idp.issuer), idp.issuer, form({ login: 'grace', password: password('grace') }));
    // The victim's browser is made to open the attacker's callback: it has no state cookie of this sign-in.
    const victim = new Browser();
    const forced = await victim.request(posted.url);
    expect(posted.url.pathname).toBe(`${BASE}api/auth/oidc/callback`);
    expect(new URL(forced.headers.get('location')!, origin).searchParams.get('sign_in_error')).toBe('sign_in_expired');
    expect((await clientOf(victim).call('GET', '/auth/session')).status).toBe(401);
    // The browser that began it finishes it, once: the same callback again is refused.
    const own = await attacker.request(posted.url);
    expect(new URL(own.headers.get('location')!, origin).pathname).toBe(`${BASE}`);
    const replay = await attacker.request(posted.url);
    expect(new URL(replay.headers.get('location')!, origin).searchParams.get('sign_in_error')).toBe('sign_in_expired');
  });

  it("signs out of the console and of the provider's session, back to the sign-in page", async () => {
    const { browser } = await signInWithProvider('grace');
    const open = await idp.sessions('grace');
    expect(open).toBeGreaterThan(0);
    const client = clientOf(browser);
    const out = await client.call('POST', '/auth/logout', {});
    expect(out.status).toBe(200);
    const providerUrl = new URL(String(out.body.provider_sign_out_url));
    expect(providerUrl.origin).toBe(idp.issuer);
    expect(providerUrl.searchParams.get('post_logout_redirect_uri')).toBe(`${origin}${BASE}login`);
    expect((await client.call('GET', '/auth/session')).status).toBe(401);
    // The provider's confirmation submits itself in a browser: here the form is posted as it would be.
    const page = await browser.follow(providerUrl, idp.issuer);
    const html = await page.response.text();
    const action = /action="([^"]+)"/.exec(html)![1]!;
    const fields = Object.fromEntries([...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    const done = await browser.follow(new URL(action, idp.issuer), idp.issuer, form({ ...fields, logout: 'yes' }));
    expect(done.url.href).toBe(`${origin}${BASE}login`);
    expect(await idp.sessions('grace')).toBe(open - 1);
  });

  it('signs in with the directory: the account made as mapped, marked as the directory’s, its wrong passwords counted', async () => {
    // The directory's alan is not the provider's alan (another subject): the IAM name they would share is refused.
    const alan = await new TestClient(gw.api, 'en').call('POST', '/auth/login/directory', {
      user_name: 'alan',
      password: password('alan'),
    });
    expect(alan.status).toBe(403);
    expect(alan.body.message).toBe('The IAM user name alan is already used by another user of that account: ask your administrator');
    // Grace's e-mail belongs to the account her provider's sign-in made: her directory entry is not taken for her.
    const grace = await new TestClient(gw.api, 'en').call('POST', '/auth/login/directory', {
      user_name: 'grace',
      password: password('grace'),
    });
    expect(grace.status).toBe(403);
    expect(grace.body.message).toBe(
      'The e-mail grace@example.test already belongs to another account of the console: ask your administrator',
    );
    const linus = new TestClient(gw.api, 'en');
    const ok = await linus.call('POST', '/auth/login/directory', { user_name: 'linus', password: password('linus') });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({
      user_name: 'Linus Pauling',
      role: 'user',
      user_type: 0,
      is_ldap_user: true,
      zones: ['pek3', 'sh1a'],
    });
    const me = await linus.call('GET', '/auth/session');
    expect(me.body.user).toMatchObject({ user_name: 'Linus Pauling', is_ldap_user: true });
    const again = await new TestClient(gw.api, 'en').call('POST', '/auth/login/directory', {
      user_name: 'LINUS',
      password: password('linus'),
    });
    expect((again.body.user as Record<string, unknown>).user_id).toBe((ok.body.user as Record<string, unknown>).user_id);

    const stranger = new TestClient(gw.api, 'en');
    const refused = await stranger.call('POST', '/auth/login/directory', { user_name: 'eve', password: password('eve') });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('The account eve is not in a group that may use this console: ask your administrator');
    for (const typed of ['grace', 'nobody', '*', 'gr*']) {
      const wrong = await stranger.call('POST', '/auth/login/directory', { user_name: typed, password: 'not-it' });
      expect(wrong.status, typed).toBe(401);
    }
    const empty = await stranger.call('POST', '/auth/login/directory', { user_name: 'grace', password: '' });
    expect(empty.status).toBe(422);
  });

  it("locks a directory name after five wrong passwords, the right one too, without touching the console's account", async () => {
    const client = new TestClient(gw.api, 'en');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await client.call('POST', '/auth/login/directory', { user_name: 'edsger', password: `wrong-${i}` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const right = await client.call('POST', '/auth/login/directory', { user_name: 'edsger', password: password('edsger') });
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await new TestClient(gw.api).login('usr-admin', 'Admin#Hpc2026')).status).toBe(200);
  }, 30_000);

  it('answers 503 in words when the directory cannot be reached, and counts no failure', async () => {
    const other = await startDirectory({ users: [{ uid: 'x', cn: 'X', password: 'x-Pass2026' }], groups: [] });
    await other.stop();
    const down = await startTestGateway(undefined, {
      config: {
        identity: {
          demoAccounts: true,
          mapping: MAPPING,
          ldap: { ...directorySettings(directory), url: other.url },
        },
      },
    });
    try {
      const client = new TestClient(down.api, 'en');
      const answer = await client.call('POST', '/auth/login/directory', { user_name: 'grace', password: password('grace') });
      expect(answer.status).toBe(503);
      expect(answer.body.message).toBe('The directory cannot be reached: try again later');
      const options = await client.call('GET', '/auth/sign_in_options');
      expect(options.body).toMatchObject({ password: true, directory: { label: 'Example Directory' } });
      expect(options.body.single_sign_on).toBeUndefined();
    } finally {
      await down.close();
    }
  });
});

describe('demo accounts turned off (HPC_DEMO_ACCOUNTS=off)', () => {
  it('ends their sessions and tokens at start and refuses their sign-in, the sign-in page offering no password form', async () => {
    const first = await startTestGateway();
    const owner = new TestClient(first.api, 'en');
    expect((await owner.login('usr-owner', 'Owner#Hpc2026')).status).toBe(200);
    const token = await owner.call('POST', '/auth/token/create', { name: 'ci', scopes: ['read'], expires_in_days: 7 });
    expect(token.status).toBe(200);
    await first.gateway.close();
    const off = await startTestGateway(first.dataDir, { config: { identity: { demoAccounts: false, mapping: [] } } });
    try {
      const before = new TestClient(off.api, 'en');
      before.cookies = owner.cookies;
      expect((await before.call('GET', '/auth/session')).status).toBe(401);
      const bearer = await fetch(`${off.api}/auth/session`, { headers: { authorization: `Bearer ${String(token.body.token)}` } });
      expect(bearer.status).toBe(401);
      for (const [user, pass] of [
        ['usr-owner', 'Owner#Hpc2026'],
        ['usr-admin', 'Admin#Hpc2026'],
      ]) {
        const refused = await new TestClient(off.api, 'en').login(user!, pass!);
        expect(refused.status, user).toBe(401);
        expect(refused.body.message).toBe('Wrong user name or password');
      }
      expect((await new TestClient(off.api).call('GET', '/auth/sign_in_options')).body).toMatchObject({ password: false });
    } finally {
      await off.close();
    }
  });
});
