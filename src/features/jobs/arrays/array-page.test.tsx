import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Job } from '@/api/generated/model/job';
import { setUpScreenTests, toastsShown } from '@/shared/testing/screen-tests';
import { JobDetailScreen } from '../job-detail-screen';
import { arrayJob, ARRAY_UUID, callsTo, detail, mockJobsGateway, operationAnswer, refusal, renderWithSession, task } from '../test-harness';

setUpScreenTests({ locale: 'en', followIntervalMs: 5, spyOnToasts: true, preload: () => import('./retry-array-dialog') });

const NEW_ARRAY = 'hpcjob-n3wj0b01';
const ENDED = arrayJob({
  job_status: 'exited',
  finished_time: '2026-11-20T08:00:00Z',
  array_counts: { total: 10, pending: 0, running: 0, finished: 7, exited: 2, stopped: 0, cancelled: 1, unknown: 0 },
});

function tasksAnswer(url: URL) {
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? 10);
  const job_set = Array.from({ length: Math.min(limit, 25 - offset) }, (_, index) =>
    task(offset + index, { job_status: 'finished', exit_code: 0, started_time: '2026-11-20T07:00:00Z' }),
  );
  return { total_count: 25, nrun: 0, npend: 0, nstop: 0, job_set };
}

function mock(array: Job, more: Parameters<typeof mockJobsGateway>[0] = {}) {
  return mockJobsGateway({
    [`job/jobdetail/${ARRAY_UUID}`]: () => detail(array),
    'job/list': tasksAnswer,
    'cluster/nasInfo': () => ({ nas_info: { nas_id: 'nas-3f9a2b1c', shared_path: '/share/wrf' } }),
    get_objects: () => ({ nas_id: 'nas-3f9a2b1c', prefix: 'share/wrf/sweep/', total_count: 0, object_set: [] }),
    ...more,
  });
}

function renderPage(id: string, tab = 'compute_dir') {
  return renderWithSession(
    <Routes>
      <Route path="jobs/:id/*" element={<JobDetailScreen />} />
    </Routes>,
    { path: `/pek3/hpc/jobs/${id}/${tab}`, route: '/:zone/hpc/*' },
  );
}

