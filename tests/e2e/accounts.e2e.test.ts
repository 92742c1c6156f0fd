/**
 * Accounts end to end, in Chromium on a gateway of this file's own. usr-owner adds a user to the
 * active HPC cluster through the quota modal (core-hours, storage, a queue), sees it in the list with its usage
 * bars once the addition has ended, modifies its quota and deletes it after the confirmation naming it. Screenshots
 * in English (light, dark) and Chinese. usr-owner creates a sub-account with a generated password; usr-sub, whose HPC
 * is not opened, is shown the link to send to its owner; usr-owner follows it, finds usr-sub highlighted and opens
 * HPC for it, and sees its initial HPC password once.
 */
import { describe, expect, it } from 'vitest';
import { SEED } from '../../server/seed/fixtures';
import { useBrowser } from './lib/browser';
import { labelled, rowsOf, toast, zh } from './lib/console';
import { useOwnGateway } from './lib/own-gateway';

const gateway = useOwnGateway();
const browser = useBrowser({ origin: () => gateway.origin });
const CLUSTER = SEED.clusters.hpcActive;
const USERS = `/pek3/hpc/users?cluster_id=${CLUSTER}`;
const USER_MGT = '/pek3/hpc/user_mgt/main/user_management';

async function clusterName(): Promise<string> {
  const [row] = await gateway.db.query<{ cluster_name: string }>('SELECT cluster_name FROM clusters WHERE cluster_id = $1', [CLUSTER]);
  return row.cluster_name;
}

