/**
 * The jobs page while many jobs run and change (/jobs showed the error boundary, React #185, on 4 of 8 loads
 * while jobs were running). On a gateway of this file's own, 40 jobs with time limits are submitted with run times of a
 * few seconds to a minute, so that jobs start, finish and queue while the page is loaded again and again, each load
 * showing live run times that tick. Every load must show the list, never the error boundary, and no page may log an
 * error (useBrowser fails the test on any).
 */
import { describe, expect, it } from 'vitest';
import { SEED } from '../../server/seed/fixtures';
import { useBrowser } from './lib/browser';
import { runTag, zh } from './lib/console';
import { useOwnGateway, waitFor } from './lib/own-gateway';

const gateway = useOwnGateway();
const browser = useBrowser({ origin: () => gateway.origin });

const TAG = runTag();
const JOBS = 40;
const LOADS = 8;

describe('the jobs page with many jobs changing', () => {
  it(`loads ${LOADS} times while ${JOBS} jobs start and end, always showing the list and never the error boundary`, async () => {
    const owner = await gateway.client('usr-owner');
    const ids: string[] = [];
    for (let i = 0; i < JOBS; i += 1) {
      // 56 cores each: the EHPC queue's 4 nodes run 4 at a time, the others wait, so statuses keep changing.
      const answer = await owner.post<{ hpcjob_uuid: string }>('/portal-hpc/job/submitJob', {
        zone: 'pek3',
        cluster_id: SEED.clusters.ehpcActive,
        hpcqueue_id: SEED.queues.ehpcNormal,
        name: `e2e_live_${TAG}_${i}`,
        cores: 56,
        cmd: `echo live ${i}; sleep ${3 + (i % 5) * 3}`,
        priority: 5,
        time_limit: 1 + (i % 3),
        submit_type: 'command',
      });
      ids.push(answer.hpcjob_uuid);
    }
    const running = async () =>
      (
        await gateway.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM jobs WHERE hpcjob_uuid = ANY($1) AND job_status = 'running'",
          [ids],
        )
      )[0].n;
    await waitFor('a job of this test running', async () => ((await running()) > 0 ? true : undefined), 60_000);

    const page = await browser.current.as('usr-owner');
    let liveRows = 0;
    for (let load = 0; load < LOADS; load += 1) {
      if (load === 0) await page.goto('/pek3/hpc/jobs');
      else await page.page.reload({ waitUntil: 'domcontentloaded' });
      const table = page.page.getByRole('table', { name: zh('Jobs') });
      await table.waitFor({ timeout: 30_000 });
      await table
        .getByText(new RegExp(`e2e_live_${TAG}_`))
        .first()
        .waitFor({ timeout: 30_000 });
      // Let the live run times tick and the list refresh while jobs change.
      await page.page.waitForTimeout(2500);
      expect(await page.page.getByText(zh('This page ran into a problem')).count(), `load ${load + 1}: the error boundary`).toBe(0);
      // Running jobs with a limit show the time they have left, ticking.
      liveRows += await table.locator('[data-tone]').count();
    }
    expect(liveRows, 'running jobs with their time left').toBeGreaterThan(0);
    // The loads met the jobs in more than one state (the page was tried while they changed).
    const finished = (
      await gateway.db.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs WHERE hpcjob_uuid = ANY($1) AND job_status = 'finished'", [
        ids,
      ])
    )[0].n;
    expect(finished).toBeGreaterThan(0);
    expect(finished).toBeLessThan(JOBS);
    await page.screenshot('jobs-live-many-changing');
  });
});
