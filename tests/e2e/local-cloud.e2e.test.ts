/**
 * A real cluster from the console (ADR 0047), in Chromium, on a gateway of this file's own running the local cloud:
 * usr-owner creates an EHPC cluster with two compute nodes in the creation wizard and watches it go pending -> active,
 * its page saying "Real hosts"; a job asking for more cores than one node has runs on both compute hosts, and its log
 * on the job's page names both; a cluster user added in the console opens the web terminal of compute002 and finds
 * itself on that host, where Slurm answers; the cluster's monitor shows figures sampled from its hosts; the cluster
 * deleted, nothing of it is left on the machine. An HPC cluster created in the wizard is a tenant of the zone's shared
 * cluster (ADR 0050): a shared path another HPC cluster of the zone has is refused on its field; it turns active with
 * a login host of its own, and its job runs on the shared partition; the zone's last HPC cluster deleted, its shared
 * cluster goes too. Needs root and Debian's Slurm, munge and OpenSSH (skipped, saying so, elsewhere). Screenshots:
 * the node list (en dark), the job's log (zh light), the monitor (en dark, zh light), the terminal on a compute node
 * (en dark), the refused shared path (zh light, en dark), an HPC cluster's node list (en dark, zh light).
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cloudLeftovers, leftovers, NOTHING } from '../../server/cloud/local/cloud-test-support';
import { destroyLocalClusterSync, localCloudAvailable, removeLocalUplinkSync } from '../../server/cloud/local/index';
import { ActorPage, useBrowser } from './lib/browser';
import { chooseFirstOption, labelled, rowsOf, runTag, toast, waitForStatus } from './lib/console';
import { useOwnGateway, waitFor } from './lib/own-gateway';
import { tr } from './lib/shell';
import { SEED } from '../../server/seed/fixtures';

const available = localCloudAvailable();
if (!available.ok) console.warn(`local-cloud e2e: skipped, the local cloud cannot run here: ${available.why}`);

const ZONE = 'pek3';
const hpc = (section: string) => `/${ZONE}/hpc/${section}`;
const TAG = runTag();
const NAME = `e2e_real_${TAG}`;
const USER = { account: 'e2ereal', password: 'E2e#Real2026x' };
const HPC_NAME = `e2e_hpc_${TAG}`;
/** The shared path the first HPC cluster (made through the API) has. */
const TAKEN_PATH = `/share/e2e_hpc_first_${TAG}`;
/** Real hosts come up in seconds; the budget is for a loaded machine. */
const CREATION_MS = 120_000;

