/**
 * Sign-in from the organisation (ADR 0064) in Chromium, on a gateway of the file's own configured by an identity
 * file as a site would: a real OpenID provider (oidc-provider in its own process) and Debian's slapd. Grace signs in
 * with the provider's button (English, light) and lands on the page she asked for as the owner her group makes her;
 * signing out ends the provider's session and comes back to the sign-in page. Eve, in no mapped group, is sent back
 * with the reason (Chinese). Linus signs in with the directory's form (Chinese, dark). Each state checked by axe;
 * screenshots of the sign-in page in both languages and colour modes.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/testing/free-port';
import { startIdentityProvider, type IdentityProvider } from '../../server/testing/oidc-provider';
import { slapdAvailable, startDirectory, type Directory } from '../../server/testing/slapd';
import { BASE_PATH, useBrowser, type ActorPage } from './lib/browser';
import { checkAccessible, lightAndDark } from './lib/console';
import { useOwnGateway } from './lib/own-gateway';
import { tr } from './lib/shell';

const available = slapdAvailable();
if (!available) console.warn('organisation sign-in in the browser: skipped, it needs root and /usr/sbin/slapd (Debian package slapd)');

const SECRET = 'e2e-Kx7qP3mW9vR2tY8n';
const people = [
  { login: 'grace', name: 'Grace Hopper', groups: ['hpc-pi'] },
  { login: 'eve', name: 'Eve Mallory', groups: ['marketing'] },
  { login: 'linus', name: 'Linus Pauling', groups: ['hpc-pi'] },
];
const password = (login: string) => `${login[0]!.toUpperCase()}${login.slice(1)}#Pass2026`;

let port = 0;
let idp: IdentityProvider | undefined;
let directory: Directory | undefined;
let folder = '';

// Before the gateway (registered first): its identity file names the provider and the directory.
beforeAll(async () => {
  if (!available) return;
  port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  [idp, directory] = await Promise.all([
    startIdentityProvider({
      clients: [
        {
          client_id: 'hpc-console',
          client_secret: SECRET,
          redirect_uris: [`${origin}${BASE_PATH}api/auth/oidc/callback`],
          post_logout_redirect_uris: [`${origin}${BASE_PATH}login`],
        },
      ],
      accounts: people.map((p) => ({
        sub: `sub-${p.login}`,
        login: p.login,
        password: password(p.login),
        claims: { preferred_username: p.login, name: p.name, email: `${p.login}@example.test`, groups: p.groups },
      })),
    }),
    startDirectory({
      users: people.map((p) => ({ uid: p.login, cn: p.name, mail: `${p.login}.dir@example.test`, password: password(p.login) })),
      groups: [
        { cn: 'hpc-pi', members: ['grace', 'linus'] },
        { cn: 'marketing', members: ['eve'] },
      ],
    }),
  ]);
  folder = mkdtempSync(join(tmpdir(), 'hpc-e2e-identity-'));
  writeFileSync(
    join(folder, 'identity.json'),
    JSON.stringify({
      oidc: { label: 'Example SSO', issuer: idp.issuer, client_id: 'hpc-console', client_secret: SECRET },
      ldap: {
        label: 'Example Directory',
        url: directory.url,
        bind_dn: directory.bindDn,
        bind_password: directory.bindPassword,
        user_base: directory.usersDn,
        group_base: directory.groupsDn,
      },
      mapping: [{ group: 'hpc-pi', as: 'owner', zones: ['pek3', 'sh1a'] }],
    }),
  );
}, 60_000);

afterAll(async () => {
  await Promise.all([idp?.stop(), directory?.stop()]);
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const gateway = useOwnGateway({
  port: () => port,
  env: () =>
    available
      ? { HPC_IDENTITY_FILE: join(folder, 'identity.json'), HPC_PUBLIC_URL: `http://127.0.0.1:${port}`, HPC_BASE_PATH: BASE_PATH }
      : {},
});
const browser = useBrowser({ origin: () => gateway.origin });

async function openSignIn(page: ActorPage, locale: 'en' | 'zh', query = ''): Promise<void> {
  await page.goto(`login${query}`);
  await page.page.getByRole('link', { name: tr(locale, 'Sign in with {label}', { label: 'Example SSO' }) }).waitFor();
  await page.settle();
}

/** Signs in on the provider's own page, which then sends the browser back through the gateway. */
async function onProviderPage(page: ActorPage, login: string): Promise<void> {
  await page.page.waitForURL((url) => url.origin === idp!.issuer, { timeout: 20_000 });
  await page.page.locator('input[name="login"]').fill(login);
  await page.page.locator('input[name="password"]').fill(password(login));
  await page.page.getByRole('button', { name: 'Sign in' }).click();
}

