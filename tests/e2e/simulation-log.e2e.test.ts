/**
 * The simulation job page's log tab, in Chromium on a gateway of this file's own: a simulation job's
 * standard output is followed while the job runs (the "Following" badge, new lines appear) and the whole log stays
 * once it has ended, the badge gone. Screenshots in Chinese (light) and English (dark).
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './lib/browser';
import { runTag, zh } from './lib/console';
import { useOwnGateway, waitFor } from './lib/own-gateway';

const gateway = useOwnGateway();
const browser = useBrowser({ origin: () => gateway.origin });
const ZONE = 'pek3';
const TAG = runTag();

async function statusOf(id: string): Promise<string | undefined> {
  const [row] = await gateway.db.query<{ job_status: string }>('SELECT job_status FROM jobs WHERE hpcjob_uuid = $1', [id]);
  return row?.job_status;
}

describe('the simulation job page’s log tab', () => {
  it('follows a running simulation job’s standard output and keeps the whole log once it has ended', async () => {
    const owner = await gateway.client('usr-owner');
    const name = `e2e_simlog_${TAG}`;
    const { sjob_id: id } = await owner.post<{ sjob_id: string }>('/portal-hpc/simulation/submitJob', {
      zone: ZONE,
      name,
      hpcsw_id: 'hpcsw-openfoam11',
      cores: 2,
      input_file: '/share/ispf/usr-owner/pipe_flow/system/controlDict',
      cmd: 'echo "e2e: simulation log"; sleep 12',
    });
    await waitFor(`${name} running`, async () => ((await statusOf(id)) === 'running' ? true : undefined), 30_000);

    const page = await browser.current.as('usr-owner');
    await page.goto(`/${ZONE}/ispf/ispf/${id}?tab=job_logs`);
    await page.settle();
    const view = page.page.getByLabel(zh('Content of {title}', { title: zh('Standard output') }));
    await expect.poll(() => view.textContent(), { timeout: 20_000 }).toContain('e2e: simulation log');
    await expect.poll(() => page.page.getByText(zh('Following'), { exact: true }).count(), { timeout: 10_000 }).toBe(2);
    await page.screenshot('simulation-log-running-zh-light');

    await waitFor(`${name} finished`, async () => ((await statusOf(id)) === 'finished' ? true : undefined), 60_000);
    await expect.poll(() => view.textContent(), { timeout: 20_000 }).toMatch(/finished at .* with exit code 0/);
    await expect.poll(() => page.page.getByText(zh('Following'), { exact: true }).count(), { timeout: 10_000 }).toBe(0);

    const en = await browser.current.as('usr-owner', { locale: 'en', colorScheme: 'dark' });
    await en.goto(`/${ZONE}/ispf/ispf/${id}?tab=job_logs`);
    await en.settle();
    await expect
      .poll(() => en.page.getByLabel('Content of Standard output').textContent(), { timeout: 20_000 })
      .toMatch(/e2e: simulation log[\s\S]*exit code 0/);
    await en.screenshot('simulation-log-finished-en-dark');
  });
});
