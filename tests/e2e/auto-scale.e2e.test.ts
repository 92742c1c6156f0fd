/**
 * Auto-scaling end to end, in Chromium as usr-owner on the EHPC cluster, on a gateway of this file's
 * own whose simulation runs ten times faster (HPC_SIM_SPEED 0.1: a policy checked every minute is checked every
 * 6 s, new nodes come up in a fraction of a second): an expand policy is created on the GPU queue through the policy
 * form; jobs that queue more cores than its threshold are submitted; the node count grows in the node_list tab and
 * the run appears in the history with the node it added; a second expand policy on the same queue is refused on its
 * queue field; the policy is disabled. Screenshots in English (light, dark) and Chinese.
 */
import { describe, expect, it } from 'vitest';
import { SEED } from '../../server/seed/fixtures';
import { useBrowser } from './lib/browser';
import { labelled, rowsOf, runTag, statusOf, zh } from './lib/console';
import { useOwnGateway, waitFor } from './lib/own-gateway';

const gateway = useOwnGateway({ speed: 0.1 });
const browser = useBrowser({ origin: () => gateway.origin });
const TAG = runTag();
const CLUSTER = SEED.clusters.ehpcActive;
const QUEUE = SEED.queues.ehpcGpu;
const TAB = `/pek3/hpc/hpc_clusters/${CLUSTER}/auto_scale`;
const NODES = `/pek3/hpc/hpc_clusters/${CLUSTER}/node_list`;
const ONE_PER_QUEUE = 'A queue may have only one policy of each type';

async function queueFacts(): Promise<{ name: string; cores: number; nodes: number }> {
  const [queue] = await gateway.db.query<{ queue_name: string }>('SELECT queue_name FROM queues WHERE hpcqueue_id = $1', [QUEUE]);
  const [{ cores, nodes }] = await gateway.db.query<{ cores: number; nodes: number }>(
    `SELECT coalesce(sum(n.cpu), 0)::int AS cores, count(*)::int AS nodes FROM queue_nodes qn JOIN cluster_nodes n ON n.node_id = qn.node_id
      WHERE qn.hpcqueue_id = $1 AND n.role = 'compute' AND n.status NOT IN ('deleted', 'ceased', 'deleting')`,
    [QUEUE],
  );
  return { name: queue.queue_name, cores, nodes };
}

