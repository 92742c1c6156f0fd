/**
 * Quotas that hold end to end (ADR 0026), in Chromium on a gateway of this file's own. Set up through
 * the API: usr-owner shares its active HPC cluster with its IAM user alice (shared/user/addUser: a shared member who
 * can sign in) and gives her a core-hour limit of
 * 1000 (shared/user/addResourceLimit). alice signs in, sees her remaining core-hours on the submit form, submits a
 * job within them (accepted) and one beyond them (said before sending, refused by the gateway with the figures,
 * nothing created); once her jobs' usage passes 80 % (a finished job of her account written as the simulated
 * scheduler writes it, not waited for) the header warns. Screenshots of the refusal and the header warning: en dark, zh light.
 * Her job page reads her job's working folder (no 403 allowed).
 * Then a sub-account (ADR 0036): created, HPC opened and shared by e-mail through the API, a folder made; usr-owner
 * allocates it 1000 core-hours, a storage quota and the folder through the quota modal; the sub-user signs in with its
 * e-mail, sees the cluster and its limit on the submit form, submits within it and is refused beyond it.
 */
import { describe, expect, it } from 'vitest';
import { SEED } from '../../server/seed/fixtures';
import { useBrowser, type ActorPage, type Locale } from './lib/browser';
import { escapeRegExp, labelled, toast, zh } from './lib/console';
import { useOwnGateway } from './lib/own-gateway';

const gateway = useOwnGateway({ speed: 0.1 });
const browser = useBrowser({ origin: () => gateway.origin });
const CLUSTER = SEED.clusters.hpcActive;
const QUEUE = SEED.queues.hpcShared;
const SUBMIT = `/pek3/hpc/hpc_job/submit_job/${CLUSTER}`;
const LIMIT = 1000;
const refusal = { status: 409, path: /\/api\/portal-hpc\/job\/submitJob$/, why: 'the job beyond the core-hour limit, refused on purpose' };
const FOLDER = 'e2e_sub_case';

/** usr-owner shares the cluster with alice and limits her to LIMIT core-hours there; her account name. */
async function setUp(): Promise<string> {
  const owner = await gateway.client('usr-owner');
  const username = `aq_${String(Date.now()).slice(-6)}`;
  const added = await owner.post<{ shared_user_id: string }>('/portal-hpc/shared/user/addUser', {
    cluster_id: CLUSTER,
    iam_user_id: 'iamu-alice001',
    username,
    permission: 'readwrite',
  });
  const member = async () =>
    (
      await gateway.db.query<{ status: string; has_limit: boolean }>(
        'SELECT su.status, suc.has_limit FROM shared_users su JOIN shared_user_clusters suc USING (shared_user_id) WHERE shared_user_id = $1 AND cluster_id = $2',
        [added.shared_user_id, CLUSTER],
      )
    )[0];
  await expect.poll(async () => (await member())?.status, { timeout: 60_000 }).toBe('active');
  await owner.post('/portal-hpc/shared/user/addResourceLimit', {
    cluster_id: CLUSTER,
    shared_user_id: added.shared_user_id,
    allocated_core_hours: LIMIT,
    file_system_quota_gb: 50,
  });
  await expect.poll(async () => (await member())?.has_limit, { timeout: 60_000 }).toBe(true);
  return username;
}

/** The names of alice's jobs on the cluster, as the job list answers them (the API, not the screen). */
async function jobNames(): Promise<string[]> {
  const alice = await gateway.client('iam-alice');
  const answer = await alice.get<{ job_set: { name: string }[] }>('/portal-hpc/job/list', {
    zone: 'pek3',
    cluster_id: CLUSTER,
    search_word: 'quota_',
    limit: 100,
  });
  return answer.job_set.map((job) => job.name).sort();
}

/**
 * Before a screenshot of a refusal: the form's explanation in view beside the toast, and the toast's entry animation
 * (finite animations only) ended.
 */