describe.skipIf(!available)('sign-in from the organisation, in the browser', () => {
  it('Grace signs in with single sign-on, lands where she asked as an owner, and signs out of the provider too', async () => {
    const page = await browser.current.anonymous({ locale: 'en' });
    await openSignIn(page, 'en', `?next=${encodeURIComponent('/pek3/hpc/hpc_job')}`);
    expect(await page.page.getByRole('radio', { name: 'Example Directory' }).isChecked()).toBe(true);
    await checkAccessible(page, 'the sign-in page with single sign-on and a directory');
    await lightAndDark(page, 'organisation-sign-in-en');
    await page.page.getByRole('link', { name: 'Sign in with Example SSO' }).click();
    await onProviderPage(page, 'grace');
    await page.waitForPath('/pek3/hpc/hpc_job', 30_000);
    await page.settle();
    await page.page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.page.getByText('Grace Hopper').first().waitFor();
    const sessions = await idp!.sessions('grace');
    expect(sessions).toBe(1);
    await page.page.getByRole('menuitem', { name: 'Sign out' }).click();
    // The provider's sign-out page submits itself and comes back to the sign-in page.
    await page.page.waitForURL((url) => url.origin === gateway.origin && url.pathname === `${BASE_PATH}login`, { timeout: 30_000 });
    await page.page.getByRole('link', { name: 'Sign in with Example SSO' }).waitFor();
    expect(await idp!.sessions('grace')).toBe(0);
    const after = await page.page.evaluate(async (api) => (await fetch(`${api}/auth/session`)).status, `${BASE_PATH}api`);
    expect(after).toBe(401);
  });

  it('Eve, in no group the site maps, is sent back with the reason in Chinese; Linus signs in with the directory', async () => {
    const page = await browser.current.anonymous({
      locale: 'zh',
      colorScheme: 'dark',
      allow: [{ status: 403, path: /\/api\/auth\/login\/directory$/, why: 'eve is refused by the directory form on purpose' }],
    });
    await openSignIn(page, 'zh');
    await page.page.getByRole('link', { name: tr('zh', 'Sign in with {label}', { label: 'Example SSO' }) }).click();
    await onProviderPage(page, 'eve');
    await page.waitForPath('/login', 30_000);
    const reason = page.page.getByRole('alert');
    await reason.waitFor();
    expect(await reason.textContent()).toBe(tr('zh', 'Your account is not in a group that may use this console. Ask your administrator.'));
    await checkAccessible(page, 'a refused single sign-on');
    await lightAndDark(page, 'organisation-sign-in-refused-zh');

    // The directory: eve is refused in words, Linus is let in as the owner his group makes him.
    await page.page.locator('input[name="user_name"]').fill('eve');
    await page.page.locator('input[name="password"]').fill(password('eve'));
    await page.page.getByRole('button', { name: tr('zh', 'Sign in'), exact: true }).click();
    // The gateway's words replace the provider's reason: one alert at a time.
    await expect.poll(() => page.page.getByRole('alert').textContent()).toBe('账号 eve 不在可以使用此控制台的组中：请联系您的管理员');
    await checkAccessible(page, 'the directory refusing a user in no mapped group');
    await page.page.locator('input[name="user_name"]').fill('linus');
    await page.page.locator('input[name="password"]').fill(password('linus'));
    await page.page.getByRole('button', { name: tr('zh', 'Sign in'), exact: true }).click();
    await page.page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 });
    await page.settle();
    const me = await page.page.evaluate(
      async (api) => (await (await fetch(`${api}/auth/session`)).json()) as Record<string, unknown>,
      `${BASE_PATH}api`,
    );
    expect(me.user).toMatchObject({ user_name: 'Linus Pauling', is_ldap_user: true, role: 'user', user_type: 0, zones: ['pek3', 'sh1a'] });
  });
});
