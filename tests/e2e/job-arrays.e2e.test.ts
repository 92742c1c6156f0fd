/**
 * Job arrays (ADR 0061), end to end in Chromium on a gateway of this file's own, whose simulated scheduler runs the
 * demo EHPC cluster's jobs (a task's `$SLURM_ARRAY_TASK_ID` is its index; `exit N` ends with N). In English and in
 * Chinese, usr-owner submits an array `0-3` from the form whose command exits with its index, so that task 0 finishes
 * and tasks 1 to 3 fail; the job list shows it as one row with its tasks' counts, which expands to its tasks; a
 * task's page names its array and leads back to it; "Retry failed tasks" opens a new array of exactly tasks 1, 2
 * and 3. Screenshots of the expanded list, the array's page and a task's page, light and dark.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../server/seed/fixtures';
import { useBrowser, type ActorPage, type Locale } from './lib/browser';
import { checkAccessible, escapeRegExp, labelled, lightAndDark, runTag, toast, waitForStatus, zh } from './lib/console';
import { useOwnGateway } from './lib/own-gateway';
import { tr } from './lib/shell';

const gateway = useOwnGateway();
const browser = useBrowser({ origin: () => gateway.origin });

const ZONE = 'pek3';
const hpc = (section: string) => `/${ZONE}/hpc/${section}`;
const TAG = runTag();
const EHPC = { cluster_id: SEED.clusters.ehpcActive, hpcqueue_id: SEED.queues.ehpcNormal };
const JOB_PAGE = new RegExp(`^${escapeRegExp(hpc('jobs/'))}(hpcjob-[a-z0-9]+)/compute_dir$`);
const COMMAND = 'exit $SLURM_ARRAY_TASK_ID';

type Translate = (message: string, values?: Record<string, string | number>) => string;
const en: Translate = (message, values = {}) => tr('en', message, values);
const words: Record<Locale, Translate> = { en, zh };

/** The job page's header (its heading's parent), where its status badge is. */
const header = (page: ActorPage, name: string) => page.page.getByRole('heading', { level: 2, name, exact: true }).locator('..');

/** Submits the array from the form; answers its hpcjob_uuid once its page opened. */
async function submitArray(page: ActorPage, t: Translate, name: string): Promise<string> {
  await page.goto(hpc(`hpc_job/submit_job/${EHPC.cluster_id}`));
  await page.settle();
  const queue = page.page.getByRole('combobox', { name: labelled(t('Queue')) });
  await queue.locator(`option[value="${EHPC.hpcqueue_id}"]`).waitFor({ state: 'attached', timeout: 20_000 });
  await queue.selectOption(EHPC.hpcqueue_id);
  await page.page.getByLabel(labelled(t('Job name'))).fill(name);
  await page.page.getByRole('textbox', { name: labelled(t('Array')) }).fill('0-3');
  await page.page.getByRole('textbox', { name: labelled(t('Command line')) }).fill(COMMAND);
  await page.page.getByRole('button', { name: t('Submit job'), exact: true }).click();
  await page.waitForPath(JOB_PAGE, 20_000);
  return JOB_PAGE.exec(page.path())?.[1] ?? '';
}

/** The task links of a table of tasks, as their visible text ("#3"). */
async function taskNumbers(table: Locator): Promise<string[]> {
  return (await table.getByRole('link').allTextContents()).map((text) => text.trim());
}

