/**
 * Word when a job ends (ADR 0059), in Chromium on a gateway of this file's own: a job submitted through the console
 * ends, the header's bell says 1 unread, its list names the job and how it ended, the link opens the job's page and
 * following it marks it read; then "mark all as read". In English and in Chinese, light and dark.
 */
import { describe, expect, it } from 'vitest';
import { SEED } from '../../server/seed/fixtures';
import { useBrowser, type ActorPage } from './lib/browser';
import { checkAccessible, escapeRegExp, runTag } from './lib/console';
import { useOwnGateway, waitFor } from './lib/own-gateway';
import { tr } from './lib/shell';

const gateway = useOwnGateway();
const browser = useBrowser({ origin: () => gateway.origin });

const ZONE = 'pek3';
const TAG = runTag();

async function endedJob(name: string, cmd: string): Promise<string> {
  const owner = await gateway.client('usr-owner');
  const { hpcjob_uuid: uuid } = await owner.post<{ hpcjob_uuid: string }>('/portal-hpc/job/submitJob', {
    zone: ZONE,
    cluster_id: SEED.clusters.ehpcActive,
    hpcqueue_id: SEED.queues.ehpcNormal,
    name,
    cores: 1,
    submit_type: 'command',
    cmd,
  });
  await waitFor(
    `${name} ended`,
    async () => {
      const [row] = await gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE hpcjob_uuid = $1', [uuid]);
      return row.n > 0 ? true : undefined;
    },
    60_000,
  );
  return uuid;
}

async function bellFlow(page: ActorPage, locale: 'en' | 'zh', name: string, uuid: string, end: string): Promise<void> {
  const t = (message: string, values: Record<string, string | number> = {}) => tr(locale, message, values);
  await page.goto(`/${ZONE}/hpc/hpc_clusters`);
  await page.settle();
  const bell = page.page.getByRole('button', { name: t('Notifications, {shown} unread', { shown: 1 }) });
  await bell.waitFor({ timeout: 30_000 });
  await bell.click();
  const list = page.page.getByRole('list', { name: t('Notifications') });
  await list.waitFor();
  const item = list.getByRole('listitem').first();
  await expect.poll(() => item.textContent()).toContain(name);
  expect(await item.textContent()).toContain(t(end));
  await checkAccessible(page, `the bell's list (${locale})`);
  await page.screenshot(`notifications-bell-${locale}-light`);
  await page.page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot(`notifications-bell-${locale}-dark`);
  await page.page.emulateMedia({ colorScheme: 'light' });
  await item.getByRole('link', { name }).click();
  await page.waitForPath(new RegExp(`^${escapeRegExp(`/${ZONE}/hpc/jobs/${uuid}`)}`), 20_000);
  // Following the link read it: the bell says no unread.
  await page.page.getByRole('button', { name: t('Notifications'), exact: true }).waitFor({ timeout: 20_000 });
}

describe('the bell, in the browser', () => {
  it('a job ends: the bell shows 1, the list names it, the link opens its page and reads it (English)', async () => {
    const name = `e2e_bell_${TAG}`;
    const uuid = await endedJob(name, 'sleep 1\nexit 3');
    const page = await browser.current.as('usr-owner', { locale: 'en', colorScheme: 'light' });
    await bellFlow(page, 'en', name, uuid, 'failed');
  });

  it('in Chinese, and "mark all as read" empties the count', async () => {
    const name = `e2e_bell_zh_${TAG}`;
    const uuid = await endedJob(name, 'sleep 1');
    const page = await browser.current.as('usr-owner', { locale: 'zh', colorScheme: 'light' });
    await bellFlow(page, 'zh', name, uuid, 'finished');
    const other = await endedJob(`e2e_bell_all_${TAG}`, 'sleep 1');
    expect(other).toMatch(/^hpcjob-/);
    const bell = page.page.getByRole('button', { name: tr('zh', 'Notifications, {shown} unread', { shown: 1 }) });
    await bell.waitFor({ timeout: 30_000 });
    await bell.click();
    await page.page.getByRole('button', { name: tr('zh', 'Mark all as read') }).click();
    await page.page.getByRole('button', { name: tr('zh', 'Notifications'), exact: true }).waitFor({ timeout: 20_000 });
  });
});
