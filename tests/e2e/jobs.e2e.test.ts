/**
 * Jobs end to end (what exists now; spec sections 2, 4, 7, 8), in Chromium on a gateway of this file's own
 * (lib/own-gateway.ts: the jobs submitted here stay out of the other files' lists and counts).
 *
 * Jobs are submitted through the gateway's API (job/submitJob, simulation/submitJob) with commands the simulated
 * scheduler reads (server/domains/jobs/plan.ts: `sleep N` runs N seconds, `echo` writes a line), so that each test
 * knows how long its jobs wait and run — except in the submit form's tests, which submit through the form.
 *
 * - a job goes pending -> running -> finished, watched in the job list and on its page; its log is followed while it
 *   runs and an output file is read in its working directory;
 * - a job is stopped and resumed from its page, another deleted from the list, each after its confirmation;
 * - the simulation portal lists a simulation job, stops it and deletes it;
 * - the operation log lists these changes and exports them as CSV;
 * - the submit form (/hpc_job/submit_job): a job from a job template chosen in the form (which fills it) and a job
 *   with a typed command, each on its page and in the list with what was entered; a double click submits once; a
 *   cluster stopped while the form is open refuses the job with the spec's message, and the form then says so itself.
 */
import { readFileSync } from 'node:fs';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../server/seed/fixtures';
import { useBrowser, type ActorPage } from './lib/browser';
import { checkAccessible, chooseFirstOption, escapeRegExp, labelled, rowsOf, runTag, toast, waitForStatus, zh } from './lib/console';
import { useOwnGateway, waitFor, type ApiClient } from './lib/own-gateway';

const gateway = useOwnGateway();
const browser = useBrowser({ origin: () => gateway.origin });

const ZONE = 'pek3';
const hpc = (section: string) => `/${ZONE}/hpc/${section}`;
const ispf = (section: string) => `/${ZONE}/ispf/${section}`;
const TAG = runTag();

/** The demo EHPC cluster's normal queue (4 compute nodes of 56 cores) and the demo HPC cluster's shared queue. */
interface Queue {
  cluster_id: string;
  hpcqueue_id: string;
}
const EHPC: Queue = { cluster_id: SEED.clusters.ehpcActive, hpcqueue_id: SEED.queues.ehpcNormal };
const HPC: Queue = { cluster_id: SEED.clusters.hpcActive, hpcqueue_id: SEED.queues.hpcShared };

const API = {
  submit: '/portal-hpc/job/submitJob',
  list: '/portal-hpc/job/list',
  stop: '/portal-hpc/job/stopJobs',
  remove: '/portal-hpc/job/deleteJobs',
  submitSimulation: '/portal-hpc/simulation/submitJob',
  createTemplate: '/portal-hpc/jobtemplate/createJobTemp',
  createCluster: '/portal-hpc/cluster/createCluster',
  stopCluster: '/portal-hpc/cluster/stopCluster',
};

/**
 * An EHPC cluster of this file (one compute node of 8 cores), made through the API as the file starts (it is up about
 * 20 s later): the watched job's queue, and the cluster the stopped-cluster test stops while its form is open.
 */
let halted: { id: string; name: string };

beforeAll(async () => {
  const owner = await gateway.client('usr-owner');
  const node = (cpu: number, count: number) => ({ instance_class: 101, cpu, memory: cpu * 2048, gpu: 0, count });
  const name = `e2e_halt_${TAG}`;
  const answer = await owner.post<{ cluster_id: string }>(API.createCluster, {
    zone: ZONE,
    cluster_type: 'ehpc',
    cluster_name: name,
    app_version: 'appv-ehpc241',
    deploy_mode: 1,
    scheduler_type: 'slurm',
    queue_name: 'normal',
    node_config: { controller: node(2, 1), compute: node(8, 1), login: node(2, 1) },
    network_type: 'private',
    vxnet: 'vxnet-hpc01',
    // The NAS export no cluster mounts (on a vNAS the form's cluster facts would meet the gateway's "Query the Nas
    // information is abnormal": the NAS service does not answer for S2 servers).
    nas_id: SEED.nas.spare,
    admin_password: 'E2e#Admin2026x',
    paid_type: 0,
    duration: 0,
    is_auto_renewal: 0,
  });
  halted = { id: answer.cluster_id, name };
});

