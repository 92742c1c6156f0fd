import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SimulationJob } from '@/api/generated/model/simulationJob';
import { callsTo, mockGatewayCalls } from '@/shared/testing/gateway-mock';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { renderWithSession } from '@/shared/testing/session-render';
import { SimulationJobScreen } from './simulation-job-screen';
import { FOLLOW_LOG_MS } from './simulation-log-tab';

setUpScreenTests();

const ID = 'sjob-3f8k2p9w';
const OUT = '/share/ispf/usr-owner/car_body/fluent.out';
const ERR = '/share/ispf/usr-owner/car_body/fluent.err';

const sjob = (overrides: Partial<SimulationJob>): SimulationJob => ({
  sjob_id: ID,
  job_id: '88211',
  name: 'car_body_fluent',
  job_status: 'running',
  hpcsw_id: 'hpcsw-fluent23',
  sw_name: 'Fluent',
  sw_ver: '2023R1',
  cores: 56,
  run_time: 7260,
  submitted_time: '2026-11-20T05:10:03Z',
  started_time: '2026-11-20T05:10:30Z',
  node_list: 'sim-node07',
  stdout_path: OUT,
  stderr_path: ERR,
  ...overrides,
});

/** The job as the gateway answers it: it writes one more line per step and ends when told to. */
function simulationGateway() {
  const state = { lines: ['Job 88211 (car_body_fluent) started'], running: true };
  const text = () => state.lines.map((line) => `${line}\n`).join('');
  const calls = mockGatewayCalls({
    [`simulation/jobdetail/${ID}`]: () => ({ job: sjob({ job_status: state.running ? 'running' : 'finished' }) }),
    [`simulation/joblog/${ID}`]: (url) => {
      const stream = url.searchParams.get('stream') ?? 'stdout';
      const body = stream === 'stdout' ? text() : '';
      return {
        log: {
          stream,
          path: stream === 'stdout' ? OUT : ERR,
          exists: true,
          text: body,
          size: body.length,
          truncated: false,
          running: state.running,
        },
      };
    },
  });
  const logCalls = () =>
    callsTo(calls, `simulation/joblog/${ID}`).filter((call) => call.url.searchParams.get('stream') !== 'stderr').length;
  return { logCalls, write: (line: string) => state.lines.push(line), end: () => (state.running = false) };
}

function renderJobPage(search = '') {
  renderWithSession(
    <Routes>
      <Route path="ispf/:job_id" element={<SimulationJobScreen />} />
    </Routes>,
    { path: `/pek3/ispf/ispf/${ID}${search}`, route: '/:zone/ispf/*' },
  );
}

afterEach(() => vi.useRealTimers());

describe('simulation job log tab', () => {
  it('is a tab of the job page showing standard output and standard error', async () => {
    simulationGateway();
    renderJobPage();
    await screen.findByRole('heading', { name: 'car_body_fluent' });
    await userEvent.click(screen.getByRole('tab', { name: '作业日志' }));
    const view = await screen.findByLabelText('标准输出的内容');
    expect(view.textContent).toBe('Job 88211 (car_body_fluent) started\n');
    expect(screen.getByText(OUT)).toBeTruthy();
    expect(screen.getByText('文件为空')).toBeTruthy();
  });

  it('follows the log while the job runs (new lines appended) and stops reading once it has ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const job = simulationGateway();
    renderJobPage('?tab=job_logs');
    const view = await screen.findByLabelText('标准输出的内容');
    expect(screen.getAllByText('实时跟踪')).toHaveLength(2);

    job.write('Iteration 1 done');
    await vi.advanceTimersByTimeAsync(FOLLOW_LOG_MS);
    await waitFor(() => expect(view.textContent).toBe('Job 88211 (car_body_fluent) started\nIteration 1 done\n'));
    // Appended: the text already shown stays, the new output is a chunk of its own.
    expect(view.children).toHaveLength(2);

    job.write('Job 88211 finished with exit code 0');
    job.end();
    await vi.advanceTimersByTimeAsync(FOLLOW_LOG_MS);
    await waitFor(() => expect(view.textContent).toContain('finished with exit code 0'));
    await waitFor(() => expect(screen.queryByText('实时跟踪')).toBeNull());

    const reads = job.logCalls();
    await vi.advanceTimersByTimeAsync(FOLLOW_LOG_MS * 4);
    expect(job.logCalls()).toBe(reads);
  });
});