describe('auto-scaling', () => {
  it('grows the queue when more cores are queued than the expand policy’s threshold, logs the run, refuses a second expand policy on the queue, and disables it', async () => {
    const { name, cores, nodes: queueNodes } = await queueFacts();
    const page = await browser.current.as('usr-owner', {
      locale: 'en',
      allow: [
        {
          status: 409,
          path: /\/api\/portal-hpc\/queue\/ehpc\/addStrategy$/,
          why: 'the second expand policy on the queue, which the gateway refuses',
        },
      ],
    });
    const p = page.page;

    // The node count before, as the node list says it.
    await page.goto(NODES);
    await page.settle();
    const countOf = async () =>
      Number(
        (
          (await p
            .getByText(/^Total \d+$/)
            .first()
            .textContent()) ?? ''
        ).replace(/\D/g, ''),
      );
    await p
      .getByText(/^Total \d+$/)
      .first()
      .waitFor();
    const before = await countOf();

    // Create the expand policy through the form.
    await page.goto(TAB);
    await page.settle();
    await p.getByRole('button', { name: 'Create policy' }).click();
    const dialog = p.getByRole('dialog', { name: 'Create auto-scaling policy' });
    await dialog.getByLabel(labelled('Queue')).selectOption(QUEUE);
    await dialog.getByLabel(labelled('Queued cores threshold')).fill(String(cores));
    // One node more than the queue has: one expansion, then the maximum is reached.
    await dialog.getByLabel(labelled('Max compute nodes')).fill(String(queueNodes + 1));
    await dialog.getByLabel(labelled('Nodes per run')).fill('1');
    await dialog.getByLabel(labelled('Check frequency (minutes)')).fill('1');
    await page.screenshot('auto-scale-create-en-light');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    const policy = rowsOf(p, 'Auto-scaling policies', name).filter({ hasText: `Queued cores ≥ ${cores}` });
    await expect.poll(() => statusOf(policy.locator('td').nth(6)), { timeout: 30_000 }).toBe('Running');

    // Jobs asking the whole queue each: one runs, the others queue more cores than the threshold.
    const owner = await gateway.client('usr-owner');
    for (let i = 0; i < 3; i += 1) {
      await owner.post('/portal-hpc/job/submitJob', {
        zone: 'pek3',
        cluster_id: CLUSTER,
        hpcqueue_id: QUEUE,
        name: `e2e_autoscale_${TAG}_${i}`,
        cores,
        cmd: 'sleep 600',
        priority: 5,
        submit_type: 'command',
      });
    }

    // The node list grows by the policy's step.
    await page.goto(NODES);
    await page.settle();
    await waitFor(
      'the node list counting the added node',
      async () => {
        await p.getByRole('button', { name: 'Refresh' }).first().click();
        await p.waitForTimeout(500);
        return (await countOf()) > before ? true : undefined;
      },
      90_000,
    );
    await page.screenshot('auto-scale-nodes-grown-en-light');

    // The run is in the history, and opens the node it added.
    await page.goto(TAB);
    await page.settle();
    const run = rowsOf(p, 'Auto-scaling history', /added 1 compute nodes/).first();
    await run.waitFor({ timeout: 60_000 });
    await run.getByRole('button', { name: /^Compute nodes of the run:/ }).click();
    const nodes = p.getByRole('dialog', { name: 'Compute nodes of the run' });
    await expect.poll(() => nodes.getByRole('listitem').count(), { timeout: 20_000 }).toBe(1);
    expect(await nodes.getByRole('link', { name: 'Open the node list' }).getAttribute('href')).toContain(NODES);
    await page.screenshot('auto-scale-run-nodes-en-light');
    await nodes.getByRole('button', { name: 'Close' }).first().click();

    // A second expand policy on the queue: refused on its queue field.
    await p.getByRole('button', { name: 'Create policy' }).click();
    await dialog.getByLabel(labelled('Queue')).selectOption(QUEUE);
    await dialog.getByLabel(labelled('Queued cores threshold')).fill('1');
    await dialog.getByLabel(labelled('Max compute nodes')).fill('10');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const refusal = dialog.getByTestId('field-error').filter({ hasText: ONE_PER_QUEUE });
    await refusal.waitFor({ timeout: 30_000 });
    expect(await dialog.getByLabel(labelled('Queue')).getAttribute('aria-describedby')).toContain(
      await refusal.locator('xpath=..').getAttribute('id'),
    );
    await page.screenshot('auto-scale-second-refused-en-light');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Disable it.
    await p.getByRole('button', { name: `Actions of expand policy of ${name}` }).click();
    await p.getByRole('menuitem', { name: 'Disable' }).click();
    await expect.poll(() => statusOf(policy.locator('td').nth(6)), { timeout: 30_000 }).toBe('Disabled');

    // The same screens in dark mode and in Chinese.
    const dark = await browser.current.as('usr-owner', { locale: 'en', colorScheme: 'dark' });
    await dark.goto(TAB);
    await dark.settle();
    await rowsOf(dark.page, 'Auto-scaling history', /added 1 compute nodes/)
      .first()
      .waitFor({ timeout: 30_000 });
    await dark.screenshot('auto-scale-tab-en-dark');
    const chinese = await browser.current.as('usr-owner');
    await chinese.goto(TAB);
    await chinese.settle();
    await chinese.page.getByRole('table', { name: zh('Auto-scaling history') }).waitFor({ timeout: 30_000 });
    await chinese.screenshot('auto-scale-tab-zh-light');
  });
});