interface Submitted {
  id: string;
  name: string;
}

/** Changes the tests above made (through the console, or a submission), for the operation log test: each once its test saw it end. */
const changesAbove: { action: string; name: string }[] = [];

async function submit(owner: ApiClient, where: Queue, name: string, cores: number, cmd: string, priority = 5): Promise<Submitted> {
  const answer = await owner.post<{ hpcjob_uuid: string }>(API.submit, {
    zone: ZONE,
    ...where,
    name,
    cores,
    cmd,
    priority,
    submit_type: 'command',
  });
  return { id: answer.hpcjob_uuid, name };
}

async function jobRow(id: string): Promise<{ job_status: string; job_id: string | null } | undefined> {
  const [row] = await gateway.db.query<{ job_status: string; job_id: string | null }>(
    'SELECT job_status, job_id FROM jobs WHERE hpcjob_uuid = $1',
    [id],
  );
  return row;
}

/** Waits until the scheduler has the job in one of `statuses` (the database, not the console: a test's set-up). */
async function jobReaches(job: Submitted, statuses: string[], timeout = 30_000): Promise<void> {
  await waitFor(
    `job ${job.name} ${statuses.join(' or ')}`,
    async () => (statuses.includes((await jobRow(job.id))?.job_status ?? '') ? true : undefined),
    timeout,
  );
}

/** The queue of this file's own EHPC cluster (made in beforeAll), once the cluster is active. */
async function ownQueue(): Promise<Queue> {
  await waitFor(
    `cluster ${halted.name} active`,
    async () =>
      (await gateway.db.query<{ status: string }>('SELECT status FROM clusters WHERE cluster_id = $1', [halted.id]))[0]?.status === 'active'
        ? true
        : undefined,
    90_000,
  );
  const [queue] = await gateway.db.query<{ hpcqueue_id: string }>(
    "SELECT hpcqueue_id FROM queues WHERE cluster_id = $1 AND status = 'active' ORDER BY is_default DESC LIMIT 1",
    [halted.id],
  );
  // Its compute node in service.
  await waitFor(`the compute node of ${halted.name}`, async () => ((await freeCores(queue.hpcqueue_id)) > 0 ? true : undefined), 30_000);
  return { cluster_id: halted.id, hpcqueue_id: queue.hpcqueue_id };
}

/** Cores of the queue's active compute nodes that no running job holds. */
async function freeCores(queueId: string): Promise<number> {
  const [{ free }] = await gateway.db.query<{ free: number }>(
    `SELECT ((SELECT coalesce(sum(n.cpu), 0) FROM queue_nodes qn JOIN cluster_nodes n ON n.node_id = qn.node_id
               WHERE qn.hpcqueue_id = $1 AND n.role = 'compute' AND n.status = 'active')
           - (SELECT coalesce(sum(a.cores), 0) FROM job_nodes a JOIN queue_nodes qn ON qn.node_id = a.node_id WHERE qn.hpcqueue_id = $1))::int AS free`,
    [queueId],
  );
  return free;
}

const jobsTable = (page: ActorPage, name: string) => rowsOf(page.page, zh('Jobs'), name);
/** The status badge beside the job's name at the head of its page. */
const jobHeader = (page: ActorPage, name: string) => page.page.getByRole('heading', { level: 2, name, exact: true }).locator('..');
const textOf = (locator: Locator) => async () => (await locator.textContent()) ?? '';

/** The job list narrowed to one job by the search box. */
async function searchJobs(page: ActorPage, word: string): Promise<void> {
  const search = page.page.getByRole('searchbox', { name: zh('Search by job name or ID') });
  await search.fill(word);
  await search.press('Enter');
}