describe.skipIf(!available.ok)('a real cluster from the console (the local cloud)', () => {
  const gateway = useOwnGateway({ env: () => ({ HPC_CLOUD: 'local' }) });
  const browser = useBrowser({ origin: () => gateway.origin });
  let clusterId = '';
  let nodeIds: string[] = [];
  const cloudDir = () => join(gateway.dataDir, 'cloud');

  const hpcIds: string[] = [];
  afterAll(() => {
    // A test that failed half-way leaves nothing running either (the gateway's close keeps hosts: they outlive it).
    for (const id of [clusterId, ...hpcIds, `zone-${ZONE}`]) if (id) destroyLocalClusterSync(cloudDir(), id);
    // The cloud's uplink goes before the run's next browser file starts (this machine's address changes now, not
    // when the gateway closes after the browser has given the run's slot back).
    removeLocalUplinkSync(cloudDir());
  });

  const nodes = () =>
    gateway.db.query<{ node_id: string; hostname: string; status: string }>(
      "SELECT node_id, hostname, status FROM cluster_nodes WHERE cluster_id = $1 AND status NOT IN ('deleted', 'ceased') ORDER BY hostname",
      [clusterId],
    );

  it(
    'usr-owner creates an EHPC cluster with two compute nodes in the wizard; it turns active on real hosts',
    async () => {
      const page = await browser.current.as('usr-owner', { locale: 'en', colorScheme: 'dark' });
      const p = page.page;
      const next = () => p.getByRole('button', { name: 'Next', exact: true }).click();
      const field = (title: string) => p.getByLabel(labelled(title));
      await page.goto(hpc('hpc_clusters/select_type'));
      await page.settle();
      await p.getByRole('link', { name: 'Create EHPC cluster', exact: true }).click();
      await page.waitForPath(hpc('hpc_clusters/create_ehpc'));

      await p.getByRole('heading', { level: 3, name: 'Cluster and software', exact: true }).waitFor();
      await field('Cluster name').fill(NAME);
      await field('Cluster version').selectOption('appv-ehpc241');
      await field('Default queue').fill('realq');
      await next();

      await p.getByRole('heading', { level: 3, name: 'Nodes', exact: true }).waitFor();
      const compute = p.getByTestId('root_node_config_compute');
      await compute.getByLabel(labelled('CPU cores')).selectOption('16');
      await compute.getByLabel(labelled('Count')).fill('2');
      await next();

      await p.getByRole('heading', { level: 3, name: 'Network and storage', exact: true }).waitFor();
      for (const name of ['VPC network', 'NAS mount point']) {
        const select = p.getByRole('combobox', { name: labelled(name) });
        await expect.poll(() => select.locator('option:not([value=""])').count(), { timeout: 15_000 }).toBeGreaterThan(0);
        await select.selectOption({ index: 1 });
      }
      await next();

      await p.getByRole('heading', { level: 3, name: 'Administrator and billing', exact: true }).waitFor();
      await field('Administrator password').fill('E2e#Admin2026x');
      await next();

      await p.getByRole('heading', { level: 3, name: 'Confirm', exact: true }).waitFor();
      await p.getByRole('checkbox').check({ force: true });
      await p.getByRole('button', { name: 'Create cluster', exact: true }).click();
      await page.waitForPath(hpc('hpc_clusters'), 20_000);

      const row = rowsOf(p, 'Clusters', NAME);
      await row.first().waitFor();
      expect(await row.textContent()).toContain('Real hosts');
      await toast(p, `Cluster ${NAME} is ready`).first().waitFor({ timeout: CREATION_MS });
      await waitForStatus(row, 'active', 20_000);
      clusterId = (await gateway.db.query<{ cluster_id: string }>('SELECT cluster_id FROM clusters WHERE cluster_name = $1', [NAME]))[0]!
        .cluster_id;
      nodeIds = (await nodes()).map((n) => n.node_id);
      expect((await nodes()).map((n) => `${n.hostname} ${n.status}`)).toEqual([
        'compute001 active',
        'compute002 active',
        'controller001 active',
        'login001 active',
      ]);

      // Its nodes, each a host of its own.
      await page.goto(hpc(`hpc_clusters/${clusterId}/node_list`));
      await page.settle();
      await p.getByRole('heading', { level: 2 }).locator('..').getByText('Real hosts', { exact: true }).waitFor();
      for (const host of ['compute001', 'compute002', 'login001']) await p.getByRole('row').filter({ hasText: host }).first().waitFor();
      await page.expectAccessible('the node list of a real cluster');
      await page.screenshot('local-cloud-nodes-en-dark');
    },
    CREATION_MS + 60_000,
  );

  it('runs a job asking for more cores than one node has on both compute hosts; its log on its page names both', async () => {
    expect(clusterId, 'the cluster of the first test').not.toBe('');
    const owner = await gateway.client('usr-owner');
    const [queue] = await gateway.db.query<{ hpcqueue_id: string }>(
      'SELECT hpcqueue_id FROM queues WHERE cluster_id = $1 AND is_default = 1',
      [clusterId],
    );
    const job = await owner.post<{ hpcjob_uuid: string }>('/portal-hpc/job/submitJob', {
      zone: ZONE,
      cluster_id: clusterId,
      hpcqueue_id: queue!.hpcqueue_id,
      name: `e2e_two_hosts_${TAG}`,
      cores: 24,
      time_limit: 10,
      submit_type: 'command',
      cmd: 'srun hostname | sort -u',
    });

    const page = await browser.current.as('usr-owner', { locale: 'zh', colorScheme: 'light' });
    const p = page.page;
    await page.goto(hpc(`jobs/${job.hpcjob_uuid}/job_logs`));
    await page.settle();
    await waitForStatus(p.getByRole('heading', { level: 2 }).locator('..'), 'finished', 60_000);
    const stdout = p.locator(`[aria-label="${tr('zh', 'Content of {label}', { label: tr('zh', 'Standard output') })}"]`);
    await expect.poll(async () => (await stdout.textContent()) ?? '', { timeout: 20_000 }).toMatch(/compute001\s+compute002/);
    await page.expectAccessible('the log of a job on real hosts');
    await page.screenshot('local-cloud-job-log-zh-light');
  }, 120_000);

  it("its monitor shows the hosts' own figures, sampled from them, in both languages", async () => {
    expect(clusterId, 'the cluster of the first test').not.toBe('');
    for (const [locale, colorScheme] of [
      ['en', 'dark'],
      ['zh', 'light'],
    ] as const) {
      const page = await browser.current.as('usr-owner', { locale, colorScheme });
      const p = page.page;
      await page.goto(`${hpc('cluster_monitors')}?cluster=${clusterId}`);
      await page.settle();
      // Figures once the hosts were sampled (every few seconds): the time of the latest, and each compute node's row.
      const latest = tr(locale, 'Latest values at {shown}', { shown: '' }).trim();
      await p.getByText(latest).first().waitFor({ timeout: 30_000 });
      const overview = p.getByRole('region', { name: tr(locale, 'Node overview') });
      // The gateway's names of the nodes, in the page's language.
      for (const name of locale === 'en' ? ['Compute node 01', 'Compute node 02'] : ['计算节点_01', '计算节点_02']) {
        const row = overview.getByRole('row').filter({ hasText: name });
        await row.first().waitFor();
        // CPU, memory and storage usage as figures (a node without samples shows "-").
        await expect
          .poll(async () => ((await row.first().textContent()) ?? '').match(/\d+(\.\d)?%/g)?.length ?? 0, { timeout: 30_000 })
          .toBe(3);
      }
      await page.expectAccessible(`the monitor of a real cluster (${locale}, ${colorScheme})`);
      await page.screenshot(`local-cloud-monitor-${locale}-${colorScheme}`);
    }
  }, 120_000);

  it('a cluster user added in the console opens the terminal of compute002 and is on that host', async () => {
    expect(clusterId, 'the cluster of the first test').not.toBe('');
    const owner = await gateway.client('usr-owner');
    await owner.post('/portal-hpc/user/addUser', {
      cluster_id: clusterId,
      account: USER.account,
      password: USER.password,
      allocated_core_hours: 100,
      storage_quota_gb: 10,
    });
    // The hosts know the user once the machines ticker applied the new plan.
    await waitFor('the new user on the hosts', async () => {
      const [user] = await gateway.db.query<{ password_crypt: string | null }>(
        'SELECT password_crypt FROM cluster_users WHERE cluster_id = $1 AND account = $2',
        [clusterId, USER.account],
      );
      return user?.password_crypt ? true : undefined;
    });

    const page = await browser.current.as('usr-owner', { locale: 'en', colorScheme: 'dark' });
    await page.goto(hpc(`hpc_clusters/${clusterId}/node_list`));
    await page.settle();
    const link = page.page.getByRole('row').filter({ hasText: 'compute002' }).getByRole('link', { name: 'Open terminal (Web SSH)' });
    const [opened] = await Promise.all([page.context.waitForEvent('page'), link.click()]);
    const tab = new ActorPage('usr-owner', page.context, opened, page.origin);
    await opened.waitForLoadState('domcontentloaded');
    const dialog = opened.getByRole('dialog', { name: /^Web terminal login: / });
    await dialog.waitFor({ timeout: 30_000 });
    const phase = () => opened.getByTestId('terminal-status').getAttribute('data-phase');
    const screen = () =>
      opened.evaluate(() => [...document.querySelectorAll('.xterm-rows > div')].map((r) => r.textContent ?? '').join('\n'));
    const run = async (command: string, expected: RegExp) => {
      await opened.locator('.xterm-helper-textarea').focus();
      await opened.keyboard.type(`${command}\n`);
      await expect.poll(screen, { timeout: 30_000 }).toMatch(expected);
    };
    // The account reaches the hosts a tick after the console has it: the first sign-in may be refused.
    await expect
      .poll(
        async () => {
          if ((await phase()) === 'connected') return true;
          if (await dialog.isVisible()) {
            await dialog.getByLabel('User name').fill(USER.account);
            await dialog.locator('input[type="password"]').fill(USER.password);
            await dialog.getByRole('button', { name: 'Sign in' }).click();
          } else {
            await opened
              .getByRole('button', { name: 'Sign in again' })
              .click()
              .catch(() => undefined);
          }
          await expect
            .poll(phase, { timeout: 10_000 })
            .toMatch(/connected|closed|login/)
            .catch(() => undefined);
          return (await phase()) === 'connected';
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(true);
    await run('echo "on $(hostname) as $(id -un)"', new RegExp(`on compute002 as ${USER.account}`));
    await run('srun -N 2 hostname | sort | tr "\\n" " "; echo', /compute001 compute002/);
    await tab.screenshot('local-cloud-terminal-en-dark');
    expect(tab.problems).toEqual([]);
    await opened.close();
  }, 180_000);

  it('deletes the cluster: ceased, and nothing of it is left on the machine', async () => {
    expect(clusterId, 'the cluster of the first test').not.toBe('');
    const owner = await gateway.client('usr-owner');
    await owner.post('/portal-hpc/cluster/deleteCluster', { zone: ZONE, cluster_ids: [clusterId] });
    await waitFor(
      'the cluster to cease',
      async () => {
        const [row] = await gateway.db.query<{ status: string }>('SELECT status FROM clusters WHERE cluster_id = $1', [clusterId]);
        return row?.status === 'ceased' ? true : undefined;
      },
      60_000,
    );
    expect(leftovers(cloudDir(), clusterId, nodeIds)).toEqual(NOTHING);
    // The cloud's way in goes with the gateway (afterAll), not with the cluster.
    expect(cloudLeftovers(cloudDir())).not.toEqual([]);
  }, 90_000);

  const statusOfCluster = async (id: string) =>
    (await gateway.db.query<{ status: string }>('SELECT status FROM clusters WHERE cluster_id = $1', [id]))[0]?.status;

  it(
    "creates an HPC cluster in the wizard on the zone's shared hosts; a shared path another HPC cluster has is refused on its field",
    async () => {
      const owner = await gateway.client('usr-owner');
      const first = await owner.post<{ cluster_id: string }>('/portal-hpc/cluster/createCluster', {
        zone: ZONE,
        cluster_type: 'hpc',
        cluster_name: `e2e_hpc_first_${TAG}`,
        network_type: 'base',
        vxnet: 'vxnet-ks',
        nas_id: SEED.nas.spare,
        nas_path: TAKEN_PATH,
        app_version: 'appv-hpc310',
        admin_password: 'Lab!Admin2026x',
        queue_type: 'qt-shared56',
        user_name: 'student02',
        password: 'Stud3nt@Pass01',
        paid_type: 0,
      });
      hpcIds.push(first.cluster_id);
      await waitFor(
        'the first HPC cluster active',
        async () => ((await statusOfCluster(first.cluster_id)) === 'active' ? true : undefined),
        CREATION_MS,
      );

      for (const [locale, colorScheme] of [
        ['zh', 'light'],
        ['en', 'dark'],
      ] as const) {
        const page = await browser.current.as('usr-owner', {
          locale,
          colorScheme,
          allow: [
            {
              status: 409,
              path: /\/api\/portal-hpc\/cluster\/createCluster$/,
              why: 'the shared path another HPC cluster of the zone has, which the gateway refuses',
            },
          ],
        });
        const p = page.page;
        const t = (text: string, values?: Record<string, string>) => tr(locale, text, values);
        const next = () => p.getByRole('button', { name: t('Next'), exact: true }).click();
        const field = (title: string) => p.getByLabel(labelled(t(title)));
        const step = (title: string) => p.getByRole('heading', { level: 3, name: t(title), exact: true }).waitFor();
        await page.goto(hpc('hpc_clusters/select_type'));
        await page.settle();
        await p.getByRole('link', { name: t('Create {name} cluster', { name: 'HPC' }), exact: true }).click();
        await page.waitForPath(hpc('hpc_clusters/create_hpc'));
        await step('Cluster and queue');
        await field('Cluster name').fill(HPC_NAME);
        await field('Cluster version').selectOption('appv-hpc310');
        await field('Queue type').selectOption('qt-shared56');
        await next();
        await step('Network and storage');
        for (const name of ['VPC network', 'NAS mount point'])
          await chooseFirstOption(p.getByRole('combobox', { name: labelled(t(name)) }));
        await field('Shared path').fill(TAKEN_PATH);
        await next();
        await step('Accounts and login node');
        await field('Administrator password').fill('E2e#Admin2026x');
        await field('Cluster user').fill('e2euser');
        await field('Cluster user password').fill('E2e@Passw0rd12');
        await next();
        await step('Confirm');
        await p.getByRole('checkbox').check({ force: true });
        await p.getByRole('button', { name: t('Create cluster'), exact: true }).click();
        // Refused on its field, in the page's language, the flow back on its step; nothing created.
        await step('Network and storage');
        await p
          .getByText(locale === 'en' ? /The shared path .* is used by another HPC cluster in this zone/ : /已被本区另一个 HPC 集群使用/)
          .first()
          .waitFor({ timeout: 20_000 });
        expect(await gateway.db.query('SELECT 1 FROM clusters WHERE cluster_name = $1', [HPC_NAME])).toEqual([]);
        await page.expectAccessible(`a shared path taken in the zone (${locale})`);
        await page.screenshot(`local-cloud-hpc-path-taken-${locale}-${colorScheme}`);
        if (locale === 'zh') continue;

        await field('Shared path').fill(`/share/${HPC_NAME}`);
        await next();
        await step('Accounts and login node');
        await next();
        await step('Confirm');
        // The agreement is asked for again at each creation.
        await p.getByRole('checkbox').check({ force: true });
        await p.getByRole('button', { name: 'Create cluster', exact: true }).click();
        await page.waitForPath(hpc('hpc_clusters'), 20_000);
        const row = rowsOf(p, 'Clusters', HPC_NAME);
        await toast(p, `Cluster ${HPC_NAME} is ready`).first().waitFor({ timeout: CREATION_MS });
        await waitForStatus(row, 'active', 20_000);
      }
      const [created] = await gateway.db.query<{ cluster_id: string }>('SELECT cluster_id FROM clusters WHERE cluster_name = $1', [
        HPC_NAME,
      ]);
      hpcIds.push(created!.cluster_id);
    },
    2 * CREATION_MS + 60_000,
  );

  it("an HPC cluster's page shows its login host only; its job runs on the zone's shared partition", async () => {
    const id = hpcIds[1];
    expect(id, 'the HPC cluster of the previous test').toBeDefined();
    const owner = await gateway.client('usr-owner');
    const [queue] = await gateway.db.query<{ hpcqueue_id: string }>(
      'SELECT hpcqueue_id FROM queues WHERE cluster_id = $1 AND is_default = 1',
      [id],
    );
    const job = await owner.post<{ hpcjob_uuid: string }>('/portal-hpc/job/submitJob', {
      zone: ZONE,
      cluster_id: id,
      hpcqueue_id: queue!.hpcqueue_id,
      name: `e2e_shared_${TAG}`,
      cores: 60,
      time_limit: 10,
      submit_type: 'command',
      cmd: 'srun hostname | sort -u',
    });
    for (const [locale, colorScheme] of [
      ['en', 'dark'],
      ['zh', 'light'],
    ] as const) {
      const page = await browser.current.as('usr-owner', { locale, colorScheme });
      const p = page.page;
      await page.goto(hpc(`hpc_clusters/${id}/node_list`));
      await page.settle();
      await p.getByRole('heading', { level: 2 }).locator('..').getByText(tr(locale, 'Real hosts'), { exact: true }).waitFor();
      await p.getByRole('row').filter({ hasText: 'login001' }).first().waitFor();
      expect(
        await p
          .getByRole('row')
          .filter({ hasText: /compute\d+|controller\d+/ })
          .count(),
      ).toBe(0);
      await page.expectAccessible(`the node list of an HPC cluster on shared hosts (${locale})`);
      await page.screenshot(`local-cloud-hpc-nodes-${locale}-${colorScheme}`);
    }
    const page = await browser.current.as('usr-owner', { locale: 'en', colorScheme: 'dark' });
    await page.goto(hpc(`jobs/${job.hpcjob_uuid}/job_logs`));
    await page.settle();
    await waitForStatus(page.page.getByRole('heading', { level: 2 }).locator('..'), 'finished', 60_000);
    const stdout = page.page.locator(`[aria-label="${tr('en', 'Content of {label}', { label: tr('en', 'Standard output') })}"]`);
    await expect.poll(async () => (await stdout.textContent()) ?? '', { timeout: 20_000 }).toMatch(/qt-shared56-1\s+qt-shared56-2/);
  }, 120_000);

  it("deletes the zone's HPC clusters: the shared cluster goes with the last, and nothing of them is left", async () => {
    expect(hpcIds.length, 'the HPC clusters of the previous tests').toBe(2);
    const owner = await gateway.client('usr-owner');
    await owner.post('/portal-hpc/cluster/deleteCluster', { zone: ZONE, cluster_ids: hpcIds });
    await waitFor(
      'the HPC clusters to cease',
      async () => {
        const states = await Promise.all(hpcIds.map(statusOfCluster));
        return states.every((state) => state === 'ceased') ? true : undefined;
      },
      90_000,
    );
    for (const id of [...hpcIds, `zone-${ZONE}`]) expect(leftovers(cloudDir(), id)).toEqual(NOTHING);
  }, 120_000);
});
