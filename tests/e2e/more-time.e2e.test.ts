/**
 * More time for a job (ADR 0060), end to end in Chromium on a gateway of this file's own, whose simulated scheduler
 * runs the demo EHPC cluster's jobs (`sleep N` runs N seconds). usr-sub, its HPC opened and made a read-write member
 * of the cluster by its owner, submits a job with a time limit of its own (through the API):
 * - in English, it asks for more time with a reason in the job page's modal; usr-owner opens the decision page from
 *   the jobs list's "More time" button and approves; the job page then shows the new limit and who approved it;
 * - in Chinese, a second request is refused with a reason, which the job page shows its asker.
 * Screenshots of the modal, the decision page and the job page's section, in both languages, light and dark.
 */
import { describe, expect, it } from 'vitest';
import { SEED_PROJECT } from '../../server/domains/accounts/seed-data';
import { SEED } from '../../server/seed/fixtures';
import { DEMO_ACCOUNTS } from '../../server/seed/identity';
import { useBrowser, type ActorPage } from './lib/browser';
import { checkAccessible, escapeRegExp, lightAndDark, runTag, toast, zh } from './lib/console';
import { useOwnGateway } from './lib/own-gateway';
import { tr } from './lib/shell';

const gateway = useOwnGateway();
const browser = useBrowser({ origin: () => gateway.origin });

const ZONE = 'pek3';
const hpc = (section: string) => `/${ZONE}/hpc/${section}`;
const TAG = runTag();
const OWNER_NAME = DEMO_ACCOUNTS.find((account) => account.user_id === 'usr-owner')?.user_name ?? 'usr-owner';
const en = (message: string, values: Record<string, string | number> = {}) => tr('en', message, values);

/** usr-sub may use the console's HPC pages and change the demo EHPC cluster (a read-write member of its project). */
async function letSubUserSubmit(): Promise<void> {
  const owner = await gateway.client('usr-owner');
  await owner.post('/portal-hpc/subuser/permission/enable', { zone: ZONE, sub_user_id: 'usr-sub' });
  await owner.post('/portal-hpc/project/delMember', { project_id: SEED_PROJECT.project_id, user_ids: ['usr-sub'] });
  await owner.post('/portal-hpc/project/addMember', {
    project_id: SEED_PROJECT.project_id,
    members: [{ user_id: 'usr-sub', permission: 'readwrite', role_type: 'member' }],
  });
}

/** A long job of usr-sub's with a time limit of its own (minutes). */
async function subUsersJob(name: string, timeLimit: number): Promise<string> {
  const sub = await gateway.client('usr-sub');
  const answer = await sub.post<{ hpcjob_uuid: string }>('/portal-hpc/job/submitJob', {
    zone: ZONE,
    cluster_id: SEED.clusters.ehpcActive,
    hpcqueue_id: SEED.queues.ehpcNormal,
    name,
    cores: 1,
    submit_type: 'command',
    cmd: 'sleep 3000',
    time_limit: timeLimit,
  });
  return answer.hpcjob_uuid;
}

async function stop(uuid: string): Promise<void> {
  const sub = await gateway.client('usr-sub');
  await sub.post('/portal-hpc/job/stopJobs', { zone: ZONE, cluster_id: SEED.clusters.ehpcActive, job_ids: [uuid] });
}

/** The job page's "Time limit" section, named by its heading. */
const section = (page: ActorPage, title: string) => page.page.getByRole('region', { name: title, exact: true });