describe('a compute job from pending to finished (spec sections 2, 4)', () => {
  it('is watched pending -> running in the list and running -> finished on its page; its log is followed; an output file is read', async () => {
    const owner = await gateway.client('usr-owner');
    const page = await browser.current.as('usr-owner');
    await page.goto(hpc('jobs'));
    await page.settle();

    // A job that holds every core of the queue for 20 s, so that the watched job waits its turn (pending). The queue
    // is this file's own cluster's (no seeded job there can take the cores between counting and scheduling).
    const queue = await ownQueue();
    const blocker = await submit(owner, queue, `e2e_blocker_${TAG}`, await freeCores(queue.hpcqueue_id), 'sleep 20', 10);
    await jobReaches(blocker, ['running']);
    const watched = await submit(owner, queue, `e2e_watch_${TAG}`, 1, 'echo "e2e: first line"; sleep 25; echo "e2e: last line"');
    await waitFor('the scheduler to accept the watched job', async () => ((await jobRow(watched.id))?.job_id ? true : undefined), 15_000);

    // The list shows it at the next refresh (the button; a click while the list refreshes itself does nothing).
    const row = jobsTable(page, watched.name);
    const refresh = page.page.getByRole('button', { name: zh('Refresh'), exact: true });
    await expect
      .poll(
        async () => {
          if ((await row.count()) === 0) await refresh.click();
          return row.count();
        },
        { timeout: 12_000, interval: 1000 },
      )
      .toBe(1);
    await waitForStatus(row, 'pending', 5_000);
    // The blocker ends 20 s after it started; the list refreshes itself every 10 s while jobs run or wait.
    await waitForStatus(row, 'running', 45_000);
    await checkAccessible(page, 'job list');

    await row.getByRole('link', { name: watched.name, exact: true }).click();
    await page.waitForPath(hpc(`jobs/${watched.id}/compute_dir`));
    const header = jobHeader(page, watched.name);
    await waitForStatus(header, 'running', 15_000);

    // Its log, followed while it runs: the header lines first, then progress as the job writes it.
    await page.page.getByRole('tab', { name: zh('Job logs'), exact: true }).click();
    await page.waitForPath(hpc(`jobs/${watched.id}/job_logs`));
    const following = page.page.getByText(zh('Following'), { exact: true });
    await following.first().waitFor();
    const stdout = page.page.locator(`[aria-label="${zh('Content of {label}', { label: zh('Standard output') })}"]`);
    await expect.poll(textOf(stdout), { timeout: 15_000 }).toContain(`Command: echo "e2e: first line"`);
    const shown = (await textOf(stdout)()).length;
    await expect.poll(async () => (await textOf(stdout)()).length, { timeout: 20_000 }).toBeGreaterThan(shown);
    await checkAccessible(page, 'job logs, followed');

    // It ends: finished, the log's last lines, no longer followed.
    await waitForStatus(header, 'finished', 45_000);
    await expect.poll(textOf(stdout), { timeout: 20_000 }).toContain('with exit code 0');
    expect(await textOf(stdout)()).toContain('e2e: last line');
    expect(await following.count()).toBe(0);

    // An output file of its working directory, read online.
    await page.page.getByRole('tab', { name: zh('Working directory'), exact: true }).click();
    await page.waitForPath(hpc(`jobs/${watched.id}/compute_dir`));
    const result = `${watched.id}.result.json`;
    await page.page.getByRole('button', { name: zh('View {name}', { name: result }), exact: true }).click();
    const viewer = page.page.getByRole('dialog', { name: result });
    const content = viewer.locator(`[aria-label="${zh('Content of {name}', { name: result })}"]`);
    await expect.poll(textOf(content), { timeout: 15_000 }).toContain('"job_status": "finished"');
    await checkAccessible(page, 'file viewer');
    await viewer
      .getByRole('button', { name: zh('Close'), exact: true })
      .first()
      .click();
    await viewer.waitFor({ state: 'hidden' });

    // And finished in the list too.
    await page.goto(hpc('jobs'));
    await page.settle();
    await waitForStatus(jobsTable(page, watched.name), 'finished', 15_000);
    changesAbove.push({ action: 'job/submitJob', name: watched.name });
    // The file's cluster coming up (~20 s), the blocker (20 s) and the watched job (25 s) take a minute by themselves.
  }, 180_000);
});

