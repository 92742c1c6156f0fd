/**
 * The identity harnesses themselves, with real protocol traffic: slapd answers binds and group searches as its ACLs
 * say, and the OpenID provider runs a whole code flow with PKCE (sign-in page included) and a sign-out.
 */
import { Client, InvalidCredentialsError, type Entry } from 'ldapts';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, form } from './cookie-browser';
import { startIdentityProvider, type IdentityProvider } from './oidc-provider';
import { slapdAvailable, startDirectory, type Directory } from './slapd';

if (!slapdAvailable()) console.warn('slapd: the directory harness tests skip, they need root and /usr/sbin/slapd (Debian package slapd)');

async function withClient<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ url, timeout: 5_000, connectTimeout: 2_000 });
  try {
    return await use(client);
  } finally {
    await client.unbind().catch(() => undefined);
  }
}

async function search(directory: Directory, bindDn: string, password: string, base: string, filter: string): Promise<Entry[]> {
  return withClient(directory.url, async (client) => {
    await client.bind(bindDn, password);
    return (await client.search(base, { filter, scope: 'sub' })).searchEntries;
  });
}

describe.skipIf(!slapdAvailable())('startDirectory', () => {
  let directory: Directory | undefined;
  const users = [
    { uid: 'alice', cn: 'Alice Martin', mail: 'alice@example.test', password: 'alice-pw' },
    { uid: 'bob', cn: 'Bob Dupré', password: 'bob-pw' },
  ];
  beforeAll(async () => {
    directory = await startDirectory({
      users,
      groups: [
        { cn: 'hpc-users', members: ['alice', 'bob'] },
        { cn: 'hpc-admins', members: ['alice'] },
      ],
    });
  });
  afterAll(async () => {
    await directory?.stop();
  });
  const aliceDn = (): string => `uid=alice,${directory!.usersDn}`;

  it('lets the reader and a user bind, and refuses a wrong password', async () => {
    const d = directory!;
    expect(d.url).toMatch(/^ldap:\/\/127\.0\.0\.1:\d+$/);
    await withClient(d.url, (client) => client.bind(d.bindDn, d.bindPassword));
    await withClient(d.url, (client) => client.bind(aliceDn(), 'alice-pw'));
    await expect(withClient(d.url, (client) => client.bind(aliceDn(), 'wrong'))).rejects.toBeInstanceOf(InvalidCredentialsError);
  });

  it("finds a user and the user's groups for the reader, but never a password", async () => {
    const d = directory!;
    const [alice, ...others] = await search(d, d.bindDn, d.bindPassword, d.usersDn, '(uid=alice)');
    expect(others).toEqual([]);
    expect(alice).toMatchObject({ dn: aliceDn(), cn: 'Alice Martin', mail: 'alice@example.test' });
    expect(alice).not.toHaveProperty('userPassword');
    const groups = await search(d, d.bindDn, d.bindPassword, d.groupsDn, `(&(objectClass=groupOfNames)(member=${aliceDn()}))`);
    expect(groups.map((g) => g.cn).sort()).toEqual(['hpc-admins', 'hpc-users']);
    const [bob] = await search(d, d.bindDn, d.bindPassword, d.usersDn, '(uid=bob)');
    expect(bob?.cn).toBe('Bob Dupré');
  });

  it('lets a user read only their own entry, and anonymous nothing', async () => {
    const d = directory!;
    const own = await search(d, aliceDn(), 'alice-pw', aliceDn(), '(objectClass=*)');
    expect(own.map((e) => e.uid)).toEqual(['alice']);
    await expect(search(d, aliceDn(), 'alice-pw', d.usersDn, '(uid=bob)')).rejects.toThrow();
    await expect(search(d, '', '', d.usersDn, '(uid=alice)')).rejects.toThrow();
  });

  it('changes a password, and removes a user', async () => {
    const d = directory!;
    await d.setPassword('bob', 'bob-new');
    const bobDn = `uid=bob,${d.usersDn}`;
    await expect(withClient(d.url, (client) => client.bind(bobDn, 'bob-pw'))).rejects.toBeInstanceOf(InvalidCredentialsError);
    await withClient(d.url, (client) => client.bind(bobDn, 'bob-new'));
    await d.setPassword('bob', '');
    await expect(withClient(d.url, (client) => client.bind(bobDn, 'bob-new'))).rejects.toBeInstanceOf(InvalidCredentialsError);
    expect(await search(d, d.bindDn, d.bindPassword, d.usersDn, '(uid=bob)')).toEqual([]);
  });

  it('stop() ends slapd', async () => {
    const other = await startDirectory({ users: [users[0]!], groups: [] });
    await other.stop();
    await expect(withClient(other.url, (client) => client.bind(other.bindDn, other.bindPassword))).rejects.toThrow();
  });
});