async function showRefusal(page: ActorPage): Promise<void> {
  await page.page.getByTestId('core-hour-quota').scrollIntoViewIfNeeded();
  await page.page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // The explanation stays readable beside the refusal: in view, and its middle not under the toast.
  const uncovered = await page.page.getByTestId('core-hour-quota').evaluate((box) => {
    const r = box.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return r.top >= 0 && r.bottom <= window.innerHeight && !!hit && box.contains(hit);
  });
  expect(uncovered, 'the quota explanation is in view and not covered by the toast').toBe(true);
}

/** Fills the submit form (in `locale`) with a command job of `cores` cores and a time limit of `minutes`. */
async function fillJob(page: ActorPage, locale: Locale, name: string, cores: number, minutes: number): Promise<void> {
  const p = page.page;
  const label = (text: string) => labelled(locale === 'zh' ? zh(text) : text);
  await p.getByLabel(label('Job name')).fill(name);
  const queue = p.getByRole('combobox', { name: label('Queue') });
  await queue.locator(`option[value="${QUEUE}"]`).waitFor({ state: 'attached', timeout: 20_000 });
  await queue.selectOption(QUEUE);
  await p.getByRole('textbox', { name: label('Command line') }).fill('echo quota; sleep 1');
  await p.getByLabel(label('Cores')).fill(String(cores));
  await p.getByLabel(label('Time limit (minutes)')).fill(String(minutes));
}