describe('stopping, resuming and deleting jobs (spec section 4), each confirmed', () => {
  it('stops a running job from its page, then resumes it', async () => {
    const owner = await gateway.client('usr-owner');
    const job = await submit(owner, HPC, `e2e_stop_${TAG}`, 4, 'echo "e2e: long run"; sleep 600');
    await jobReaches(job, ['running']);
    const page = await browser.current.as('usr-owner');
    await page.goto(hpc('jobs'));
    await page.settle();
    await searchJobs(page, job.name);
    const row = jobsTable(page, job.name);
    await waitForStatus(row, 'running', 15_000);
    await row.getByRole('link', { name: job.name, exact: true }).click();
    await page.waitForPath(hpc(`jobs/${job.id}/compute_dir`));
    const header = jobHeader(page, job.name);
    await waitForStatus(header, 'running', 15_000);

    await page.page.getByRole('button', { name: zh('Stop'), exact: true }).click();
    const stop = page.page.getByRole('dialog', { name: zh('Stop job') });
    await stop.getByText(zh('Stop these jobs? Stopped jobs can be resumed later.')).waitFor();
    expect(await stop.getByRole('list', { name: zh('Jobs') }).textContent()).toContain(job.name);
    await checkAccessible(page, 'stop job dialog');
    await stop.getByRole('button', { name: zh('Stop job'), exact: true }).click();
    await stop.waitFor({ state: 'hidden' });
    await toast(page.page, zh('Job {name} is stopped', { name: job.name }))
      .first()
      .waitFor({ timeout: 30_000 });
    await waitForStatus(header, 'stopped', 20_000);
    changesAbove.push({ action: 'job/stopJobs', name: job.name });

    await page.page.getByRole('button', { name: zh('Resume'), exact: true }).click();
    const resume = page.page.getByRole('dialog', { name: zh('Resume job') });
    await resume.getByText(zh('Resume these jobs? They are queued again on their clusters.')).waitFor();
    await resume.getByRole('button', { name: zh('Resume job'), exact: true }).click();
    await resume.waitFor({ state: 'hidden' });
    await toast(page.page, zh('Job {name} is resumed', { name: job.name }))
      .first()
      .waitFor({ timeout: 30_000 });
    await waitForStatus(header, ['pending', 'running'], 20_000);
    changesAbove.push({ action: 'job/resumeJobs', name: job.name });
  });

  it('deletes a finished job chosen in the list; cancelling the confirmation keeps it', async () => {
    const owner = await gateway.client('usr-owner');
    const job = await submit(owner, HPC, `e2e_delete_${TAG}`, 1, 'echo "e2e: bye"');
    await jobReaches(job, ['finished']);
    const page = await browser.current.as('usr-owner');
    await page.goto(hpc('jobs'));
    await page.settle();
    await searchJobs(page, job.name);
    const row = jobsTable(page, job.name);
    await waitForStatus(row, 'finished', 15_000);

    await row.getByRole('checkbox', { name: zh('Select row') }).check({ force: true });
    const bar = page.page.getByRole('toolbar', { name: zh('Actions on the chosen jobs') });
    // A finished job can be neither stopped nor resumed.
    expect(await bar.getByRole('button', { name: zh('Stop'), exact: true }).isDisabled()).toBe(true);
    expect(await bar.getByRole('button', { name: zh('Resume'), exact: true }).isDisabled()).toBe(true);

    await bar.getByRole('button', { name: zh('Delete'), exact: true }).click();
    let remove = page.page.getByRole('alertdialog', { name: zh('Delete job') });
    await remove.getByRole('button', { name: zh('Cancel'), exact: true }).click();
    await remove.waitFor({ state: 'hidden' });
    await page.page.waitForTimeout(500);
    expect(await row.count()).toBe(1);

    await bar.getByRole('button', { name: zh('Delete'), exact: true }).click();
    remove = page.page.getByRole('alertdialog', { name: zh('Delete job') });
    expect(await remove.getByRole('list', { name: zh('Jobs') }).textContent()).toContain(job.name);
    await checkAccessible(page, 'delete job dialog');
    await remove.getByRole('button', { name: zh('Delete job'), exact: true }).click();
    await remove.waitFor({ state: 'hidden' });
    await toast(page.page, zh('Job {name} is deleted', { name: job.name }))
      .first()
      .waitFor({ timeout: 30_000 });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(0);
    changesAbove.push({ action: 'job/deleteJobs', name: job.name });
  });
});