describe("a job array's page", () => {
  it('shows its tasks by status and a page of its tasks at a time, each linking to its page; no logs, more time or retry while tasks run', async () => {
    const calls = mock(arrayJob());
    const user = userEvent.setup();
    renderPage(ARRAY_UUID, 'job_logs');
    const section = (await screen.findByRole('heading', { name: 'Tasks' })).closest('section') as HTMLElement;
    expect(within(section).getByText('Indices 0-9%2')).toBeTruthy();
    const chips = within(section).getByTestId('array-counts');
    expect([...chips.children].map((chip) => chip.textContent)).toEqual(['7/10 finished', '1 failed', '2 running']);

    const table = await within(section).findByRole('table', { name: 'Tasks of param_sweep' });
    const first = await within(table).findByRole('link', { name: 'Task 0' });
    expect(first.getAttribute('href')).toBe('/pek3/hpc/jobs/hpcjob-t4sk0000/compute_dir');
    const listed = callsTo(calls, 'job/list').at(-1)!.url.searchParams;
    expect(listed.get('array_of')).toBe(ARRAY_UUID);
    expect(listed.get('offset')).toBe('0');
    // 25 tasks, 10 a page: the next page asks from the 10th.
    await user.click(within(section).getByRole('button', { name: /^(Next page|下一页)/ }));
    await within(table).findByRole('link', { name: 'Task 10' });
    expect(callsTo(calls, 'job/list').at(-1)!.url.searchParams.get('offset')).toBe('10');

    // Its logs are its tasks'.
    expect(screen.getByText('Each task of this array writes its own log files.')).toBeTruthy();
    expect(callsTo(calls, 'get_object')).toHaveLength(0);
    expect(screen.queryByTestId('more-time')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry failed tasks' })).toBeNull();
    // Stop acts on its tasks: offered while they run, and the confirmation says so.
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    const stop = await screen.findByRole('dialog', { name: 'Stop job' });
    expect(stop.textContent).toContain(
      "Stop these jobs? Stopped jobs can be resumed later. A job array's change applies to each of its tasks.",
    );
  });

  it('offers no retry once every task finished', async () => {
    mock(
      arrayJob({
        job_status: 'finished',
        array_counts: { total: 10, pending: 0, running: 0, finished: 10, exited: 0, stopped: 0, cancelled: 0, unknown: 0 },
      }),
    );
    renderPage(ARRAY_UUID);
    await screen.findByRole('heading', { name: 'Tasks' });
    expect(screen.getByTestId('array-counts').textContent).toBe('10/10 finished');
    expect(screen.queryByRole('button', { name: 'Retry failed tasks' })).toBeNull();
  });

  it("retries the tasks of an ended array that did not finish and opens the new array's page", async () => {
    const calls = mock(ENDED, {
      'job/retryArray': () => ({ job_id: 'j-5n8q2w4e', hpcjob_uuid: NEW_ARRAY }),
      [`job/jobdetail/${NEW_ARRAY}`]: () =>
        detail(
          arrayJob({
            hpcjob_uuid: NEW_ARRAY,
            job_status: 'pending',
            array: '3,8,9%2',
            array_counts: { total: 3, pending: 3, running: 0, finished: 0, exited: 0, stopped: 0, cancelled: 0, unknown: 0 },
          }),
        ),
      operation: operationAnswer('successful'),
    });
    const user = userEvent.setup();
    renderPage(ARRAY_UUID);
    await user.click(await screen.findByRole('button', { name: 'Retry failed tasks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retry failed tasks' });
    expect(dialog.textContent).toContain('A new array runs again the 3 tasks of param_sweep that did not finish');
    await user.click(within(dialog).getByRole('button', { name: 'Retry 3 tasks' }));

    await screen.findByText(NEW_ARRAY);
    expect(await screen.findByText('Indices 3,8,9%2')).toBeTruthy();
    const sent = callsTo(calls, 'job/retryArray');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual(expect.objectContaining({ cluster_id: 'ehpc-k8x2m4q1', hpcjob_uuid: ARRAY_UUID }));
    expect(toastsShown()).toContainEqual(
      expect.objectContaining({ title: 'The 3 tasks of param_sweep that did not finish run again as a new array' }),
    );
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(
        expect.objectContaining({ type: 'success', title: 'The new array of param_sweep was accepted by the scheduler' }),
      ),
    );
    // The new array waits: nothing to retry there yet.
    expect(screen.queryByRole('button', { name: 'Retry failed tasks' })).toBeNull();
  });

  it("tells the gateway's refusal in its words and keeps the dialog open", async () => {
    const message = 'Array param_sweep still has tasks waiting or running: retry it once they have ended';
    const calls = mock(ENDED, { 'job/retryArray': () => refusal(409, 2400, message) });
    const user = userEvent.setup();
    renderPage(ARRAY_UUID);
    await user.click(await screen.findByRole('button', { name: 'Retry failed tasks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retry failed tasks' });
    await user.click(within(dialog).getByRole('button', { name: 'Retry 3 tasks' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(
        expect.objectContaining({ type: 'error', title: 'The failed tasks of param_sweep could not be retried', description: message }),
      ),
    );
    expect(callsTo(calls, 'job/retryArray')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Retry failed tasks' })).toBeTruthy();
    expect(screen.queryByText(NEW_ARRAY)).toBeNull();
  });
});

describe("a task's page", () => {
  it('names its array with a link to its page, and is a job as any other', async () => {
    const third = task(3, { job_status: 'exited', exit_code: 3, finished_time: '2026-11-20T08:00:00Z' });
    mock(ENDED, { [`job/jobdetail/${third.hpcjob_uuid}`]: () => detail(third) });
    const user = userEvent.setup();
    renderPage(third.hpcjob_uuid, 'job_logs');
    const line = await screen.findByTestId('task-of-array');
    expect(line.textContent).toBe('Task 3 of array param_sweep');
    const link = within(line).getByRole('link', { name: 'param_sweep' });
    expect(link.getAttribute('href')).toBe(`/pek3/hpc/jobs/${ARRAY_UUID}/compute_dir`);
    // Its own log files, no tasks section, no retry.
    expect(await screen.findByText('/share/wrf/sweep/slurm-10500_3.out')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Tasks' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry failed tasks' })).toBeNull();

    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Tasks' })).toBeTruthy();
  });
});
