/**
 * Queues end to end, in Chromium on a gateway of this file's own (simulation ten times faster): as
 * usr-owner on the HPC cluster, a private queue is bound with its cost shown once a queue type is chosen, renamed
 * and unbound; on the EHPC cluster a queue is added, two compute nodes are moved into it and its detail drawer
 * lists them; usr-sub (a read-only member of the EHPC cluster) sees the queues but no change. Screenshots in
 * English (light, dark) and Chinese.
 */
import { describe, expect, it } from 'vitest';
import { SEED } from '../../server/seed/fixtures';
import { useBrowser } from './lib/browser';
import { chooseFirstOption, labelled, rowsOf, waitForStatus, zh } from './lib/console';
import { useOwnGateway } from './lib/own-gateway';

const gateway = useOwnGateway({ speed: 0.1 });
const browser = useBrowser({ origin: () => gateway.origin });
const HPC = SEED.clusters.hpcActive;
const EHPC = SEED.clusters.ehpcActive;
const queueTab = (cluster: string) => `/pek3/hpc/hpc_clusters/${cluster}/queue_list`;

async function clusterName(id: string): Promise<string> {
  const [row] = await gateway.db.query<{ cluster_name: string }>('SELECT cluster_name FROM clusters WHERE cluster_id = $1', [id]);
  return row.cluster_name;
}

describe('queues', () => {
  it('binds a private queue with its cost shown, renames it and unbinds it on an HPC cluster', async () => {
    const page = await browser.current.as('usr-owner', { locale: 'en' });
    const p = page.page;
    const table = `Queues of ${await clusterName(HPC)}`;
    await page.goto(queueTab(HPC));
    await page.settle();
    await p.getByRole('button', { name: 'Bind private queue' }).click();
    const dialog = p.getByRole('dialog', { name: 'Bind private queue' });
    await dialog.getByText('Choose a queue type to see its price.').waitFor();
    await chooseFirstOption(dialog.getByLabel(labelled('Queue type')));
    await expect
      .poll(async () => (await dialog.getByTestId('queue-cost-amount').textContent({ timeout: 20_000 })) ?? '')
      .toMatch(/^\d+\.\d{4} [A-Z]{3}$/);
    await dialog.getByLabel(labelled('Queue name')).fill('e2e_bind');
    await page.screenshot('queues-bind-en-light');
    await dialog.getByRole('button', { name: 'Bind' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    const bound = rowsOf(p, table, 'e2e_bind');
    await waitForStatus(bound, 'active');

    await p.getByRole('button', { name: 'Actions of e2e_bind' }).click();
    await p.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = p.getByRole('dialog', { name: 'Rename queue e2e_bind' });
    await rename.getByLabel(labelled('Queue name')).fill('e2e_renamed');
    await rename.getByRole('button', { name: 'Save' }).click();
    await rename.waitFor({ state: 'detached', timeout: 30_000 });
    const renamed = rowsOf(p, table, 'e2e_renamed');
    await waitForStatus(renamed, 'active');

    await p.getByRole('button', { name: 'Actions of e2e_renamed' }).click();
    await p.getByRole('menuitem', { name: 'Unbind' }).click();
    const unbind = p.getByRole('alertdialog', { name: 'Unbind private queue' });
    await unbind.getByText('e2e_renamed').waitFor();
    await page.screenshot('queues-unbind-en-light');
    await unbind.getByRole('button', { name: 'Unbind' }).click();
    await unbind.waitFor({ state: 'detached', timeout: 30_000 });
    await expect
      .poll(
        async () => {
          await p.getByRole('button', { name: 'Refresh' }).first().click();
          return renamed.count();
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(0);
  });

  it('adds a queue to an EHPC cluster, moves two nodes into it and shows them in its drawer', async () => {
    const page = await browser.current.as('usr-owner', { locale: 'en' });
    const p = page.page;
    const table = `Queues of ${await clusterName(EHPC)}`;
    await page.goto(queueTab(EHPC));
    await page.settle();
    await p.getByRole('button', { name: 'Add queue' }).click();
    const add = p.getByRole('dialog', { name: 'Add queue' });
    await add.getByLabel(labelled('Queue name')).fill('e2e_q');
    await add.getByRole('table', { name: 'Compute nodes to put in the queue' }).getByRole('row').nth(1).waitFor();
    await add.getByRole('button', { name: 'Add' }).click();
    await add.waitFor({ state: 'detached', timeout: 30_000 });
    const row = rowsOf(p, table, 'e2e_q');
    await waitForStatus(row, 'active');

    await p.getByRole('button', { name: 'Actions of e2e_q' }).click();
    await p.getByRole('menuitem', { name: 'Move nodes in' }).click();
    const move = p.getByRole('dialog', { name: 'Move nodes into queue e2e_q' });
    const picker = move.getByRole('table', { name: 'Compute nodes to move into the queue' });
    const choosable = picker.locator('input[type="checkbox"][aria-label="Select row"]:not([disabled])');
    await choosable.first().waitFor({ timeout: 20_000 });
    await choosable.nth(0).check();
    await choosable.nth(1).check();
    await page.screenshot('queues-move-nodes-en-light');
    await move.getByRole('button', { name: 'Move in' }).click();
    await move.waitFor({ state: 'detached', timeout: 30_000 });
    await waitForStatus(row, 'active');

    await row.getByRole('button', { name: 'e2e_q', exact: true }).click();
    const drawer = p.getByRole('dialog', { name: 'Queue e2e_q' });
    await expect
      .poll(
        async () => {
          await p.waitForTimeout(500);
          return drawer.getByRole('table', { name: 'Nodes of the queue' }).getByRole('row').count();
        },
        { timeout: 30_000 },
      )
      .toBe(3);
    await expect.poll(() => drawer.getByTestId('queue-cores').textContent()).toMatch(/^0 \/ \d+ \(0%\)$/);
    await page.screenshot('queues-drawer-en-light');

    const dark = await browser.current.as('usr-owner', { locale: 'en', colorScheme: 'dark' });
    await dark.goto(queueTab(EHPC));
    await dark.settle();
    await rowsOf(dark.page, table, 'e2e_q').waitFor();
    await dark.screenshot('queues-ehpc-en-dark');
    const chinese = await browser.current.as('usr-owner');
    await chinese.goto(queueTab(EHPC));
    await chinese.settle();
    await chinese.page.getByRole('button', { name: zh('Add queue') }).click();
    await chinese.page
      .getByRole('dialog', { name: zh('Add queue') })
      .getByRole('row')
      .nth(1)
      .waitFor();
    await chinese.screenshot('queues-add-zh-light');
  });

  it('shows usr-sub, a read-only member of the EHPC cluster, its queues and no change', async () => {
    // The owner opens usr-sub's HPC service (ADR 0042).
    await (await gateway.client('usr-owner')).post('/portal-hpc/subuser/permission/enable', { zone: 'pek3', sub_user_id: 'usr-sub' });
    const page = await browser.current.as('usr-sub', { locale: 'en' });
    const p = page.page;
    await page.goto(queueTab(EHPC));
    await page.settle();
    await rowsOf(p, `Queues of ${await clusterName(EHPC)}`, SEED.queues.ehpcNormal).waitFor({ timeout: 30_000 });
    expect(await p.getByRole('button', { name: 'Add queue' }).count()).toBe(0);
    expect(await p.getByRole('button', { name: /^Actions of / }).count()).toBe(0);
    expect(await p.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    expect(await p.getByRole('checkbox').count()).toBe(0);
    await page.screenshot('queues-readonly-en-light');
  });
});