describe('the simulation portal (spec section 2: /ispf)', () => {
  it('lists a simulation job, stops it and deletes it; its log lists both', async () => {
    const owner = await gateway.client('usr-owner');
    const name = `e2e_sim_${TAG}`;
    const submitted = await owner.post<{ sjob_id: string }>(API.submitSimulation, {
      zone: ZONE,
      name,
      hpcsw_id: 'hpcsw-openfoam11',
      cores: 4,
      input_file: '/share/ispf/usr-owner/pipe_flow/system/controlDict',
      cmd: 'echo "e2e: simulation"; sleep 600',
    });
    await jobReaches({ id: submitted.sjob_id, name }, ['running']);

    const page = await browser.current.as('usr-owner');
    await page.goto(ispf('ispf'));
    await page.settle();
    const row = rowsOf(page.page, zh('Simulation jobs'), name);
    await waitForStatus(row, 'running', 15_000);
    expect(await row.textContent()).toContain(submitted.sjob_id);
    const bar = page.page.getByRole('toolbar', { name: zh('Actions on the chosen jobs') });

    await row.getByRole('checkbox', { name: zh('Select row') }).check({ force: true });
    await bar.getByRole('button', { name: zh('Stop'), exact: true }).click();
    const stop = page.page.getByRole('dialog', { name: zh('Stop simulation job') });
    await stop.getByRole('button', { name: zh('Stop simulation job'), exact: true }).click();
    await stop.waitFor({ state: 'hidden' });
    await toast(page.page, zh('Simulation job {name} is stopped', { name })).first().waitFor({ timeout: 30_000 });
    await waitForStatus(row, 'stopped', 20_000);

    await row.getByRole('checkbox', { name: zh('Select row') }).check({ force: true });
    await bar.getByRole('button', { name: zh('Delete'), exact: true }).click();
    const remove = page.page.getByRole('alertdialog', { name: zh('Delete simulation job') });
    await remove.getByRole('button', { name: zh('Delete simulation job'), exact: true }).click();
    await remove.waitFor({ state: 'hidden' });
    await toast(page.page, zh('Simulation job {name} is deleted', { name })).first().waitFor({ timeout: 30_000 });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(0);

    // The simulation portal's own operation log.
    await page.goto(ispf('logs'));
    await page.settle();
    const search = page.page.getByRole('searchbox', { name: zh('Search by resource or ID') });
    await search.fill(name);
    await search.press('Enter');
    const log = page.page.getByRole('table', { name: zh('Operation log'), exact: true });
    for (const action of ['simulation/submitJob', 'simulation/stopJobs', 'simulation/deleteJobs']) {
      await expect.poll(() => log.getByRole('row').filter({ hasText: action }).count(), { timeout: 15_000, message: action }).toBe(1);
    }
  });
});