describe('startIdentityProvider', () => {
  let idp: IdentityProvider | undefined;
  const app = 'http://127.0.0.1:1/app';
  const clients = [
    {
      client_id: 'console',
      client_secret: 'console-secret',
      redirect_uris: [`${app}/callback`],
      post_logout_redirect_uris: [`${app}/signed-out`],
    },
    {
      client_id: 'posting',
      client_secret: 'posting-secret',
      redirect_uris: [`${app}/callback`],
      post_logout_redirect_uris: [],
      token_endpoint_auth_method: 'client_secret_post' as const,
    },
  ];
  const alice = {
    sub: 'a1b2c3',
    login: 'alice',
    password: 'alice-pw',
    claims: { name: 'Alice Martin', email: 'alice@example.test', preferred_username: 'alice', groups: ['hpc-users', 'hpc-admins'] },
  };
  beforeAll(async () => {
    idp = await startIdentityProvider({ clients, accounts: [alice] });
  });
  afterAll(async () => {
    await idp?.stop();
  });

  it('publishes a discovery document with the endpoints and PKCE S256', async () => {
    const response = await fetch(`${idp!.issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(idp!.issuer);
    for (const endpoint of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'end_session_endpoint', 'userinfo_endpoint'])
      expect(discovery[endpoint], endpoint).toMatch(new RegExp(`^${idp!.issuer}/`));
    expect(discovery.code_challenge_methods_supported).toContain('S256');
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'groups']));
    expect(discovery.token_endpoint_auth_methods_supported).toEqual(expect.arrayContaining(['client_secret_basic', 'client_secret_post']));
  });

  it('signs in through its page with the code flow and PKCE, then signs out', async () => {
    const issuer = idp!.issuer;
    const config = await oidc.discovery(new URL(issuer), 'console', 'console-secret', undefined, {
      execute: [oidc.allowInsecureRequests],
    });
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const authorize = oidc.buildAuthorizationUrl(config, {
      redirect_uri: `${app}/callback`,
      scope: 'openid profile email groups',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    const browser = new Browser();

    const signIn = await browser.follow(authorize, issuer);
    expect(signIn.response.status).toBe(200);
    expect(signIn.url.pathname).toMatch(/^\/interaction\//);
    const page = await signIn.response.text();
    for (const part of ['name="login"', 'name="password"', 'type="submit"']) expect(page).toContain(part);

    const wrong = await browser.request(signIn.url, form({ login: 'alice', password: 'nope' }));
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Invalid login');

    const back = await browser.follow(signIn.url, issuer, form({ login: 'alice', password: 'alice-pw' }));
    expect(`${back.url.origin}${back.url.pathname}`).toBe(`${app}/callback`);
    expect(back.url.searchParams.get('code')).toBeTruthy();
    const tokens = await oidc.authorizationCodeGrant(config, back.url, { pkceCodeVerifier: verifier, expectedState: state });
    expect(tokens.claims()).toMatchObject({
      iss: issuer,
      aud: 'console',
      sub: 'a1b2c3',
      name: 'Alice Martin',
      email: 'alice@example.test',
      preferred_username: 'alice',
      groups: ['hpc-users', 'hpc-admins'],
    });
    expect(await idp!.sessions('alice')).toBe(1);
    expect(await idp!.sessions('nobody')).toBe(0);

    // A second client in the same session: no page, and its secret goes in the body (client_secret_post).
    const posting = await oidc.discovery(new URL(issuer), 'posting', undefined, oidc.ClientSecretPost('posting-secret'), {
      execute: [oidc.allowInsecureRequests],
    });
    const verifier2 = oidc.randomPKCECodeVerifier();
    const straight = await browser.follow(
      oidc.buildAuthorizationUrl(posting, {
        redirect_uri: `${app}/callback`,
        scope: 'openid groups',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier2),
        code_challenge_method: 'S256',
      }),
      issuer,
    );
    const postingTokens = await oidc.authorizationCodeGrant(posting, straight.url, { pkceCodeVerifier: verifier2 });
    expect(postingTokens.claims()).toMatchObject({ sub: 'a1b2c3', groups: ['hpc-users', 'hpc-admins'] });

    const logout = await browser.follow(
      oidc.buildEndSessionUrl(config, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: `${app}/signed-out` }),
      issuer,
    );
    const confirm = await logout.response.text();
    // The page submits itself in a browser; here its form is posted as the script would.
    const action = /action="([^"]+)"/.exec(confirm)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm)?.[1];
    expect(confirm).toContain('document.forms[0].submit()');
    const out = await browser.follow(new URL(action!, issuer), issuer, form({ xsrf: xsrf!, logout: 'yes' }));
    expect(`${out.url.origin}${out.url.pathname}`).toBe(`${app}/signed-out`);
    expect(await idp!.sessions('alice')).toBe(0);
  });

  it('refuses an authorization request without PKCE', async () => {
    const url = new URL(`${idp!.issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: 'console',
      response_type: 'code',
      scope: 'openid',
      redirect_uri: `${app}/callback`,
    }).toString();
    const response = await fetch(url, { redirect: 'manual' });
    const location = new URL(response.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('stop() ends the process', async () => {
    const other = await startIdentityProvider({ clients, accounts: [alice] });
    await other.stop();
    await expect(fetch(`${other.issuer}/.well-known/openid-configuration`)).rejects.toThrow();
  });
});
