/**
 * Smaller defects of a browser audit as each demo actor (ADR 0046), in Chromium on a gateway of this file's own, in
 * Chinese and English, light and dark:
 *  - a fresh visit without a session reaches the sign-in page without a single console error (no failed request);
 *  - the side menu and the header stay in place while a long page scrolls;
 *  - the owner's cluster list says with how many members each cluster is shared;
 *  - the shared-cluster statistics say that they count the members' jobs only;
 *  - a rejection of a software application carries the zone administrator's reason, which the applicant reads;
 *  - a count in text takes its plural ("Keep 1 idle node");
 *  - the monitors' cluster picker offers what the cluster list lists, for a shared member too.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../server/seed/fixtures';
import { useBrowser, type ActorPage, type Locale } from './lib/browser';
import { labelled, rowsOf, toast, zh } from './lib/console';
import { useOwnGateway } from './lib/own-gateway';
import { tr } from './lib/shell';

const gateway = useOwnGateway({ speed: 0.1 });
const browser = useBrowser({ origin: () => gateway.origin });
const LOOKS: { locale: Locale; colorScheme: 'light' | 'dark' }[] = [
  { locale: 'zh', colorScheme: 'light' },
  { locale: 'en', colorScheme: 'dark' },
];

/** Every console error of the page, whatever it is (the shared pages allow the identity probe's 401). */
function everyConsoleError(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

describe('a fresh visit without a session', () => {
  it.each(LOOKS)('reaches the sign-in page without any console error ($locale, $colorScheme)', async ({ locale, colorScheme }) => {
    const page = await browser.current.anonymous({ locale, colorScheme });
    const errors = everyConsoleError(page.page);
    const requests: string[] = [];
    page.page.on('response', (response) => {
      if (response.status() >= 400) requests.push(`${response.status()} ${response.url()}`);
    });
    for (const path of ['', 'pek3/hpc/hpc_clusters']) {
      await page.goto(path);
      await page.waitForPath('/login');
      await page.page.locator('input[name="user_name"]').waitFor();
      await page.settle({ heading: false, quietMs: 1500 });
    }
    expect(errors).toEqual([]);
    expect(requests).toEqual([]);
    await page.screenshot(`audit-fresh-sign-in-${locale}-${colorScheme}`);
  });
});

describe('the shell on a long page', () => {
  it.each(LOOKS)(
    'keeps the side menu and the header in place while the page scrolls ($locale, $colorScheme)',
    async ({ locale, colorScheme }) => {
      const page = await browser.current.as('usr-owner', { locale, colorScheme });
      const p = page.page;
      await p.setViewportSize({ width: 1366, height: 520 });
      await page.goto(`/pek3/hpc/hpc_job/submit_job/${SEED.clusters.ehpcActive}`);
      await page.settle();
      const menu = p.getByRole('navigation', { name: tr(locale, 'Main menu') });
      const before = await menu.boundingBox();
      const scrolled = await p.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return window.scrollY;
      });
      expect(scrolled, 'the page is longer than the window').toBeGreaterThan(200);
      await p.waitForTimeout(200);
      const after = await menu.boundingBox();
      const header = await p.locator('header').first().boundingBox();
      // The header at the top, the menu right below it (the 2 px loading bar scrolls under it), as tall as the window.
      expect(header?.y).toBe(0);
      expect(Math.abs((after?.y ?? -1) - (header?.height ?? 0))).toBeLessThanOrEqual(2);
      expect((after?.y ?? -1) <= (before?.y ?? 0)).toBe(true);
      expect(after?.height).toBeGreaterThan(400);
      await page.screenshot(`audit-long-page-scrolled-${locale}-${colorScheme}`);
    },
  );
});

describe('which cloud a cluster lives in', () => {
  it.each(LOOKS)('says it by each name in the list and on the cluster page ($locale, $colorScheme)', async ({ locale, colorScheme }) => {
    const page = await browser.current.as('usr-owner', { locale, colorScheme });
    const p = page.page;
    await page.goto('/pek3/hpc/hpc_clusters');
    await page.settle();
    const simulated = tr(locale, 'Simulated');
    const row = rowsOf(p, tr(locale, 'Clusters'), SEED.clusters.ehpcActive);
    await expect.poll(async () => (await row.textContent()) ?? '', { timeout: 20_000 }).toContain(simulated);
    // What it means is said on the badge itself.
    await expect(row.getByText(simulated, { exact: true }).getAttribute('title')).resolves.toBe(
      tr(locale, 'Its nodes are simulated: jobs run on a simulated scheduler, for trying the console out.'),
    );
    await page.expectAccessible(`the cluster list's cloud badges (${locale}, ${colorScheme})`);
    await page.screenshot(`audit-cluster-cloud-list-${locale}-${colorScheme}`);
    await page.goto(`/pek3/hpc/hpc_clusters/${SEED.clusters.ehpcActive}/node_list`);
    await page.settle();
    await p
      .getByRole('heading', { level: 2 })
      .locator('..')
      .getByText(simulated, { exact: true })
      .waitFor({ state: 'visible', timeout: 20_000 });
    await page.screenshot(`audit-cluster-cloud-page-${locale}-${colorScheme}`);
  });
});