async function arraysInTheBrowser(locale: Locale): Promise<void> {
  const t = words[locale];
  const name = `e2e_array_${locale}_${TAG}`;
  const page = await browser.current.as('usr-owner', locale === 'en' ? { locale: 'en' } : {});
  const uuid = await submitArray(page, t, name);

  // The array's page: its indices, its tasks as they run and end; task 0 finishes, 1 to 3 fail.
  const tasksSection = page.page.getByRole('region', { name: t('Tasks'), exact: true });
  await tasksSection.getByText(t('Indices {spec}', { spec: '0-3' }), { exact: true }).waitFor({ timeout: 20_000 });
  await waitForStatus(header(page, name), 'exited', 60_000);
  const counts = tasksSection.getByTestId('array-counts');
  await counts.getByText(t('{count}/{total} finished', { count: 1, total: 4 }), { exact: true }).waitFor({ timeout: 20_000 });
  await counts.getByText(t('{count} failed', { count: 3 }), { exact: true }).waitFor();
  const taskTable = tasksSection.getByRole('table', { name: t('Tasks of {name}', { name }) });
  await expect.poll(() => taskNumbers(taskTable), { timeout: 20_000 }).toEqual(['#0', '#1', '#2', '#3']);
  // Its logs are its tasks'.
  await page.page.getByRole('tab', { name: t('Job logs') }).click();
  await page.page.getByText(t('Each task of this array writes its own log files.'), { exact: true }).waitFor();
  await checkAccessible(page, `the array's page (${locale})`);
  await lightAndDark(page, `job-arrays-array-${locale}`, tasksSection);

  // The job list: one row for the array, its tasks' counts under its status; it expands to its tasks.
  await page.goto(hpc('jobs'));
  await page.settle();
  const search = page.page.getByRole('searchbox', { name: t('Search by job name or ID') });
  await search.fill(name);
  await search.press('Enter');
  const jobs = page.page.getByRole('table', { name: t('Jobs'), exact: true });
  const rows = jobs.getByRole('row').filter({ hasText: name });
  await rows.first().waitFor({ timeout: 20_000 });
  expect(await rows.count()).toBe(1);
  const row = rows.first();
  await row.getByText(t('Array · {total, plural, one {# task} other {# tasks}}', { total: 4 }), { exact: true }).waitFor();
  await row.getByText(t('{count} failed', { count: 3 }), { exact: true }).waitFor();
  await row.getByRole('button', { name: t('Tasks of {name}', { name }) }).click();
  const preview = jobs.getByRole('table', { name: t('Tasks of {name}', { name }) });
  await expect.poll(() => taskNumbers(preview), { timeout: 20_000 }).toEqual(['#0', '#1', '#2', '#3']);
  await checkAccessible(page, `the job list with an array expanded (${locale})`);
  await lightAndDark(page, `job-arrays-list-${locale}`, preview);

  // A task's page names its array and leads back to it.
  await preview.getByRole('link', { name: t('Task {number}', { number: 2 }) }).click();
  await page.waitForPath(JOB_PAGE);
  const taskLine = page.page.getByTestId('task-of-array');
  await taskLine.waitFor({ timeout: 20_000 });
  expect(await taskLine.textContent()).toBe(t('Task {index} of array <0>{name}</0>', { index: 2, name }).replace(/<\/?0>/g, ''));
  await waitForStatus(header(page, name), 'exited', 20_000);
  await checkAccessible(page, `a task's page (${locale})`);
  await lightAndDark(page, `job-arrays-task-${locale}`);
  await taskLine.getByRole('link', { name, exact: true }).click();
  await page.waitForPath(hpc(`jobs/${uuid}/compute_dir`));

  // Retry the failed tasks: a new array of exactly tasks 1, 2 and 3.
  await page.page.getByRole('button', { name: t('Retry failed tasks'), exact: true }).click();
  const dialog = page.page.getByRole('dialog', { name: t('Retry failed tasks') });
  await checkAccessible(page, `the retry dialog (${locale})`);
  await lightAndDark(page, `job-arrays-retry-${locale}`);
  await dialog
    .getByRole('button', { name: t('Retry {tasks}', { tasks: t('{count, plural, one {# task} other {# tasks}}', { count: 3 }) }) })
    .click();
  await page.waitForPath(new RegExp(`^${escapeRegExp(hpc('jobs/'))}(?!${uuid})hpcjob-[a-z0-9]+/compute_dir$`), 20_000);
  const tasks = t('{count, plural, one {# task} other {# tasks}}', { count: 3 });
  await toast(page.page, t('The {tasks} of {name} that did not finish run again as a new array', { tasks, name })).waitFor({
    timeout: 20_000,
  });
  const retried = page.page.getByRole('region', { name: t('Tasks'), exact: true });
  const retriedTable = retried.getByRole('table', { name: t('Tasks of {name}', { name }) });
  await expect.poll(() => taskNumbers(retriedTable), { timeout: 20_000 }).toEqual(['#1', '#2', '#3']);
  // They fail again as before: the new array ends with its three failed.
  await waitForStatus(header(page, name), 'exited', 60_000);
  await retried
    .getByTestId('array-counts')
    .getByText(t('{count} failed', { count: 3 }), { exact: true })
    .waitFor({ timeout: 20_000 });
}

describe('job arrays, in the browser', () => {
  it('submits an array of four, lists it as one row that expands to its tasks, and retries its three failed tasks (English)', async () => {
    await arraysInTheBrowser('en');
  });

  it('the same in Chinese', async () => {
    await arraysInTheBrowser('zh');
  });
});
