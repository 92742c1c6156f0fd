import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SimulationJob } from '@/api/generated/model/simulationJob';
import { callsTo, mockGatewayCalls, operationAnswer } from '@/shared/testing/gateway-mock';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { renderWithSession } from '@/shared/testing/session-render';
import { toaster } from '@/shared/ui/toaster';
import { SimulationJobScreen } from './simulation-job-screen';
import { SimulationJobsScreen } from './simulation-jobs-screen';

setUpScreenTests({ spyOnToasts: true });

const sjob = (overrides: Partial<SimulationJob>): SimulationJob => ({
  sjob_id: 'sjob-3f8k2p9w',
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
  ...overrides,
});
const rows = [sjob({}), sjob({ sjob_id: 'sjob-9w2e5r7t', name: 'pipe_flow', job_status: 'finished', cores: 2 })];

function mock() {
  return mockGatewayCalls({
    'simulation/list/job': () => ({ total_count: rows.length, nrun: 1, npend: 0, nstop: 0, job_set: rows }),
    'simulation/jobdetail/sjob-9w2e5r7t': () => ({ job: rows[1] }),
    'software/list': () => ({ total_count: 0, hpcsw_set: [] }),
    'simulation/stopJobs': () => ({ job_id: 'j-4k9m2n7b' }),
    'simulation/deleteJobs': () => ({ job_id: 'j-1q8w4e6r' }),
    'operation/simulation': operationAnswer('successful'),
  });
}

describe('simulation jobs', () => {
  it('shows the single 56-core node and stops the chosen running jobs through simulation/stopJobs, followed in operation/simulation', async () => {
    const calls = mock();
    renderWithSession(<SimulationJobsScreen />, { path: '/pek3/ispf/ispf', route: '/:zone/ispf/ispf' });
    const table = await screen.findByRole('table', { name: '仿真作业' });
    await within(table).findByText('car_body_fluent');
    expect(screen.getByText('每个仿真作业运行在单个 56 核节点上。')).toBeTruthy();
    expect(within(table).getByText('56 / 56')).toBeTruthy();
    expect(within(table).getByText('2 / 56')).toBeTruthy();

    for (const name of ['car_body_fluent', 'pipe_flow'])
      await userEvent.click(within(within(table).getByText(name).closest('tr')!).getByRole('checkbox'));
    const bar = screen.getByRole('toolbar', { name: '对所选作业的操作' });
    await userEvent.click(within(bar).getByRole('button', { name: '停止' }));
    const dialog = await screen.findByRole('dialog', { name: '停止仿真作业' });
    expect(within(dialog).getByText('car_body_fluent')).toBeTruthy();
    expect(within(dialog).queryByText('pipe_flow')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '停止仿真作业' }));

    await waitFor(() => expect(callsTo(calls, 'simulation/stopJobs')).toHaveLength(1));
    expect(callsTo(calls, 'simulation/stopJobs')[0].body).toEqual(expect.objectContaining({ sjob_ids: ['sjob-3f8k2p9w'] }));
    await waitFor(() =>
      expect(toaster.create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: '仿真作业 car_body_fluent 已停止' })),
    );
    const follow = callsTo(calls, 'operation/simulation')[0].url.searchParams;
    expect(follow.get('search_word')).toBe('j-4k9m2n7b');
    expect(follow.getAll('resource_ids')).toEqual(['simulation_cluster']);
    expect(callsTo(calls, 'operation').filter((call) => call.url.pathname.endsWith('/operation'))).toHaveLength(0);
  });

  it('deletes a simulation job from its page after a red confirmation and goes back to the list', async () => {
    const calls = mock();
    renderWithSession(
      <Routes>
        <Route path="ispf/:job_id" element={<SimulationJobScreen />} />
        <Route path="ispf" element={<p>simulation list page</p>} />
      </Routes>,
      { path: '/pek3/ispf/ispf/sjob-9w2e5r7t', route: '/:zone/ispf/*' },
    );
    await screen.findByRole('heading', { name: 'pipe_flow' });
    expect(screen.getByText('2 核（单节点共 56 核）')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '停止' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除仿真作业' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除仿真作业' }));
    await waitFor(() => expect(callsTo(calls, 'simulation/deleteJobs')).toHaveLength(1));
    expect(callsTo(calls, 'simulation/deleteJobs')[0].body).toEqual(expect.objectContaining({ sjob_ids: ['sjob-9w2e5r7t'] }));
    expect(await screen.findByText('simulation list page')).toBeTruthy();
    await waitFor(() =>
      expect(toaster.create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: '仿真作业 pipe_flow 已删除' })),
    );
  });
});
