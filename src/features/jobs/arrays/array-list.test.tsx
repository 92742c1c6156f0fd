import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { JobsScreen } from '../jobs-screen';
import { arrayJob, ARRAY_UUID, callsTo, job, mockJobsGateway, renderWithSession, task } from '../test-harness';

setUpScreenTests({ locale: 'en' });

const single = job({
  job_status: 'finished',
  usage: {
    cpu_time: 4000,
    cpu_efficiency: 0.5,
    memory_peak: null,
    memory_efficiency: null,
    time_efficiency: null,
    time_limit: null,
    underused: [],
  },
});

function mock(tasks: { total: number; shown: number } = { total: 10, shown: 10 }) {
  return mockJobsGateway({
    'job/list': (url) => {
      if (url.searchParams.get('array_of') === ARRAY_UUID) {
        const job_set = Array.from({ length: tasks.shown }, (_, index) =>
          task(index, index === 3 ? { job_status: 'exited', exit_code: 1 } : { job_status: index < 8 ? 'finished' : 'running' }),
        );
        return { total_count: tasks.total, nrun: 2, npend: 0, nstop: 0, job_set };
      }
      return { total_count: 2, nrun: 1, npend: 0, nstop: 0, job_set: [arrayJob(), single] };
    },
  });
}

const renderJobs = () => renderWithSession(<JobsScreen />, { path: '/pek3/hpc/jobs', route: '/:zone/hpc/jobs' });
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('a job array in the job list', () => {
  it("is one row: its name marked with its task count, its tasks' counts under its status and no efficiency of its own", async () => {
    const calls = mock();
    renderJobs();
    await screen.findByRole('link', { name: 'param_sweep' });
    const row = rowOf('param_sweep');
    expect(within(row).getByText('Array · 10 tasks')).toBeTruthy();
    expect(within(row).getByText('Running')).toBeTruthy();
    const counts = row.querySelector('.job-counts')!;
    expect(counts.textContent).toBe('7/10 finished · 1 failed · 2 running');
    expect(within(row).getByText('1 failed').className).toBe('job-count-exited');
    // The single job has its efficiency; the array's cell is empty (each task has its own).
    expect(within(rowOf('typhoon_wrf')).getByText('CPU 50%')).toBeTruthy();
    expect(within(row).queryByText(/CPU/)).toBeNull();
    expect(within(rowOf('typhoon_wrf')).queryByRole('button', { name: /Tasks of/ })).toBeNull();
    // The list never asks for tasks until one is shown.
    expect(callsTo(calls, 'job/list').some((call) => call.url.searchParams.has('array_of'))).toBe(false);
  });

  it('shows its tasks below it while expanded, each linking to its page, asked for by array_of only then', async () => {
    const calls = mock();
    const user = userEvent.setup();
    renderJobs();
    await screen.findByRole('link', { name: 'param_sweep' });
    const toggle = within(rowOf('param_sweep')).getByRole('button', { name: 'Tasks of param_sweep' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const tasks = await screen.findByRole('table', { name: 'Tasks of param_sweep' });
    const third = await within(tasks).findByRole('link', { name: 'Task 3' });
    expect(third.textContent).toBe('#3');
    expect(third.getAttribute('href')).toBe('/pek3/hpc/jobs/hpcjob-t4sk0003/compute_dir');
    const thirdRow = third.closest('tr') as HTMLElement;
    expect(within(thirdRow).getByText('Exited')).toBeTruthy();
    expect(within(tasks).getAllByRole('link')).toHaveLength(10);
    // All ten shown: no way to more of them.
    expect(screen.queryByRole('link', { name: "Show all on the array's page" })).toBeNull();
    const asked = callsTo(calls, 'job/list').filter((call) => call.url.searchParams.has('array_of'));
    expect(asked).toHaveLength(1);
    expect(asked[0].url.searchParams.get('array_of')).toBe(ARRAY_UUID);
    expect(asked[0].url.searchParams.get('cluster_id')).toBe('ehpc-k8x2m4q1');

    await user.click(toggle);
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Tasks of param_sweep' })).toBeNull());
  });

  it("shows a long array's first tasks and the way to all of them on its page", async () => {
    mock({ total: 400, shown: 10 });
    const user = userEvent.setup();
    renderJobs();
    await screen.findByRole('link', { name: 'param_sweep' });
    await user.click(within(rowOf('param_sweep')).getByRole('button', { name: 'Tasks of param_sweep' }));
    const all = await screen.findByRole('link', { name: "Show all on the array's page" });
    expect(all.getAttribute('href')).toBe(`/pek3/hpc/jobs/${ARRAY_UUID}/compute_dir`);
    expect(all.parentElement?.textContent).toBe("The first 10 of 400 tasks. Show all on the array's page");
  });
});