describe("the owner's view of sharing", () => {
  it.each(LOOKS)(
    'says with how many members each cluster is shared, and what the statistics count ($locale, $colorScheme)',
    async ({ locale, colorScheme }) => {
      const owner = await gateway.client('usr-owner');
      const stats = await owner.get<{ shared_cluster_set: { cluster_id: string; shared_user_count: number }[] }>(
        '/portal-hpc/shared/clusters',
        { zone: 'pek3', limit: 100 },
      );
      const page = await browser.current.as('usr-owner', { locale, colorScheme });
      const p = page.page;
      await page.goto('/pek3/hpc/hpc_clusters');
      await page.settle();
      const clusters = tr(locale, 'Clusters');
      for (const { cluster_id: id, shared_user_count: count } of stats.shared_cluster_set) {
        const row = rowsOf(p, clusters, id);
        await expect
          .poll(async () => (await row.textContent()) ?? '', { timeout: 20_000 })
          .toContain(tr(locale, 'Shared with {count, plural, one {# member} other {# members}}', { count }));
      }
      await expect
        .poll(async () => (await rowsOf(p, clusters, SEED.clusters.ehpcStopped).textContent()) ?? '')
        .toContain(tr(locale, 'Not shared'));
      await page.expectAccessible(`the cluster list's sharing column (${locale}, ${colorScheme})`);
      await page.screenshot(`audit-cluster-sharing-${locale}-${colorScheme}`);

      await page.goto('/pek3/hpc/user_mgt/main/res_statistics');
      await page.settle();
      const table = p.getByRole('table', { name: tr(locale, 'Shared-cluster resource statistics') });
      await table.getByRole('columnheader', { name: tr(locale, "Members' running jobs") }).waitFor({ timeout: 20_000 });
      await p
        .getByText(
          tr(
            locale,
            "Jobs and cores count the shared members' jobs only, not yours; busy compute nodes count every job on the cluster. The statistics are updated every 5 minutes.",
          ),
        )
        .waitFor();
      await page.expectAccessible(`the shared-cluster statistics (${locale}, ${colorScheme})`);
      await page.screenshot(`audit-shared-statistics-${locale}-${colorScheme}`);
    },
  );
});

describe('a rejected software application', () => {
  it('usr-admin must give a reason to reject, and usr-owner reads it on its applications', async () => {
    const owner = await gateway.client('usr-owner');
    await owner.post('/portal-hpc/software/apply', {
      hpcsw_id: 'hpcsw-abaqus2023',
      cluster_id: SEED.clusters.ehpcActive,
      reason: 'Crash simulation of the audit run',
    });
    const reason = 'No Abaqus seat is left this quarter; apply again in January.';

    const admin = await browser.current.as('usr-admin');
    await admin.goto('/pek3/hpc/software?tab=applications');
    await admin.settle();
    const pending = rowsOf(admin.page, zh('Software applications'), 'Crash simulation of the audit run');
    await pending.waitFor({ timeout: 30_000 });
    await pending.getByRole('button', { name: zh('Reject') }).click();
    const dialog = admin.page.getByRole('alertdialog', { name: zh('Reject the application for {name}?', { name: 'Abaqus 2023' }) });
    await dialog.getByRole('button', { name: zh('Reject') }).click();
    await dialog.getByText(zh('Required')).waitFor();
    await admin.screenshot('audit-software-reject-required-zh-light');
    await dialog.getByLabel(labelled(zh('Reason for rejecting'))).fill(reason);
    await admin.screenshot('audit-software-reject-zh-light');
    await dialog.getByRole('button', { name: zh('Reject') }).click();
    await toast(admin.page, zh('The application for {name} is rejected', { name: 'Abaqus 2023' })).waitFor({ timeout: 30_000 });

    for (const { locale, colorScheme } of [
      { locale: 'en', colorScheme: 'dark' },
      { locale: 'zh', colorScheme: 'light' },
    ] as const) {
      const applicant = await browser.current.as('usr-owner', { locale, colorScheme });
      await applicant.goto('/pek3/hpc/software');
      await applicant.settle();
      const row = rowsOf(applicant.page, tr(locale, 'Software'), 'Abaqus');
      await row.getByRole('link', { name: tr(locale, 'Why was the application for {name} rejected?', { name: 'Abaqus' }) }).click();
      await applicant.page.getByText(tr(locale, 'Why: {reason}', { reason })).waitFor({ timeout: 20_000 });
      await applicant.expectAccessible(`the rejected application's reason (${locale}, ${colorScheme})`);
      await applicant.screenshot(`audit-software-rejected-${locale}-${colorScheme}`);
    }
  });
});

