/**
 * A real Slurm cluster in the console, in Chromium (part C): a private one-node Slurm registered for usr-owner with a
 * gateway of this file that serves the built console and runs its engine (console-on-slurm.ts). usr-owner opens the
 * submit form, picks the real cluster, submits a short command job, lands on the job's page and watches it finish
 * there, its log showing the job's output and the cluster account it ran as.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { slurmAvailable } from '../../server/testing/slurm';
import { SCREENSHOTS, useBrowser } from '../e2e/lib/browser';
import { escapeRegExp, labelled, waitForStatus, zh } from '../e2e/lib/console';
import { SLURM_ZONE, useConsoleOnSlurm } from './console-on-slurm';

const hpc = (section: string) => `/${SLURM_ZONE}/hpc/${section}`;
const JOB_PAGE = new RegExp(`^${escapeRegExp(hpc('jobs/'))}(hpcjob-[a-z0-9]+)/compute_dir$`);

describe.skipIf(!slurmAvailable())('a real Slurm cluster in the console', () => {
  const real = useConsoleOnSlurm('slurm_real');
  const browser = useBrowser({ origin: () => real.origin });

  it('usr-owner submits a command job to the real cluster from the submit form and watches it finish, its log showing the output and the account', async () => {
    const page = await browser.current.as('usr-owner');
    await page.goto(hpc('hpc_job/submit_job'));
    await page.settle();
    const { clusterId, queueId, slurm } = real;
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
