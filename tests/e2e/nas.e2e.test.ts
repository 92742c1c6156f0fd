/**
 * File systems and mount points end to end, in Chromium on a gateway of this file's own (simulation ten
 * times faster): as usr-owner a file system is created with the price of its capacity shown, then a mount point in it
 * with the price of its quota; a quota below the contract's minimum is refused on its field; the mount point is
 * renamed and deleted; the vNAS without a shared target says to bind one. Screenshots in English (light, dark) and
 * Chinese; axe on the page in both modes.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './lib/browser';
import { checkAccessible, labelled, rowsOf, waitForStatus, zh } from './lib/console';
import { useOwnGateway } from './lib/own-gateway';

const gateway = useOwnGateway({ speed: 0.1 });
const browser = useBrowser({ origin: () => gateway.origin });
const NAS = '/pek3/hpc/nas';
const PRICE = /^\d+\.\d{4} [A-Z]{3}$/;

describe('file systems and mount points', () => {
  it('creates a file system and a mount point with their price shown, refuses a quota below the minimum, renames and deletes the mount point', async () => {
    const page = await browser.current.as('usr-owner', { locale: 'en' });
    const p = page.page;
    await page.goto(NAS);
    await page.settle();

    await p.getByRole('button', { name: 'Create file system' }).click();
    const createFs = p.getByRole('dialog', { name: 'Create file system' });
    await expect.poll(async () => (await createFs.getByTestId('nas-cost-amount').textContent({ timeout: 20_000 })) ?? '').toMatch(PRICE);
    await createFs.getByLabel(labelled('Name')).fill('e2e_results_fs');
    await page.screenshot('nas-create-file-system-en-light');
    await createFs.getByRole('button', { name: 'Create' }).click();
    await createFs.waitFor({ state: 'detached', timeout: 30_000 });
    await waitForStatus(rowsOf(p, 'File systems', 'e2e_results_fs'), 'Active');

    // The new file system is the chosen one: its mount points are listed below it.
    const create = p.getByRole('button', { name: 'Create mount point' });
    await expect.poll(() => create.isEnabled(), { timeout: 30_000 }).toBe(true);
    await create.click();
    const createExport = p.getByRole('dialog', { name: 'Create mount point in e2e_results_fs' });
    await expect
      .poll(async () => (await createExport.getByTestId('nas-cost-amount').textContent({ timeout: 20_000 })) ?? '')
      .toMatch(PRICE);
    await createExport.getByLabel(labelled('Name')).fill('e2e_scratch');
    await createExport.getByLabel(labelled('Quota (GiB)')).fill('20');
    await page.screenshot('nas-create-mount-point-en-light');
    await createExport.getByRole('button', { name: 'Create' }).click();
    await createExport.waitFor({ state: 'detached', timeout: 30_000 });
    const table = 'Mount points of e2e_results_fs';
    await waitForStatus(rowsOf(p, table, 'e2e_scratch'), 'Active');

    await p.getByRole('button', { name: 'Actions of e2e_scratch' }).click();
    await p.getByRole('menuitem', { name: 'Change quota' }).click();
    const quota = p.getByRole('dialog', { name: 'Change the quota of e2e_scratch' });
    const field = quota.getByLabel(labelled('Quota (GiB)'));
    await field.fill('5');
    await quota.getByText('Enter a quota of at least 10 GiB to see its price.').waitFor();
    await quota.getByRole('button', { name: 'Save' }).click();
    await quota.getByText('Must be at least 10').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await page.screenshot('nas-quota-below-minimum-en-light');
    await quota.getByRole('button', { name: 'Cancel' }).click();
    await quota.waitFor({ state: 'detached' });
    expect(await rowsOf(p, table, 'e2e_scratch').getByText('20 GB', { exact: false }).count()).toBeGreaterThan(0);

    await p.getByRole('button', { name: 'Actions of e2e_scratch' }).click();
    await p.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = p.getByRole('dialog', { name: 'Rename mount point e2e_scratch' });
    await rename.getByLabel(labelled('Name')).fill('e2e_scratch_2');
    await rename.getByRole('button', { name: 'Save' }).click();
    await rename.waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => rowsOf(p, table, 'e2e_scratch_2').count(), { timeout: 30_000 }).toBe(1);

    const dark = await browser.current.as('usr-owner', { locale: 'en', colorScheme: 'dark' });
    await dark.goto(NAS);
    await dark.settle();
    const vnas = dark.page.getByRole('table', { name: 'vNAS servers' });
    await vnas.getByText('No shared target: bind a shared target to it in the vNas detail before a cluster can mount it.').waitFor();
    await vnas.scrollIntoViewIfNeeded();
    await dark.screenshot('nas-overview-en-dark');
    await checkAccessible(dark, 'the NAS page, en dark');
    const chinese = await browser.current.as('usr-owner');
    await chinese.goto(NAS);
    await chinese.settle();
    await chinese.page.getByRole('button', { name: zh('Create file system') }).click();
    const zhDialog = chinese.page.getByRole('dialog', { name: zh('Create file system') });
    await expect.poll(async () => (await zhDialog.getByTestId('nas-cost-amount').textContent({ timeout: 20_000 })) ?? '').toMatch(PRICE);
    await chinese.screenshot('nas-create-file-system-zh-light');

    await p.getByRole('button', { name: 'Actions of e2e_scratch_2' }).click();
    await p.getByRole('menuitem', { name: 'Delete' }).click();
    const remove = p.getByRole('alertdialog', { name: 'Delete mount point e2e_scratch_2' });
    await remove.getByRole('textbox').fill('e2e_scratch_2');
    await remove.getByRole('button', { name: 'Delete' }).click();
    await remove.waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => rowsOf(p, table, 'e2e_scratch_2').count(), { timeout: 60_000 }).toBe(0);
    await checkAccessible(page, 'the NAS page, en light');
  });
});
