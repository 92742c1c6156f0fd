/**
 * Jobs that wait for jobs (ADR 0057) and why a job waits (ADR 0056), end to end in Chromium on a gateway of this
 * file's own, whose simulated scheduler runs the demo EHPC cluster's jobs (`sleep N` runs N seconds):
 * - in English, a job submitted from the form to wait for another one says why it waits, lists what it waits for
 *   with a link, and the other job's page lists it back; it runs once the other has finished;
 * - in Chinese, a job that waits for a success that never came says it can never start, and the list says why
 *   under its status.
 */
import { describe, expect, it } from 'vitest';
import { SEED } from '../../server/seed/fixtures';
import { useBrowser, type ActorPage } from './lib/browser';
import { checkAccessible, escapeRegExp, labelled, runTag, waitForStatus, zh } from './lib/console';
import { useOwnGateway, waitFor } from './lib/own-gateway';
import { tr } from './lib/shell';

const gateway = useOwnGateway();
const browser = useBrowser({ origin: () => gateway.origin });

const ZONE = 'pek3';
const hpc = (section: string) => `/${ZONE}/hpc/${section}`;
const TAG = runTag();
const EHPC = { cluster_id: SEED.clusters.ehpcActive, hpcqueue_id: SEED.queues.ehpcNormal };
const JOB_PAGE = new RegExp(`^${escapeRegExp(hpc('jobs/'))}(hpcjob-[a-z0-9]+)/compute_dir$`);
const en = (message: string, values: Record<string, string | number> = {}) => tr('en', message, values);

type Dependency = { type: 'afterok' | 'afterany' | 'afternotok' | 'after'; job: string };

async function submitted(name: string, cmd: string, dependency?: Dependency[]): Promise<string> {
  const owner = await gateway.client('usr-owner');
  const answer = await owner.post<{ hpcjob_uuid: string }>('/portal-hpc/job/submitJob', {
    zone: ZONE,
    ...EHPC,
    name,
    cores: 1,
    submit_type: 'command',
    cmd,
    ...(dependency ? { dependency } : {}),
  });
  return answer.hpcjob_uuid;
}

async function statusOfJob(uuid: string): Promise<string> {
  const owner = await gateway.client('usr-owner');
  const answer = await owner.get<{ job: { job_status: string } }>(`/portal-hpc/job/jobdetail/${uuid}`, { zone: ZONE });
  return answer.job.job_status;
}

const header = (page: ActorPage, name: string) => page.page.getByRole('heading', { level: 2, name, exact: true }).locator('..');

describe('jobs that wait for jobs, in the browser', () => {
  it('submits a job from the form to wait for another; both pages link each other, and it runs once the other finished (English)', async () => {
    const firstName = `e2e_first_${TAG}`;
    const first = await submitted(firstName, 'sleep 12');
    const name = `e2e_then_${TAG}`;
    const page = await browser.current.as('usr-owner', { locale: 'en' });
    await page.goto(hpc(`hpc_job/submit_job/${EHPC.cluster_id}`));
    await page.settle();
    const queue = page.page.getByRole('combobox', { name: labelled(en('Queue')) });
    await queue.locator(`option[value="${EHPC.hpcqueue_id}"]`).waitFor({ state: 'attached', timeout: 20_000 });
    await queue.selectOption(EHPC.hpcqueue_id);
    await page.page.getByLabel(labelled(en('Job name'))).fill(name);
    await page.page.getByRole('textbox', { name: labelled(en('Command line')) }).fill('echo after the first');
    await page.page.getByRole('button', { name: en('Add a job to wait for') }).click();
    const row = page.page.getByRole('group', { name: en('Job to wait for {position}', { position: 1 }) });
    const job = row.getByRole('combobox', { name: en('Job') });
    await job.locator(`option[value="${first}"]`).waitFor({ state: 'attached', timeout: 20_000 });
    await job.selectOption(first);
    await row.getByRole('combobox', { name: en('Starts when') }).selectOption('afterok');
    await checkAccessible(page, 'submit form, a job to wait for');
    await page.page.getByRole('button', { name: en('Submit job'), exact: true }).click();

    await page.waitForPath(JOB_PAGE, 20_000);
    const id = JOB_PAGE.exec(page.path())?.[1] ?? '';
    await header(page, name).waitFor();
    // Why it waits, once the scheduler has it: for the other job.
    await page.page
      .getByRole('status', { name: en('Why this job waits') })
      .filter({ hasText: en('Waiting for other jobs') })
      .waitFor({ timeout: 20_000 });
    const waitsFor = page.page.getByRole('list', { name: en('Waits for') });
    await waitsFor.getByText(en('Finished successfully')).waitFor();
    await page.screenshot('job-dependencies-waiting-en');

    // The other job's page lists it back; its link leads there.
    await waitsFor.getByRole('link', { name: firstName, exact: true }).click();
    await page.waitForPath(hpc(`jobs/${first}/compute_dir`));
    const waitedBy = page.page.getByRole('list', { name: en('Waited for by') });
    await waitedBy.getByRole('link', { name, exact: true }).waitFor();
    await checkAccessible(page, 'job page, waited for by');

    // The first job finishes; then the second runs and finishes too.
    await waitForStatus(header(page, firstName), 'finished', 60_000);
    await waitFor(`${name} to finish`, async () => ((await statusOfJob(id)) === 'finished' ? true : undefined), 60_000);
    await waitedBy.getByRole('link', { name, exact: true }).click();
    await waitForStatus(header(page, name), 'finished', 20_000);
    expect(await page.page.getByRole('status', { name: en('Why this job waits') }).count()).toBe(0);
  });

  it('says a job waiting for a success that never came can never start, on its page and in the list (Chinese)', async () => {
    const failedName = `e2e_fails_${TAG}`;
    const failed = await submitted(failedName, 'sleep 1; exit 2');
    await waitFor(`${failedName} to fail`, async () => ((await statusOfJob(failed)) === 'exited' ? true : undefined), 60_000);
    const name = `e2e_never_${TAG}`;
    const never = await submitted(name, 'echo never', [{ type: 'afterok', job: failed }]);
    const page = await browser.current.as('usr-owner');
    await page.goto(hpc(`jobs/${never}/compute_dir`));
    await page.settle();
    const notice = page.page.getByRole('status', { name: zh('Why this job waits') });
    await notice.filter({ hasText: zh('Can never start') }).waitFor({ timeout: 20_000 });
    expect(await notice.textContent()).toContain(
      zh('The jobs it depends on ended in a way that can never let it start. Stop it, or submit it again without the dependency.'),
    );
    const waitsFor = page.page.getByRole('list', { name: zh('Waits for') });
    await waitsFor.getByRole('link', { name: failedName, exact: true }).waitFor();
    expect(await waitsFor.textContent()).toContain(zh('Finished successfully'));
    await page.screenshot('job-dependencies-never-zh');

    // The list says why under its status.
    await page.goto(hpc('jobs'));
    await page.settle();
    const search = page.page.getByRole('searchbox', { name: zh('Search by job name or ID') });
    await search.fill(name);
    await search.press('Enter');
    const listed = page.page.getByRole('row').filter({ hasText: name });
    await listed.getByText(zh('Can never start'), { exact: true }).waitFor({ timeout: 15_000 });
    const owner = await gateway.client('usr-owner');
    await owner.post('/portal-hpc/job/stopJobs', { zone: ZONE, cluster_id: EHPC.cluster_id, job_ids: [never] });
  });
});