/** Opens the job page as usr-sub, asks for `extra` more minutes in the modal; answers the page. */
async function askInModal(
  t: (message: string, values?: Record<string, string | number>) => string,
  locale: 'en' | 'zh',
  uuid: string,
  name: string,
  limit: number,
  extra: number,
  reason: string,
): Promise<ActorPage> {
  const sub = await browser.current.as('usr-sub', locale === 'en' ? { locale: 'en' } : {});
  await sub.goto(hpc(`jobs/${uuid}/compute_dir`));
  await sub.settle();
  const moreTime = section(sub, t('Time limit'));
  await moreTime
    .getByTestId('time-limit-now')
    .filter({ hasText: t('{limit} min', { limit }) })
    .waitFor({ timeout: 20_000 });
  await moreTime.getByRole('button', { name: t('Ask for more time') }).click();
  const dialog = sub.page.getByRole('dialog', { name: t('Ask for more time: {jobName}', { jobName: name }) });
  const minutes = dialog.getByRole('spinbutton', { name: new RegExp(`^${escapeRegExp(t('More minutes'))}`) });
  await minutes.fill(String(extra));
  await dialog.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(t('Reason'))}`) }).fill(reason);
  expect(await dialog.getByTestId('ask-time-limits').textContent()).toBe(
    t('Time limit now: {timeLimit} min; asked for: {newLimit} min.', { timeLimit: limit, newLimit: limit + extra }),
  );
  await checkAccessible(sub, `the ask-for-more-time modal (${locale})`);
  await lightAndDark(sub, `more-time-modal-${locale}`);
  await dialog.getByRole('button', { name: t('Ask'), exact: true }).click();
  await toast(sub.page, t('More time for {jobName} is asked for', { jobName: name })).waitFor({ timeout: 20_000 });
  await moreTime.getByText(t('Waiting for a decision'), { exact: true }).waitFor();
  return sub;
}

describe('more time for a job, in the browser', () => {
  it('usr-sub asks for more time in the modal, usr-owner approves it from the jobs list, the job page shows the new limit (English)', async () => {
    await letSubUserSubmit();
    const name = `e2e_more_${TAG}`;
    const uuid = await subUsersJob(name, 30);
    const sub = await askInModal(en, 'en', uuid, name, 30, 45, 'The forecast needs 45 more minutes to converge');

    // The owner, in a browser context of its own: the jobs list's "More time" button leads to the decision page.
    const owner = await browser.current.as('usr-owner', { locale: 'en' });
    await owner.goto(hpc('jobs'));
    await owner.settle();
    await owner.page.getByRole('link', { name: en('More time'), exact: true }).click();
    await owner.waitForPath(hpc('jobs/more_time'));
    const table = owner.page.getByRole('table', { name: en('Requests for more time') });
    const row = table.getByRole('row').filter({ hasText: name });
    await row.waitFor({ timeout: 20_000 });
    expect(await row.textContent()).toContain('The forecast needs 45 more minutes to converge');
    expect(await row.textContent()).toContain(en('{before} → {after} min', { before: 30, after: 75 }));
    await checkAccessible(owner, 'the decision page (en)');
    await lightAndDark(owner, 'more-time-decide-en');
    await row.getByRole('button', { name: en('Approve'), exact: true }).click();
    const confirm = owner.page.getByRole('dialog', { name: en('Give {name} more time?', { name }) });
    await confirm.getByText('The forecast needs 45 more minutes to converge').waitFor();
    await confirm.getByRole('button', { name: en('Approve'), exact: true }).click();
    await toast(owner.page, en('{name} has {after} min now', { name, after: 75 })).waitFor({ timeout: 20_000 });
    // Decided, it leaves "To decide"; "All requests" shows it approved.
    await row.waitFor({ state: 'detached', timeout: 20_000 });
    await owner.page.getByText(en('All requests'), { exact: true }).click();
    await row.getByText(en('Approved'), { exact: true }).waitFor({ timeout: 20_000 });

    // Back on the job page (live): the new limit, who approved it and when.
    const moreTime = section(sub, en('Time limit'));
    await moreTime
      .getByTestId('time-limit-now')
      .filter({ hasText: en('{limit} min', { limit: 75 }) })
      .waitFor({ timeout: 20_000 });
    const approved = moreTime.getByText(new RegExp(`^Approved by ${escapeRegExp(OWNER_NAME)} on .+: the limit is now 75 min\\.$`));
    await approved.waitFor({ timeout: 20_000 });
    await checkAccessible(sub, 'the job page, more time approved (en)');
    await lightAndDark(sub, 'more-time-job-en', moreTime);
    await stop(uuid);
  });

  it('a request refused with a reason shows its reason to the asker (Chinese)', async () => {
    await letSubUserSubmit();
    const name = `e2e_refused_${TAG}`;
    const uuid = await subUsersJob(name, 20);
    const sub = await askInModal(zh, 'zh', uuid, name, 20, 600, '需要再跑十个小时');

    const owner = await browser.current.as('usr-owner');
    await owner.goto(hpc('jobs/more_time'));
    await owner.settle();
    const row = owner.page
      .getByRole('table', { name: zh('Requests for more time') })
      .getByRole('row')
      .filter({ hasText: name });
    await row.waitFor({ timeout: 20_000 });
    await lightAndDark(owner, 'more-time-decide-zh');
    await row.getByRole('button', { name: zh('Refuse'), exact: true }).click();
    const confirm = owner.page.getByRole('alertdialog', { name: zh('Refuse more time for {name}?', { name }) });
    await confirm
      .getByRole('textbox', { name: new RegExp(`^${escapeRegExp(zh('Reason for refusing'))}`) })
      .fill('队列本周维护，请改日再提交');
    await checkAccessible(owner, 'the refusal dialog (zh)');
    await lightAndDark(owner, 'more-time-refuse-zh');
    await confirm.getByRole('button', { name: zh('Refuse'), exact: true }).click();
    await toast(owner.page, zh('More time for {name} is refused', { name })).waitFor({ timeout: 20_000 });

    // The asker reads the refusal and its reason; the limit is unchanged and it may ask again.
    const moreTime = section(sub, zh('Time limit'));
    await moreTime.getByText(zh('Refused'), { exact: true }).waitFor({ timeout: 20_000 });
    const refusedText = await moreTime.getByTestId('more-time-request').textContent();
    expect(refusedText).toContain('队列本周维护，请改日再提交');
    expect(refusedText).toContain(OWNER_NAME);
    expect(await moreTime.getByTestId('time-limit-now').textContent()).toBe(zh('{limit} min', { limit: 20 }));
    await moreTime.getByRole('button', { name: zh('Ask for more time') }).waitFor();
    await checkAccessible(sub, 'the job page, more time refused (zh)');
    await lightAndDark(sub, 'more-time-job-zh', moreTime);
    await stop(uuid);
  });
});
