/**
 * Personal access tokens (ADR 0063) in Chromium on the run's gateway: usr-owner opens Access tokens from the account
 * menu (English, dark), makes a token with the Jobs scope, copies it from the dialog that shows it once, and a script
 * (this test's fetch, no cookie, no CSRF token) lists the clusters with it and is refused a cluster change in words;
 * the list then shows when and where it was last used; revoked in the console, the script is refused. iam-alice
 * (Chinese, light) finds the Admin scope shown but not checkable. Each state checked by axe; screenshots of the page and the
 * dialogs in both languages and colour modes.
 */
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { E2E_BASE_PATH } from './global-setup';
import { useBrowser, type ActorPage } from './lib/browser';
import { checkAccessible, lightAndDark, runTag } from './lib/console';
import { tr } from './lib/shell';

const ZONE = 'pek3';
const TAG = runTag();
const NAME = `script_${TAG}`;
const browser = useBrowser();
const api = () => `${inject('e2eUrl')}${E2E_BASE_PATH}api`;

async function openTokens(page: ActorPage, locale: 'en' | 'zh'): Promise<void> {
  const t = (message: string) => tr(locale, message);
  await page.goto(`/${ZONE}/hpc/hpc_clusters`);
  await page.settle();
  await page.page.getByRole('button', { name: t('Account'), exact: true }).click();
  await page.page.getByRole('menuitem', { name: t('Access tokens') }).click();
  await page.waitForPath(`/${ZONE}/hpc/access_tokens`, 20_000);
  await page.page.getByRole('heading', { name: t('Access tokens'), level: 1 }).waitFor();
  await page.page.getByRole('button', { name: t('New token') }).waitFor({ timeout: 20_000 });
}

const asScript = (token: string, path: string, init: RequestInit = {}) =>
  fetch(`${api()}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', 'content-type': 'application/json', ...init.headers },
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> }));

describe('personal access tokens, in the browser', () => {
  it('usr-owner makes a Jobs token, a script uses it within its scope, and it is refused once revoked', async () => {
    const page = await browser.current.as('usr-owner', { locale: 'en', colorScheme: 'dark' });
    await openTokens(page, 'en');
    await page.page.getByRole('button', { name: 'New token' }).click();
    const dialog = page.page.getByRole('dialog', { name: 'New access token' });
    await dialog.getByRole('textbox', { name: /Name/ }).fill(NAME);
    // The box's label, as a user clicks it (the input itself is visually hidden).
    await dialog.locator('label[data-scope="checkbox"]').filter({ hasText: 'Jobs' }).click();
    expect(await dialog.getByRole('checkbox', { name: 'Jobs' }).isChecked()).toBe(true);
    await checkAccessible(page, 'the new token dialog');
    await lightAndDark(page, 'access-token-new-en');
    await dialog.getByRole('button', { name: 'Make token' }).click();
    const shown = page.page.getByRole('dialog', { name: 'Your new token' });
    const field = shown.getByRole('textbox', { name: 'Access token' });
    await field.waitFor({ timeout: 20_000 });
    const token = await field.inputValue();
    expect(token).toMatch(/^hpc_pat_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    await checkAccessible(page, 'the token shown once');
    await lightAndDark(page, 'access-token-once-en');
    await shown.getByRole('button', { name: 'I have copied it' }).click();

    const clusters = await asScript(token, '/portal-hpc/cluster/list?zone=pek3');
    expect(clusters.status, JSON.stringify(clusters.body)).toBe(200);
    expect(Array.isArray(clusters.body.cluster_set)).toBe(true);
    const change = await asScript(token, '/portal-hpc/cluster/stopCluster', { method: 'POST', body: JSON.stringify({ cluster_ids: [] }) });
    expect(change).toMatchObject({
      status: 403,
      body: { message: `The access token ${NAME} does not have the admin scope this call needs` },
    });

    await page.page.reload();
    const row = page.page.getByRole('row').filter({ hasText: NAME });
    await row.getByText('127.0.0.1').waitFor({ timeout: 20_000 });
    await row.getByText('Active', { exact: true }).waitFor();
    await checkAccessible(page, 'the access tokens page');
    await lightAndDark(page, 'access-tokens-en', row);
    await row.getByRole('button', { name: `Revoke ${NAME}` }).click();
    const confirm = page.page.getByRole('alertdialog', { name: `Revoke ${NAME}?` });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await row.getByText('Revoked', { exact: true }).waitFor({ timeout: 20_000 });
    const refused = await asScript(token, '/portal-hpc/cluster/list?zone=pek3');
    expect(refused).toMatchObject({ status: 401, body: { message: `The access token ${NAME} was revoked` } });
  });

  it('iam-alice, in Chinese, is offered every scope but Admin', async () => {
    const page = await browser.current.as('iam-alice', { locale: 'zh', colorScheme: 'light' });
    await openTokens(page, 'zh');
    await page.page.getByRole('button', { name: tr('zh', 'New token') }).click();
    const dialog = page.page.getByRole('dialog', { name: tr('zh', 'New access token') });
    const admin = dialog.getByRole('checkbox', { name: tr('zh', 'Admin') });
    await admin.waitFor({ state: 'attached', timeout: 20_000 });
    expect(await admin.isDisabled()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: tr('zh', 'Files') }).isDisabled()).toBe(false);
    await checkAccessible(page, 'the new token dialog (zh)');
    await lightAndDark(page, 'access-token-new-zh');
    await dialog.getByRole('button', { name: tr('zh', 'Cancel') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await lightAndDark(page, 'access-tokens-zh');
  });
});
