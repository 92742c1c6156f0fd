import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { readIdentity } from './settings';

const folder = mkdtempSync(join(tmpdir(), 'hpc-identity-'));
let files = 0;
function identityFile(content: unknown): string {
  const path = join(folder, `identity-${files++}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

const oidc = (secret: unknown) => ({
  issuer: 'https://idp.example.com/realms/hpc',
  client_id: 'hpc-console',
  ...(secret === undefined ? {} : { client_secret: secret }),
});
const mapping = [{ group: 'hpc-users', as: 'owner', zones: ['pek3'] }];
const PUBLIC = { HPC_PUBLIC_URL: 'https://hpc.example.com', HPC_BASE_PATH: '/_micro_/hpc/' };

describe('the identity file (HPC_IDENTITY_FILE)', () => {
  it('stops the gateway with an empty, missing, short or example client secret, naming the setting', () => {
    for (const secret of [undefined, '', 'secret', 'changeme', 'ChangeMe', 'replace-me-with-the-providers-secret', 'short-15-chars!']) {
      const env = { ...PUBLIC, HPC_IDENTITY_FILE: identityFile({ oidc: oidc(secret), mapping }) };
      expect(() => readConfig(env), String(secret)).toThrow(/oidc\.client_secret/);
    }
  });

  it('takes a secret from the environment, and refuses an empty one there too', () => {
    const file = identityFile({ oidc: { ...oidc(undefined), client_secret_env: 'SSO_SECRET' }, mapping });
    expect(() => readConfig({ ...PUBLIC, HPC_IDENTITY_FILE: file })).toThrow(/client_secret is empty/);
    const config = readConfig({ ...PUBLIC, HPC_IDENTITY_FILE: file, SSO_SECRET: 'k8Yq2vN5rT9wX3zB7mD1' });
    expect(config.identity.oidc?.clientSecret).toBe('k8Yq2vN5rT9wX3zB7mD1');
  });

  it('derives the redirect URIs from HPC_PUBLIC_URL, and asks for them without it', () => {
    const file = identityFile({ oidc: oidc('k8Yq2vN5rT9wX3zB7mD1'), mapping });
    const { oidc: settings } = readConfig({ ...PUBLIC, HPC_IDENTITY_FILE: file }).identity;
    expect(settings).toMatchObject({
      redirectUri: 'https://hpc.example.com/_micro_/hpc/api/auth/oidc/callback',
      postLogoutRedirectUri: 'https://hpc.example.com/_micro_/hpc/login',
      scopes: ['openid', 'profile', 'email', 'groups'],
      label: 'Single sign-on',
    });
    expect(() => readConfig({ HPC_IDENTITY_FILE: file })).toThrow(/redirect_uri/);
  });

  it('refuses an issuer over plain http except on this machine', () => {
    const file = (issuer: string) => identityFile({ oidc: { ...oidc('k8Yq2vN5rT9wX3zB7mD1'), issuer }, mapping });
    expect(() => readIdentity({ HPC_IDENTITY_FILE: file('http://idp.example.com') }, 'https://hpc.example.com/')).toThrow(/https/);
    expect(readIdentity({ HPC_IDENTITY_FILE: file('http://127.0.0.1:9000') }, 'https://hpc.example.com/').oidc?.issuer).toBe(
      'http://127.0.0.1:9000/',
    );
  });

  it('checks the directory and the mapping, each problem named', () => {
    const ldap = { url: 'ldap://127.0.0.1:389', user_base: 'ou=people,dc=example,dc=test' };
    const cases: [unknown, RegExp][] = [
      ['{ not json', /cannot read/],
      [{ mapping }, /configure oidc, ldap or both/],
      [{ ldap }, /mapping must list/],
      [{ ldap: { ...ldap, url: 'http://x' }, mapping }, /ldap\.url/],
      [{ ldap: { ...ldap, bind_dn: 'cn=reader' }, mapping }, /ldap\.bind_password/],
      [{ ldap: { ...ldap, user_filter: '(uid=alice)' }, mapping }, /user_filter must contain \{user\}/],
      [{ ldap, mapping: [{ group: 'x', as: 'root', zones: ['pek3'] }] }, /mapping\[0\]\.as/],
      [{ ldap, mapping: [{ group: 'x', as: 'iam_user', zones: ['pek3'] }] }, /mapping\[0\]\.account/],
      [{ ldap, mapping: [{ group: 'x', as: 'owner', zones: [] }] }, /mapping\[0\]\.zones/],
    ];
    for (const [content, message] of cases) expect(() => readIdentity({ HPC_IDENTITY_FILE: identityFile(content) })).toThrow(message);
    const settings = readIdentity({ HPC_IDENTITY_FILE: identityFile({ ldap, mapping }) });
    expect(settings.ldap).toMatchObject({
      label: 'Directory',
      userFilter: '(uid={user})',
      groupFilter: '(member={dn})',
      groupBase: ldap.user_base,
    });
  });

  it('keeps the demo accounts unless HPC_DEMO_ACCOUNTS=off, and refuses another value', () => {
    expect(readIdentity({}).demoAccounts).toBe(true);
    expect(readIdentity({ HPC_DEMO_ACCOUNTS: 'off' }).demoAccounts).toBe(false);
    expect(() => readIdentity({ HPC_DEMO_ACCOUNTS: 'no' })).toThrow(/HPC_DEMO_ACCOUNTS/);
  });

  it('keeps `npm start` from starting with an example secret: it says which setting and why, and exits 1', async () => {
    const file = identityFile({ oidc: oidc('changeme'), mapping });
    const root = resolve(import.meta.dirname, '..', '..', '..');
    const started = await promisify(execFile)(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'server', 'main.ts')], {
      cwd: root,
      env: { ...process.env, ...PUBLIC, HPC_IDENTITY_FILE: file, HPC_CLOUD: 'simulated', PORT: '0' },
      timeout: 60_000,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code?: number; stderr?: string }) => ({ code: error.code, stderr: error.stderr ?? '' }),
    );
    expect(started.code).toBe(1);
    expect(started.stderr.trim()).toBe(
      'The gateway does not start: HPC_IDENTITY_FILE: oidc.client_secret is an example value: set the secret the provider gave this console',
    );
  }, 60_000);
});
