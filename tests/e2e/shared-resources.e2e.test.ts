/**
 * Shared members' resources end to end, in Chromium on a gateway of this file's own. Set up through the
 * API: usr-owner shares its active HPC cluster with its IAM user alice (shared/user/addUser: a shared member who can
 * sign in) and makes a folder in the cluster's shared storage. usr-owner then allocates alice a core-hour limit, a
 * storage quota and that folder through the quota modal (a core-hour value under the contract's 1000 refused on its
 * field first); iam-alice signs in and sees the cluster in her list and its limits on her resources page.
 * Then, set up through the API, usr-owner opens HPC for its sub-account usr-sub and shares the cluster with it in a
 * project: usr-owner's user management lists the project (and its login accounts), usr-sub signs in and sees the
 * cluster. Screenshots: the quota modal in Chinese (light), alice's limits and usr-owner's projects in English (dark).
 */
import { describe, expect, it } from 'vitest';
import { SEED } from '../../server/seed/fixtures';
import { useBrowser } from './lib/browser';
import { labelled, toast, zh } from './lib/console';
import { useOwnGateway } from './lib/own-gateway';

const gateway = useOwnGateway({ speed: 0.1 });
const browser = useBrowser({ origin: () => gateway.origin });
const CLUSTER = SEED.clusters.hpcActive;
const FOLDER = 'e2e_wrf_case';

async function clusterName(): Promise<string> {
  const [row] = await gateway.db.query<{ cluster_name: string }>('SELECT cluster_name FROM clusters WHERE cluster_id = $1', [CLUSTER]);
  return row.cluster_name;
}

/** usr-owner shares the cluster with alice and makes a folder in its shared storage; alice's shared_user_id. */
async function setUp(): Promise<{ sharedUserId: string; username: string }> {
  const owner = await gateway.client('usr-owner');
  const username = `alice_${String(Date.now()).slice(-5)}`;
  const added = await owner.post<{ shared_user_id: string }>('/portal-hpc/shared/user/addUser', {
    cluster_id: CLUSTER,
    iam_user_id: 'iamu-alice001',
    username,
    permission: 'readwrite',
  });
  const info = await owner.get<{ nas_info: { nas_id: string; shared_path: string } }>('/portal-hpc/cluster/nasInfo', {
    cluster_id: CLUSTER,
  });
  const prefix = `${info.nas_info.shared_path.split('/').filter(Boolean).join('/')}/`;
  await owner.post('/nas/create_directory', { nas_id: info.nas_info.nas_id, prefix, dir_name: FOLDER });
  // The member's account is made on the cluster asynchronously: allocating waits until it is active.
  await expect
    .poll(
      async () =>
        (await gateway.db.query<{ status: string }>('SELECT status FROM shared_users WHERE shared_user_id = $1', [added.shared_user_id]))[0]
          ?.status,
      { timeout: 60_000 },
    )
    .toBe('active');
  return { sharedUserId: added.shared_user_id, username };
}