describe('cluster users', () => {
  it('usr-owner adds a user with quotas, sees its bars, modifies and deletes it', async () => {
    const name = await clusterName();
    const account = `e2e_${String(Date.now()).slice(-6)}`;
    const page = await browser.current.as('usr-owner', { locale: 'en' });
    const p = page.page;
    await page.goto(USERS);
    await page.settle();

    await p.getByRole('button', { name: 'Add user' }).click();
    const dialog = p.getByRole('dialog', { name: `Add a user to cluster ${name}` });
    await dialog.getByLabel(labelled('Account')).fill(account);
    await dialog.getByLabel(labelled('Password')).fill('Hpc@User2026x');
    await dialog.getByLabel(labelled('Allocated core-hours')).fill('4');
    await dialog.getByLabel(labelled('Storage quota (GB)')).fill('20');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.getByTestId('field-error').filter({ hasText: 'Must be at least 5' }).waitFor();
    await dialog.getByLabel(labelled('Allocated core-hours')).fill('200');
    const queue = dialog.getByRole('group', { name: 'Queues' }).getByRole('checkbox').first();
    await queue.waitFor();
    await queue.check({ force: true });
    await page.screenshot('accounts-cluster-user-add-en-light');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    await toast(p, `User ${account} is added to cluster ${name}`).waitFor({ timeout: 60_000 });

    const row = rowsOf(p, `Users of ${name}`, account);
    await row.waitFor({ timeout: 30_000 });
    // The usage bars: used against allocated core-hours and storage, in the usage colours.
    await expect.poll(() => row.locator('[aria-label="Core-hours used"]').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await row.locator('[aria-label="Storage used"]').count()).toBeGreaterThan(0);
    expect(await row.textContent()).toContain('0 / 200');
    await page.screenshot('accounts-cluster-users-en-light');

    await row.getByRole('button', { name: `Actions of ${account}` }).click();
    await p.getByRole('menuitem', { name: 'Modify' }).click();
    const modify = p.getByRole('dialog', { name: `Modify user ${account}` });
    expect(await modify.getByLabel(labelled('Allocated core-hours')).inputValue()).toBe('200');
    await modify.getByLabel(labelled('Allocated core-hours')).fill('300');
    await modify.getByRole('button', { name: 'Save' }).click();
    await toast(p, `User ${account} is modified`).waitFor({ timeout: 60_000 });
    await expect.poll(async () => (await row.textContent()) ?? '', { timeout: 30_000 }).toContain('0 / 300');

    // The same list in dark mode and in Chinese.
    const dark = await browser.current.as('usr-owner', { locale: 'en', colorScheme: 'dark' });
    await dark.goto(USERS);
    await dark.settle();
    await rowsOf(dark.page, `Users of ${name}`, account).waitFor({ timeout: 30_000 });
    await dark.screenshot('accounts-cluster-users-en-dark');
    const chinese = await browser.current.as('usr-owner');
    await chinese.goto(USERS);
    await chinese.settle();
    await chinese.page.getByRole('button', { name: zh('Add user') }).click();
    await chinese.page.getByRole('dialog', { name: zh('Add a user to cluster {clusterName}', { clusterName: name }) }).waitFor();
    await chinese.screenshot('accounts-cluster-user-add-zh-light');
    await chinese.page.keyboard.press('Escape');

    await row.getByRole('button', { name: `Actions of ${account}` }).click();
    await p.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = p.getByRole('alertdialog', { name: `Delete user ${account}?` });
    await confirm.getByText(`User ${account} is removed from cluster ${name}`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(p, `User ${account} is deleted`).waitFor({ timeout: 60_000 });
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(0);
  });
});

describe('cluster users as the IAM user acting for the owner', () => {
  it('iam-alice reads the users of a cluster not shared with her, is offered no add, modify or delete, and is told why', async () => {
    const name = await clusterName();
    for (const [locale, colorScheme] of [
      ['en', 'light'],
      ['en', 'dark'],
      ['zh', 'light'],
      ['zh', 'dark'],
    ] as const) {
      const page = await browser.current.as('iam-alice', { locale, colorScheme });
      const p = page.page;
      await page.goto(USERS);
      await page.settle();
      const reason = 'Only the account owner adds, modifies and deletes the users of this cluster.';
      await p
        .getByTestId('cluster-users-owner-only')
        .filter({ hasText: locale === 'zh' ? zh(reason) : reason })
        .waitFor({ timeout: 30_000 });
      const table = locale === 'zh' ? zh('Users of {name}', { name }) : `Users of ${name}`;
      await rowsOf(p, table, 'usr_owner').waitFor({ timeout: 30_000 });
      expect(await p.getByRole('button', { name: locale === 'zh' ? zh('Add user') : 'Add user' }).count()).toBe(0);
      expect(
        await p
          .getByRole('button', { name: locale === 'zh' ? zh('Actions of {name}', { name: 'usr_owner' }) : 'Actions of usr_owner' })
          .count(),
      ).toBe(0);
      await page.screenshot(`accounts-cluster-users-iam-${locale}-${colorScheme}`);
    }
  });
});

describe('sub-accounts', () => {
  it('usr-owner creates a sub-account, and opens HPC for usr-sub from the link its notice gives', async () => {
    const page = await browser.current.as('usr-owner', { locale: 'en' });
    const p = page.page;
    await page.goto(USER_MGT);
    await page.settle();
    await p.getByRole('button', { name: 'Create sub-account' }).click();
    const dialog = p.getByRole('dialog', { name: 'Create a sub-account' });
    const email = `e2e.${Date.now()}@example.com`;
    await dialog.getByLabel(labelled('Name')).fill('E2E Sub');
    await dialog.getByLabel(labelled('E-mail')).fill(email);
    const password = (await dialog.getByTestId('generated-password').textContent()) ?? '';
    expect(password).toMatch(/^(?=(?:.*[A-Z]){3})(?=(?:.*[a-z]){3})(?=(?:.*\d){3})(?=(?:.*[!@#%$^&*]){2})[A-Za-z\d!@#%$^&*]{11}$/);
    await page.screenshot('accounts-sub-account-create-en-light');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await toast(p, 'Sub-account E2E Sub is created').waitFor({ timeout: 30_000 });
    await rowsOf(p, 'Sub-accounts', email).waitFor({ timeout: 30_000 });

    // usr-sub's notice gives the place where its owner opens HPC for it.
    const sub = await browser.current.as('usr-sub', { locale: 'en' });
    await sub.goto('/pek3/hpc/');
    await sub.page.getByText('HPC permission is not opened for your account').waitFor({ timeout: 30_000 });
    const link = (await sub.page.getByTestId('sub-account-link').textContent()) ?? '';
    expect(link).toContain(`${USER_MGT}?sub_user=usr-sub`);
    await sub.screenshot('accounts-sub-user-not-opened-en-light');

    await p.goto(link);
    await page.settle();
    const open = p.getByRole('button', { name: 'Open HPC for ' + (await subUserName()) });
    await open.waitFor({ timeout: 30_000 });
    await expect.poll(() => open.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.screenshot('accounts-sub-account-highlighted-en-light');
    await open.click();
    await p
      .getByRole('dialog', { name: /^Open HPC for / })
      .getByRole('button', { name: 'Open HPC' })
      .click();
    const row = rowsOf(p, 'Sub-accounts', 'usr-sub');
    await expect.poll(async () => (await row.textContent()) ?? '', { timeout: 30_000 }).toContain('Opened');
    await row.getByText('Initial HPC password').waitFor({ timeout: 30_000 });
    const [permission] = await gateway.db.query<{ status: string }>(
      "SELECT status FROM permissions WHERE user_id = 'usr-sub' AND zone = 'pek3'",
    );
    expect(permission.status).toBe('enable');

    const dark = await browser.current.as('usr-owner', { locale: 'en', colorScheme: 'dark' });
    await dark.goto(USER_MGT);
    await dark.settle();
    await dark.page.getByRole('table', { name: 'Sub-accounts' }).waitFor({ timeout: 30_000 });
    await dark.screenshot('accounts-sub-accounts-en-dark');
    const chinese = await browser.current.as('usr-owner');
    await chinese.goto(USER_MGT);
    await chinese.settle();
    await chinese.page.getByRole('table', { name: zh('Sub-accounts') }).waitFor({ timeout: 30_000 });
    await chinese.screenshot('accounts-sub-accounts-zh-light');
  });
});

async function subUserName(): Promise<string> {
  const [row] = await gateway.db.query<{ user_name: string }>("SELECT user_name FROM users WHERE user_id = 'usr-sub'");
  return row.user_name;
}
