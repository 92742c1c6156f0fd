/**
 * A real Slurm cluster in the console, in Chromium (part C): a private one-node Slurm
 * (server/testing/slurm.ts) registered for usr-owner with a gateway of this file that serves the built console and
 * runs its engine (the Slurm sync every 500 ms). usr-owner opens the submit form, picks the real cluster, submits a
 * short command job, lands on the job's page and watches it finish there, its log showing the job's output and the
 * cluster account it ran as.
 *
 * The console is built (or dist/ copied) exactly as the e2e project does it: tests/e2e/global-setup.ts, called here
 * because the slurm project has no global set-up of its own; its own gateway is not used.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestProject } from 'vitest/node';
import { readConfig, SIMULATED_CLOUD } from '../../server/config';
import { registerSlurmClusterInDb } from '../../server/domains/slurm-clusters';
import { startGateway, type Gateway } from '../../server/gateway';
import { slurmAvailable, startSlurm, type Slurm } from '../../server/testing/slurm';
import buildAndServe, { E2E_BASE_PATH } from '../e2e/global-setup';
import { SCREENSHOTS, useBrowser } from '../e2e/lib/browser';
import { escapeRegExp, labelled, waitForStatus, zh } from '../e2e/lib/console';
import { waitFor } from '../e2e/lib/own-gateway';

const ZONE = 'pek3';
const hpc = (section: string) => `/${ZONE}/hpc/${section}`;
const JOB_PAGE = new RegExp(`^${escapeRegExp(hpc('jobs/'))}(hpcjob-[a-z0-9]+)/compute_dir$`);

describe.skipIf(!slurmAvailable())('a real Slurm cluster in the console', () => {
  let slurm: Slurm;
  let gateway: Gateway | undefined;
  let origin = '';
  let dataDir = '';
  let clusterId = '';
  let queueId = '';
  let stopBuild: (() => Promise<void>) | undefined;
  let previousSync: string | undefined;

  const provided: Record<string, unknown> = {};
  // The e2e project's global set-up, which runs without a time limit there: a production build of the console takes
  // minutes on two shared cores.
  beforeAll(async () => {
    stopBuild = await buildAndServe({ provide: (key: string, value: unknown) => (provided[key] = value) } as unknown as TestProject);
  }, 600_000);
  beforeAll(async () => {
    slurm = await startSlurm();
    previousSync = process.env.HPC_SLURM_SYNC_MS;
    process.env.HPC_SLURM_SYNC_MS = '500';
    dataDir = mkdtempSync(join(tmpdir(), 'hpc-slurm-console-'));
    const config = {
      ...readConfig({}),
      basePath: E2E_BASE_PATH,
      port: 0,
      host: '127.0.0.1',
      dataDir,
      distDir: String(provided.e2eDistDir),
      validateResponses: true,
      cloud: SIMULATED_CLOUD,
    };
    gateway = await startGateway(config, { runEngine: true });
    clusterId = (
      await registerSlurmClusterInDb(
        gateway.db,
        {
          name: 'slurm_real',
          restUrl: slurm.url,
          jwtKeyFile: slurm.jwtKeyFile,
          sharedDir: slurm.shared,
          sshEndpoint: `${slurm.user}@127.0.0.1:22`,
          owner: 'usr-owner',
          zone: ZONE,
          account: slurm.user,
        },
        dataDir,
      )
    ).clusterId;
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    const address = gateway.app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    // The partitions become the cluster's queues at the first sync.
    const db = gateway.db;
    queueId = await waitFor(
      'the partition normal as a queue',
      async () =>
        (
          await db.query<{ hpcqueue_id: string }>(
            "SELECT hpcqueue_id FROM queues WHERE cluster_id = $1 AND queue_name = 'normal' AND status = 'active'",
            [clusterId],
          )
        )[0]?.hpcqueue_id,
    );
  });
  const browser = useBrowser({ origin: () => origin });
  afterAll(async () => {
    await gateway?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (previousSync === undefined) delete process.env.HPC_SLURM_SYNC_MS;
    else process.env.HPC_SLURM_SYNC_MS = previousSync;
    await slurm?.stop();
    await stopBuild?.();
  });

  it('usr-owner submits a command job to the real cluster from the submit form and watches it finish, its log showing the output and the account', async () => {
    const page = await browser.current.as('usr-owner');
    await page.goto(hpc('hpc_job/submit_job'));
    await page.settle();
    const cluster = page.page.getByRole('combobox', { name: labelled(zh('Cluster')) });
    await cluster.locator(`option[value="${clusterId}"]`).waitFor({ state: 'attached', timeout: 20_000 });
    await cluster.selectOption(clusterId);
    const queue = page.page.getByRole('combobox', { name: labelled(zh('Queue')) });
    await queue.locator(`option[value="${queueId}"]`).waitFor({ state: 'attached', timeout: 20_000 });
    await queue.selectOption(queueId);
    const name = 'hello_slurm';
    await page.page.getByLabel(labelled(zh('Job name'))).fill(name);
    await page.page.getByLabel(labelled(zh('Cores'))).fill('1');
    await page.page.getByRole('textbox', { name: labelled(zh('Command line')) }).fill('echo hello-from-slurm; hostname; id -un');
    await page.page.getByRole('button', { name: zh('Submit job'), exact: true }).click();

    await page.waitForPath(JOB_PAGE, 20_000);
    const id = JOB_PAGE.exec(page.path())?.[1] ?? '';
    const header = page.page.getByRole('heading', { level: 2, name, exact: true }).locator('..');
    await waitForStatus(header, 'finished', 60_000);

    await page.page.getByRole('tab', { name: zh('Job logs'), exact: true }).click();
    await page.waitForPath(hpc(`jobs/${id}/job_logs`));
    const stdout = page.page.locator(`[aria-label="${zh('Content of {label}', { label: zh('Standard output') })}"]`);
    const text = async () => (await stdout.textContent()) ?? '';
    await expect.poll(text, { timeout: 20_000 }).toContain('hello-from-slurm');
    expect((await text()).split('\n').map((line) => line.trim())).toEqual(
      expect.arrayContaining(['hello-from-slurm', slurm.node, slurm.user]),
    );
    expect(slurm.user).not.toBe('root');
    await page.page.mouse.move(0, 0);
    await page.page.screenshot({ path: join(SCREENSHOTS, 'slurm-job-finished.png'), fullPage: true });
  });
});