describe('the core-hour limit of a shared member', () => {
  it('alice submits within her limit, is refused beyond it with the figures, and is warned past 80 %', async () => {
    const account = await setUp();
    // The accepted job's page lists its working directory (jobs/alice/…, hers to read): no 403 is allowed.
    const page = await browser.current.as('iam-alice', { locale: 'en', colorScheme: 'dark', allow: [refusal] });
    const p = page.page;
    await page.goto(SUBMIT);
    await page.settle();
    const quota = p.getByTestId('core-hour-quota');
    await expect
      .poll(async () => (await quota.textContent()) ?? '', { timeout: 30_000 })
      .toMatch(/Remaining core-hours on this cluster: 1,?000 /);

    // Within the limit: 1 core × 1 h, accepted; the page moves to the job.
    await fillJob(page, 'en', 'quota_within', 1, 60);
    await expect.poll(async () => (await quota.textContent()) ?? '').toContain('This job takes 1 core × 1 h = 1 core-hours.');
    await p.getByRole('button', { name: 'Submit job', exact: true }).click();
    await page.waitForPath(/\/jobs\/hpcjob-[a-z0-9]+\/compute_dir$/, 30_000);
    expect(await jobNames()).toEqual(['quota_within']);

    // Beyond it: 10 cores × 101 h = 1010 core-hours (more than the whole limit, however little the first job has taken by
    // now: at this engine speed it may have finished already), said before sending, then refused by the gateway.
    await page.goto(SUBMIT);
    await page.settle();
    await fillJob(page, 'en', 'quota_beyond', 10, 6060);
    await expect
      .poll(async () => (await quota.textContent()) ?? '')
      .toContain('This job takes 10 cores × 101 h = 1010 core-hours. It would exceed your remaining core-hours');
    await p.getByRole('button', { name: 'Submit job', exact: true }).click();
    await toast(
      p,
      /Not enough core-hours: the job needs 1010 core-hours \(cores × time limit\) and you have (1000|99\d(\.\d+)?) left on this cluster/,
    ).waitFor({ timeout: 30_000 });
    await showRefusal(page);
    await page.screenshot('quotas-refusal-en-dark');
    expect(page.path()).toBe(SUBMIT);
    expect(await jobNames()).toEqual(['quota_within']);

    // Usage past 80 %: a finished job of 10 cores × 82 h of her account, as the scheduler records it.
    await gateway.db.query(
      `INSERT INTO jobs (hpcjob_uuid, cluster_id, owner, user_id, name, job_status, cores, time_limit, run_time, submit_type, work_dir, cmd, run_as)
       VALUES ('hpcjob-e2equota1', $1, 'usr-owner', 'iam-alice', 'quota_used', 'finished', 10, 6000, $2, 'command', '/share/run', 'sleep 1', $3)`,
      [CLUSTER, 82 * 3600, account],
    );
    await page.goto('/pek3/hpc/hpc_clusters');
    await page.settle();
    // The header says the real figure (820-odd of 1,000 core-hours), not the threshold (ADR 0046).
    const warning = p.getByRole('button', { name: /Quota 8[23] % used/ });
    await warning.waitFor({ timeout: 30_000 });
    expect(await warning.getAttribute('data-level')).toBe('yellow');
    await warning.click();
    await p.getByText(/% of the core-hours used \(82\d(\.\d+)? of 1,?000\)/).waitFor();
    await page.expectAccessible('the header quota warning open (en, dark)');
    await page.screenshot('quotas-header-warning-en-dark');

    // In Chinese (light): the warning in the header and on the submit form, and the gateway's refusal in Chinese.
    const chinese = await browser.current.as('iam-alice', { allow: [refusal] });
    const c = chinese.page;
    await chinese.goto(SUBMIT);
    await chinese.settle();
    const headerName = new RegExp(escapeRegExp(zh('Quota {percent} % used', { percent: '@@' })).replace('@@', '8[23]'));
    const header = c.getByRole('button', { name: headerName });
    await header.waitFor({ timeout: 30_000 });
    expect(await c.getByTestId('quota-warning').getAttribute('data-level')).toBe('yellow');
    await fillJob(chinese, 'zh', 'quota_beyond_zh', 10, 6060);
    await c.getByRole('button', { name: zh('Submit job'), exact: true }).click();
    await toast(c, /核时不足：该作业需要 1010 核时（核数 × 时间上限），您在该集群剩余 1(79|80)(\.\d+)? 核时/).waitFor({ timeout: 30_000 });
    await showRefusal(chinese);
    await chinese.screenshot('quotas-refusal-zh-light');
    expect(chinese.path()).toBe(SUBMIT);
    expect(await jobNames()).toEqual(['quota_used', 'quota_within']);
    await header.click();
    await c
      .getByRole('menu', { name: headerName })
      .getByText(/核时已用 8\d %（82\d(\.\d+)? \/ 1,?000）/)
      .waitFor();
    await chinese.expectAccessible('the header quota warning open (zh, light)');
    await chinese.screenshot('quotas-header-warning-zh-light');
  });

  it('usr-owner shares the cluster with a new sub-account and allocates it core-hours and a folder; the sub-user submits within them and is refused beyond', async () => {
    // Set up through the API (each step's screen is proven in accounts.e2e): a new sub-account, HPC opened for it, the
    // cluster shared with it by e-mail (ADR 0036), and a folder in the cluster's shared storage.
    const owner = await gateway.client('usr-owner');
    const stamp = String(Date.now()).slice(-6);
    const email = `e2e.sub.${stamp}@example.com`;
    const password = 'Abc#def123Q';
    const created = await owner.post<{ sub_user: { user_id: string } }>('/portal-hpc/subuser/create', {
      user_name: `sub_${stamp}`,
      email,
      password,
    });
    await owner.post('/portal-hpc/subuser/permission/enable', { zone: 'pek3', sub_user_id: created.sub_user.user_id });
    const username = `sq_${stamp}`;
    const added = await owner.post<{ shared_user_id: string }>('/portal-hpc/shared/user/addUser', {
      cluster_id: CLUSTER,
      email,
      username,
      permission: 'readwrite',
    });
    const info = await owner.get<{ nas_info: { nas_id: string; shared_path: string } }>('/portal-hpc/cluster/nasInfo', {
      cluster_id: CLUSTER,
    });
    await owner.post('/nas/create_directory', {
      nas_id: info.nas_info.nas_id,
      prefix: `${info.nas_info.shared_path.split('/').filter(Boolean).join('/')}/`,
      dir_name: FOLDER,
    });
    await expect
      .poll(
        async () =>
          (
            await gateway.db.query<{ status: string }>('SELECT status FROM shared_users WHERE shared_user_id = $1', [added.shared_user_id])
          )[0]?.status,
        { timeout: 60_000 },
      )
      .toBe('active');
    const [{ cluster_name: name }] = await gateway.db.query<{ cluster_name: string }>(
      'SELECT cluster_name FROM clusters WHERE cluster_id = $1',
      [CLUSTER],
    );

    // usr-owner allocates through the quota modal: 1000 core-hours, 20 GB and the folder.
    const ownerPage = await browser.current.as('usr-owner', { locale: 'en' });
    const o = ownerPage.page;
    await ownerPage.goto(`/pek3/hpc/user_mgt/sub/allocate_res/${added.shared_user_id}`);
    await ownerPage.settle();
    await o.getByRole('button', { name: `Allocate resources on ${name}` }).click();
    const dialog = o.getByRole('dialog', { name: `Allocate resources on ${name} to ${username}` });
    await dialog.getByLabel(labelled('Allocated core-hours')).fill(String(LIMIT));
    await dialog.getByLabel(labelled('Storage quota (GB)')).fill('20');
    const folder = dialog.getByRole('checkbox', { name: new RegExp(`/${FOLDER}$`) });
    await folder.waitFor({ timeout: 30_000 });
    await folder.check({ force: true });
    await dialog.getByRole('button', { name: 'Allocate' }).click();
    await toast(o, `Resources on cluster ${name} are allocated to ${username}`).waitFor({ timeout: 60_000 });

    // The sub-user signs in with its e-mail, sees the cluster and its limit on the submit form.
    const sub = await browser.current.anonymous({ locale: 'en', allow: [refusal] });
    const s = sub.page;
    await sub.goto('login');
    await s.locator('input[name="user_name"]').fill(email);
    await s.locator('input[name="password"]').fill(password);
    await s.locator('button[type="submit"]').click();
    await s.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 20_000 });
    await sub.goto('/pek3/hpc/hpc_clusters/shared');
    await sub.settle();
    await s.getByText(name, { exact: true }).first().waitFor({ timeout: 30_000 });
    await sub.goto(SUBMIT);
    await sub.settle();
    const quota = s.getByTestId('core-hour-quota');
    await expect
      .poll(async () => (await quota.textContent()) ?? '', { timeout: 30_000 })
      .toMatch(/Remaining core-hours on this cluster: 1,?000 /);
    await fillJob(sub, 'en', `quota_sub_${stamp}`, 1, 60);
    await s.getByRole('button', { name: 'Submit job', exact: true }).click();
    await sub.waitForPath(/\/jobs\/hpcjob-[a-z0-9]+\/compute_dir$/, 30_000);
    await sub.goto(SUBMIT);
    await sub.settle();
    await fillJob(sub, 'en', `quota_sub_beyond_${stamp}`, 10, 6060);
    await s.getByRole('button', { name: 'Submit job', exact: true }).click();
    await toast(
      s,
      /Not enough core-hours: the job needs 1010 core-hours \(cores × time limit\) and you have (1000|99\d(\.\d+)?) left on this cluster/,
    ).waitFor({ timeout: 30_000 });
    await showRefusal(sub);
    await sub.screenshot('quotas-sub-account-refusal-en-light');
    const jobs = await gateway.db.query<{ name: string; run_as: string }>(
      'SELECT name, run_as FROM jobs WHERE cluster_id = $1 AND name LIKE $2',
      [CLUSTER, `quota_sub_%${stamp}`],
    );
    expect(jobs).toEqual([{ name: `quota_sub_${stamp}`, run_as: username }]);
  });
});
