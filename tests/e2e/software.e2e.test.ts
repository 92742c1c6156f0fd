/**
 * Software applications end to end (ADR 0025), in Chromium on a gateway of this file's own. Set up
 * through the API: usr-owner opens HPC for usr-sub and makes it a read-write member of the shared EHPC cluster.
 * usr-sub (English, dark) applies for Abaqus on that cluster through the dialog and sees it pending; usr-admin
 * (Chinese, light) approves it on the Applications tab after the confirmation naming it; usr-sub then sees it
 * passed, and Abaqus among its graphics applications with its Open button; usr-owner (Chinese) sees the remote
 * apps' bill. Screenshots of each step.
 */
import { describe, expect, it } from 'vitest';
import { SEED_PROJECT } from '../../server/domains/accounts/seed-data';
import { SEED } from '../../server/seed/fixtures';
import { useBrowser } from './lib/browser';
import { labelled, rowsOf, toast, waitForStatus, zh } from './lib/console';
import { useOwnGateway } from './lib/own-gateway';

const gateway = useOwnGateway();
const browser = useBrowser({ origin: () => gateway.origin });
const CLUSTER = SEED.clusters.ehpcActive;
const SOFTWARE = '/pek3/hpc/software';

describe('software applications', () => {
  it('usr-sub applies for a package, usr-admin approves it, usr-sub sees it passed and can open it', async () => {
    const owner = await gateway.client('usr-owner');
    await owner.post('/portal-hpc/subuser/permission/enable', { zone: 'pek3', sub_user_id: 'usr-sub' });
    await owner.post('/portal-hpc/project/delMember', { project_id: SEED_PROJECT.project_id, user_ids: ['usr-sub'] });
    await owner.post('/portal-hpc/project/addMember', {
      project_id: SEED_PROJECT.project_id,
      members: [{ user_id: 'usr-sub', permission: 'readwrite', role_type: 'member' }],
    });

    const sub = await browser.current.as('usr-sub', { locale: 'en', colorScheme: 'dark' });
    const p = sub.page;
    await sub.goto(SOFTWARE);
    await sub.settle();
    const row = rowsOf(p, 'Software', 'Abaqus');
    await row.waitFor({ timeout: 30_000 });
    expect(await waitForStatus(row, 'new')).toBe('new');
    await row.getByRole('button', { name: 'Apply for use: Abaqus' }).click();
    const dialog = p.getByRole('dialog', { name: 'Apply for Abaqus 2023' });
    await dialog.locator(`option[value="${CLUSTER}"]`).waitFor({ state: 'attached', timeout: 20_000 });
    await dialog.getByRole('combobox').selectOption(CLUSTER);
    await dialog.getByLabel(labelled('Reason')).fill('Crash simulation of the e2e run');
    await sub.screenshot('software-apply-en-dark');
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await toast(p, 'Applied for Abaqus 2023').waitFor({ timeout: 30_000 });
    await waitForStatus(row, 'pending', 30_000);
    expect(await row.getByRole('button', { name: 'Apply for use: Abaqus' }).count()).toBe(0);

    const admin = await browser.current.as('usr-admin');
    await admin.goto(`${SOFTWARE}?tab=applications`);
    await admin.settle();
    const pending = rowsOf(admin.page, zh('Software applications'), 'Abaqus');
    await pending.waitFor({ timeout: 30_000 });
    await pending.getByRole('button', { name: zh('Approve') }).click();
    const confirm = admin.page.getByRole('dialog', { name: zh('Approve the application for {name}?', { name: 'Abaqus 2023' }) });
    await confirm.getByText('Crash simulation of the e2e run').waitFor();
    await admin.screenshot('software-approve-zh-light');
    await confirm.getByRole('button', { name: zh('Approve') }).click();
    await toast(admin.page, zh('The application for {name} is approved', { name: 'Abaqus 2023' })).waitFor({ timeout: 30_000 });

    await sub.goto(SOFTWARE);
    await sub.settle();
    await waitForStatus(row, 'passed', 30_000);
    await sub.goto('/pek3/hpc/graphics_service');
    await sub.settle();
    await rowsOf(p, 'Graphics applications', 'Abaqus').getByRole('button', { name: 'Open Abaqus' }).waitFor({ timeout: 30_000 });
    await sub.screenshot('graphics-apps-en-dark');

    const account = await browser.current.as('usr-owner');
    await account.goto('/pek3/hpc/graphics_service?tab=bill');
    await account.settle();
    await account.page
      .getByRole('table', { name: zh('Remote app bill') })
      .getByRole('row')
      .nth(1)
      .waitFor({ timeout: 30_000 });
    await account.screenshot('graphics-bill-zh-light');
  });
});