describe('counts in text', () => {
  it.each(LOOKS)('say "Keep 1 idle node" for a shrink policy keeping one ($locale, $colorScheme)', async ({ locale, colorScheme }) => {
    const owner = await gateway.client('usr-owner');
    const listed = await owner.get<{ ehpc_queue_strategy_set: { op_type: string; reserved_idle_nodes?: number }[] }>(
      '/portal-hpc/queue/ehpc/getStrategyList',
      { cluster_id: SEED.clusters.ehpcActive, limit: 100 },
    );
    if (!listed.ehpc_queue_strategy_set.some((item) => item.op_type === 'shrink' && item.reserved_idle_nodes === 1)) {
      await owner.post('/portal-hpc/queue/ehpc/addStrategy', {
        cluster_id: SEED.clusters.ehpcActive,
        queue_id: SEED.queues.ehpcGpu,
        op_type: 'shrink',
        reserved_idle_nodes: 1,
        node_step: 1,
        check_frequency: 60,
        op_is_enabled: 0,
        run_now: 0,
      });
    }
    const page = await browser.current.as('usr-owner', { locale, colorScheme });
    await page.goto(`/pek3/hpc/hpc_clusters/${SEED.clusters.ehpcActive}/auto_scale`);
    await page.settle();
    await page.page
      .getByText(tr(locale, 'Keep {idle, plural, one {# idle node} other {# idle nodes}}', { idle: 1 }), { exact: true })
      .first()
      .waitFor({ timeout: 30_000 });
    await page.screenshot(`audit-keep-idle-node-${locale}-${colorScheme}`);
  });
});

/** The options of a native select, once they have arrived. */
async function optionValues(page: ActorPage, name: string): Promise<string[]> {
  const select = page.page.getByRole('combobox', { name, exact: true });
  await select.locator('option').first().waitFor({ state: 'attached', timeout: 20_000 });
  return (await select.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).sort();
}

describe("the monitors' cluster picker", () => {
  it.each([
    { actor: 'usr-sub', locale: 'zh', colorScheme: 'light' },
    { actor: 'usr-owner', locale: 'en', colorScheme: 'dark' },
  ] as const)('offers $actor the clusters its cluster list lists ($locale, $colorScheme)', async ({ actor, locale, colorScheme }) => {
    if (actor === 'usr-sub') {
      // usr-sub, HPC opened, is a member of the owner's shared cluster (the seeded project).
      const owner = await gateway.client('usr-owner');
      await owner.post('/portal-hpc/subuser/permission/enable', { zone: 'pek3', sub_user_id: 'usr-sub' }).catch(() => undefined);
    }
    const client = await gateway.client(actor);
    const statuses = ['pending', 'active', 'stopped', 'suspended'];
    const mine = await client.get<{ cluster_set: { cluster_id: string }[] }>('/portal-hpc/cluster/list', {
      zone: 'pek3',
      status: statuses,
      limit: 100,
    });
    const shared = await client.get<{ cluster_set: { cluster_id: string }[] }>('/portal-hpc/cluster/list', {
      zone: 'pek3',
      status: statuses,
      shared_status: 'shared',
      limit: 100,
    });
    const listed = [...new Set([...mine.cluster_set, ...shared.cluster_set].map((cluster) => cluster.cluster_id))].sort();
    expect(listed).not.toContain(SEED.clusters.ehpcCeased);
    const page = await browser.current.as(actor, { locale, colorScheme });
    for (const monitor of ['cluster_monitors', 'job_monitors']) {
      await page.goto(`/pek3/hpc/${monitor}`);
      await page.settle();
      expect(await optionValues(page, tr(locale, 'Cluster')), monitor).toEqual(listed);
    }
    await page.screenshot(`audit-monitor-picker-${actor}-${locale}-${colorScheme}`);
  });
});