describe("a shared member's resource limits", () => {
  it('usr-owner allocates alice core-hours, storage and a folder through the quota modal; alice sees the cluster and its limits', async () => {
    const name = await clusterName();
    const { sharedUserId, username } = await setUp();
    const allocatePath = `/pek3/hpc/user_mgt/sub/allocate_res/${sharedUserId}`;

    // The quota modal in Chinese (light), as the screen users see by default.
    const chinese = await browser.current.as('usr-owner');
    await chinese.goto(allocatePath);
    await chinese.settle();
    await chinese.page.getByRole('button', { name: zh('Allocate resources on {clusterName}', { clusterName: name }) }).click();
    const zhDialog = chinese.page.getByRole('dialog', {
      name: zh('Allocate resources on {clusterName} to {memberName}', { clusterName: name, memberName: username }),
    });
    await zhDialog.getByLabel(labelled(zh('Allocated core-hours'))).fill('999');
    await zhDialog.getByRole('button', { name: zh('Allocate') }).click();
    await zhDialog.getByTestId('field-error').filter({ hasText: '不能小于 1000' }).first().waitFor();
    await chinese.screenshot('shared-resources-quota-zh-light');
    await chinese.page.keyboard.press('Escape');

    const page = await browser.current.as('usr-owner', { locale: 'en' });
    const p = page.page;
    await page.goto(allocatePath);
    await page.settle();
    await p.getByRole('button', { name: `Allocate resources on ${name}` }).click();
    const dialog = p.getByRole('dialog', { name: `Allocate resources on ${name} to ${username}` });
    await dialog.getByLabel(labelled('Allocated core-hours')).fill('999');
    await dialog.getByLabel(labelled('Storage quota (GB)')).fill('50');
    await dialog.getByRole('button', { name: 'Allocate' }).click();
    await dialog.getByTestId('field-error').filter({ hasText: 'Must be at least 1000' }).first().waitFor();
    await dialog.getByLabel(labelled('Allocated core-hours')).fill('2000');
    const folder = dialog.getByRole('checkbox', { name: new RegExp(`/${FOLDER}$`) });
    await folder.waitFor({ timeout: 30_000 });
    await folder.check({ force: true });
    await dialog.getByRole('button', { name: 'Allocate' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    await toast(p, `Resources on cluster ${name} are allocated to ${username}`).waitFor({ timeout: 60_000 });
    const [limit] = await gateway.db.query<{ allocated_core_hours: number; file_system_acl: { sub_path: string; facl: string }[] }>(
      'SELECT allocated_core_hours, file_system_acl FROM shared_user_clusters WHERE shared_user_id = $1 AND cluster_id = $2',
      [sharedUserId, CLUSTER],
    );
    expect(limit.allocated_core_hours).toBe(2000);
    expect(limit.file_system_acl).toEqual([
      expect.objectContaining({ facl: 'rw', sub_path: expect.stringMatching(new RegExp(`/${FOLDER}$`)) }),
    ]);

    // alice signs in: the cluster is in her list, and her resources page shows its limits (and no change for her).
    const alice = await browser.current.as('iam-alice', { locale: 'en', colorScheme: 'dark' });
    await alice.goto('/pek3/hpc/hpc_clusters');
    await alice.settle();
    await alice.page.getByText(name, { exact: true }).first().waitFor({ timeout: 30_000 });
    await alice.goto(allocatePath);
    await alice.settle();
    const card = alice.page.getByText(CLUSTER, { exact: true }).locator('xpath=ancestor::*[contains(@class, "card__root")][1]');
    await expect.poll(async () => (await card.textContent()) ?? '', { timeout: 30_000 }).toContain('2000');
    expect(await card.textContent()).toMatch(/50(\.0+)? ?G/);
    await card.getByText(new RegExp(`/${FOLDER}$`)).waitFor();
    expect(await alice.page.getByRole('button', { name: /Allocate resources|Change the resources|Remove the resources/ }).count()).toBe(0);
    await alice.screenshot('shared-resources-member-en-dark');
  });

  it("usr-owner's projects list the cluster shared with usr-sub, who sees it", async () => {
    const name = await clusterName();
    const owner = await gateway.client('usr-owner');
    await owner.post('/portal-hpc/subuser/permission/enable', { zone: 'pek3', sub_user_id: 'usr-sub' });
    await owner.post('/portal-hpc/project/create', {
      name,
      cluster_id: CLUSTER,
      members: [{ user_id: 'usr-sub', permission: 'readonly', role_type: 'member' }],
    });

    const dark = await browser.current.as('usr-owner', { locale: 'en', colorScheme: 'dark' });
    await dark.goto('/pek3/hpc/user_mgt/main/user_management');
    await dark.settle();
    const projects = dark.page.getByRole('table', { name: 'Projects' });
    await projects.getByText(name, { exact: true }).first().waitFor({ timeout: 30_000 });
    await dark.page.getByRole('table', { name: 'Login accounts' }).waitFor();
    await projects.scrollIntoViewIfNeeded();
    await dark.screenshot('shared-resources-projects-en-dark');

    const sub = await browser.current.as('usr-sub', { locale: 'en' });
    await sub.goto('/pek3/hpc/hpc_clusters/shared');
    await sub.settle();
    await sub.page.getByText(name, { exact: true }).first().waitFor({ timeout: 30_000 });
  });
});