describe('the operation log (spec sections 2, 7: /logs, export to a spreadsheet)', () => {
  it('lists the changes of these tests and exports them as CSV', async () => {
    // Changes of its own (through the API), so that the test stands alone; with those the console made above.
    const owner = await gateway.client('usr-owner');
    const job = await submit(owner, HPC, `e2e_log_${TAG}`, 1, 'sleep 600');
    await jobReaches(job, ['running']);
    await owner.post(API.stop, { zone: ZONE, cluster_id: HPC.cluster_id, job_ids: [job.id] });
    await jobReaches(job, ['stopped']);
    await owner.post(API.remove, { zone: ZONE, cluster_id: HPC.cluster_id, job_ids: [job.id] });
    await jobReaches(job, ['deleted']);
    const expected = [
      { action: 'job/submitJob', name: job.name },
      { action: 'job/stopJobs', name: job.name },
      { action: 'job/deleteJobs', name: job.name },
      ...changesAbove,
    ];

    const page = await browser.current.as('usr-owner');
    await page.goto(hpc('logs'));
    await page.settle();
    await page.page.getByRole('combobox', { name: zh('Rows per page') }).selectOption('50');
    const search = page.page.getByRole('searchbox', { name: zh('Search by resource or ID') });
    await search.fill(TAG);
    await search.press('Enter');
    const log = page.page.getByRole('table', { name: zh('Operation log'), exact: true });
    for (const { action, name } of expected) {
      const rows = log.getByRole('row').filter({ hasText: name }).filter({ hasText: action });
      await expect.poll(() => rows.count(), { timeout: 15_000, message: `${action} of ${name}` }).toBeGreaterThan(0);
      expect(await rows.first().textContent()).toContain(zh('Successful'));
    }
    await checkAccessible(page, 'operation log');

    const [download] = await Promise.all([
      page.page.waitForEvent('download'),
      page.page.getByRole('button', { name: zh('Export'), exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^operation-log-\d{8}-\d{6}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    const [head, ...lines] = csv
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .filter(Boolean);
    for (const title of ['Operation ID', 'Action', 'Resources', 'Status']) expect(head).toContain(zh(title));
    for (const { action, name } of expected) {
      expect(
        lines.some((line) => line.includes(action) && line.includes(name)),
        `${action} of ${name} in the CSV`,
      ).toBe(true);
    }
    // Only what the search matches: every line names one of this run's jobs.
    expect(lines.every((line) => line.includes(TAG))).toBe(true);
  });
});

/** A job of usr-owner as the gateway's job list answers it. */
interface ListedJob {
  hpcjob_uuid: string;
  name: string;
  cluster_id: string;
  hpcqueue_id: string;
  cores: number;
  priority: number;
  cmd: string | null;
  submit_type: string;
}

/** usr-owner's jobs named `name` (any status), through the API. */
async function jobsNamed(name: string): Promise<ListedJob[]> {
  const owner = await gateway.client('usr-owner');
  const answer = await owner.get<{ job_set: ListedJob[] }>(API.list, { zone: ZONE, search_word: name, limit: 100 });
  return answer.job_set.filter((job) => job.name === name);
}

const SUBMIT_PATH = (clusterId?: string) => hpc(`hpc_job/submit_job${clusterId ? `/${clusterId}` : ''}`);
/** A job's page, its first tab: where an accepted submission lands. */
const JOB_PAGE = new RegExp(`^${escapeRegExp(hpc('jobs/'))}(hpcjob-[a-z0-9]+)/compute_dir$`);
const NOT_ACTIVE = 'The cluster is not active and cannot submit jobs';

/** The submit form's fields, by their (translated) titles. */
const form = (page: ActorPage) => ({
  cluster: page.page.getByRole('combobox', { name: labelled(zh('Cluster')) }),
  queue: page.page.getByRole('combobox', { name: labelled(zh('Queue')) }),
  name: page.page.getByLabel(labelled(zh('Job name'))),
  priority: page.page.getByLabel(labelled(zh('Priority'))),
  cores: page.page.getByLabel(labelled(zh('Cores'))),
  // (The submit types are named as the fields they show: the radio is not the field.)
  command: page.page.getByRole('textbox', { name: labelled(zh('Command line')) }),
  template: page.page.getByRole('combobox', { name: labelled(zh('Job template')) }),
  submitType: (type: 'Command line' | 'Job template' | 'Job script') => page.page.getByRole('radio', { name: zh(type), exact: true }),
  submit: page.page.getByRole('button', { name: zh('Submit job'), exact: true }),
});

/** Chooses the option of a native select with `value` once the options have arrived. */
async function chooseOption(select: Locator, value: string): Promise<void> {
  await select.locator(`option[value="${value}"]`).waitFor({ state: 'attached', timeout: 20_000 });
  await select.selectOption(value);
}

/** Counts the submissions (job/submitJob) a page sends. */
function countSubmissions(page: ActorPage): () => number {
  let sent = 0;
  page.page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/api/portal-hpc/job/submitJob')) sent += 1;
  });
  return () => sent;
}

/** After the submit: the accepted job's page (its id), the scheduler's acceptance said, and the job in the list. */
async function landsOnJobPage(page: ActorPage, name: string): Promise<string> {
  await page.waitForPath(JOB_PAGE, 20_000);
  const id = JOB_PAGE.exec(page.path())?.[1] ?? '';
  await jobHeader(page, name).waitFor();
  await toast(page.page, zh('Job {name} was accepted by the scheduler', { name })).first().waitFor({ timeout: 30_000 });

  await page.goto(hpc('jobs'));
  await page.settle();
  await searchJobs(page, name);
  const row = jobsTable(page, name);
  await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
  expect(await row.getByRole('link', { name, exact: true }).getAttribute('href')).toContain(id);
  return id;
}

describe('submitting through the job form (spec sections 2, 5, 8: /hpc_job/submit_job)', () => {
  it("submits a job from a job template chosen in the form, which fills it; the job has the template's queue, cores and command", async () => {
    const owner = await gateway.client('usr-owner');
    const template = {
      name: `e2e_tpl_${TAG}`,
      cluster_id: EHPC.cluster_id,
      hpcqueue_id: EHPC.hpcqueue_id,
      queue_name: 'normal',
      priority: 7,
      cores: 3,
      submit_type: 'command',
      cmd: `echo "e2e: from template ${TAG}"; sleep 5`,
    };
    await owner.post(API.createTemplate, { zone: ZONE, ...template });
    const name = `e2e_fromtpl_${TAG}`;

    const page = await browser.current.as('usr-owner');
    await page.goto(SUBMIT_PATH());
    await page.settle();
    const fields = form(page);
    await chooseOption(fields.cluster, EHPC.cluster_id);
    await fields.submitType('Job template').check({ force: true });
    await fields.template.locator('option', { hasText: template.name }).waitFor({ state: 'attached', timeout: 20_000 });
    await fields.template.selectOption({ label: `${template.name} (${template.queue_name})` });
    // The template fills the form: its name, queue, priority and cores, and says what the job runs.
    await expect.poll(() => fields.cores.inputValue()).toBe(String(template.cores));
    expect(await fields.queue.inputValue()).toBe(template.hpcqueue_id);
    expect(await fields.priority.inputValue()).toBe(String(template.priority));
    expect(await fields.name.inputValue()).toBe(template.name);
    await page.page.getByText(template.cmd, { exact: true }).waitFor();
    await fields.name.fill(name);
    await checkAccessible(page, 'submit form, from a job template');
    await fields.submit.click();

    const id = await landsOnJobPage(page, name);
    const jobs = await jobsNamed(name);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      hpcjob_uuid: id,
      cluster_id: EHPC.cluster_id,
      hpcqueue_id: template.hpcqueue_id,
      cores: template.cores,
      priority: template.priority,
      cmd: template.cmd,
      submit_type: 'template',
    });
  });

  it('submits a job with a command typed in the form on the cluster of its route; the job has the queue, cores, name and command entered', async () => {
    const name = `e2e_typed_${TAG}`;
    const cmd = `echo "e2e: typed ${TAG}"; sleep 5`;
    const page = await browser.current.as('usr-owner');
    await page.goto(SUBMIT_PATH(HPC.cluster_id));
    await page.settle();
    const fields = form(page);
    expect(await fields.cluster.inputValue()).toBe(HPC.cluster_id);
    expect(await fields.submitType('Command line').isChecked()).toBe(true);
    // Nothing entered yet: the form names what it needs and sends nothing.
    const sent = countSubmissions(page);
    await fields.submit.click();
    await page.page.getByText(zh('Required')).first().waitFor();
    expect(sent()).toBe(0);

    await chooseOption(fields.queue, HPC.hpcqueue_id);
    await fields.name.fill(name);
    await fields.cores.fill('6');
    await fields.command.fill(cmd);
    await fields.submit.click();

    const id = await landsOnJobPage(page, name);
    expect(sent()).toBe(1);
    const jobs = await jobsNamed(name);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      hpcjob_uuid: id,
      cluster_id: HPC.cluster_id,
      hpcqueue_id: HPC.hpcqueue_id,
      cores: 6,
      priority: 5,
      cmd,
      submit_type: 'command',
    });
  });

  it('a double click on the submit button submits one job', async () => {
    const name = `e2e_dbl_${TAG}`;
    const page = await browser.current.as('usr-owner');
    const sent = countSubmissions(page);
    await page.goto(SUBMIT_PATH(HPC.cluster_id));
    await page.settle();
    const fields = form(page);
    await chooseOption(fields.queue, HPC.hpcqueue_id);
    await fields.name.fill(name);
    await fields.command.fill(`echo "e2e: once ${TAG}"; sleep 5`);
    await fields.submit.dblclick();

    await page.waitForPath(JOB_PAGE, 20_000);
    await toast(page.page, zh('Job {name} was accepted by the scheduler', { name })).first().waitFor({ timeout: 30_000 });
    // A few seconds more, for a second submission to show up if one was made.
    await page.page.waitForTimeout(3000);
    expect(sent()).toBe(1);
    expect(await jobsNamed(name)).toHaveLength(1);
    expect(await toast(page.page, zh('The job could not be submitted')).count()).toBe(0);
  });

  it("a cluster stopped while the form is open refuses the job with the spec's message; the form opened again says it before sending", async () => {
    const owner = await gateway.client('usr-owner');
    await waitFor(
      `cluster ${halted.name} to be active`,
      async () => {
        const [row] = await gateway.db.query<{ status: string; transition_status: string }>(
          'SELECT status, transition_status FROM clusters WHERE cluster_id = $1',
          [halted.id],
        );
        return row?.status === 'active' && !row.transition_status ? true : undefined;
      },
      60_000,
    );
    const name = `e2e_halt_${TAG}`;
    const cmd = `echo "e2e: never runs ${TAG}"`;
    const page = await browser.current.as('usr-owner', {
      allow: [
        {
          status: 409,
          path: /\/api\/portal-hpc\/job\/submitJob$/,
          why: 'the submission the gateway refuses: its cluster was stopped meanwhile',
        },
        { status: 503, path: /\/api\/events$/, why: 'the live stream held down, so that the open form does not learn of the stop' },
      ],
    });
    // With the live stream the open form learns of the stop at once and says it (tests/e2e/live.e2e.test.ts); held
    // down here, the form is as a stale one, and the gateway's own refusal is what the user meets.
    await page.page.route('**/api/events*', (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'held down' }));
    const sent = countSubmissions(page);
    await page.goto(SUBMIT_PATH(halted.id));
    await page.settle();
    let fields = form(page);
    await chooseFirstOption(fields.queue);
    await fields.name.fill(name);
    await fields.command.fill(cmd);
    expect(await page.page.getByText(zh(NOT_ACTIVE)).count()).toBe(0);

    // The cluster stops meanwhile; the submission is refused with the message.
    await owner.post(API.stopCluster, { zone: ZONE, cluster_ids: [halted.id] });
    await waitFor(
      `cluster ${halted.name} to be stopped`,
      async () => {
        const [row] = await gateway.db.query<{ status: string; transition_status: string }>(
          'SELECT status, transition_status FROM clusters WHERE cluster_id = $1',
          [halted.id],
        );
        return row?.status === 'stopped' && !row.transition_status ? true : undefined;
      },
      45_000,
    );
    await fields.submit.click();
    const refused = toast(page.page, zh('The job could not be submitted')).first();
    await refused.waitFor();
    expect(await refused.textContent()).toContain(zh(NOT_ACTIVE));
    expect(sent()).toBe(1);
    expect(page.path()).toBe(SUBMIT_PATH(halted.id));

    // Opened again, the form knows the cluster is stopped: it says so, and a submit goes no further.
    await page.goto(SUBMIT_PATH(halted.id));
    await page.settle();
    fields = form(page);
    await page.page.getByText(zh(NOT_ACTIVE)).first().waitFor();
    await chooseFirstOption(fields.queue);
    await fields.name.fill(name);
    await fields.command.fill(cmd);
    await fields.submit.click();
    // The notice above the form and the error on the cluster field.
    await expect.poll(() => page.page.getByText(zh(NOT_ACTIVE)).count()).toBe(2);
    await page.page.waitForTimeout(1000);
    expect(sent()).toBe(1);
    expect(page.path()).toBe(SUBMIT_PATH(halted.id));
    expect(await jobsNamed(name)).toEqual([]);
  });
});
