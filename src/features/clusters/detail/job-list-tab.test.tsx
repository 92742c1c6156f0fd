import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { cluster, mockGatewayCalls, renderWithSession } from '../test-harness';
import { JobListTab } from './job-list-tab';

setUpScreenTests({ locale: 'en' });

const base = {
  cluster_id: 'ehpc-k8x2m4q1',
  submit_type: 'command',
  submitted_time: '2026-11-30T01:00:00Z',
  cores: 2,
  run_time: 60,
} as const;

describe("a cluster's job tab", () => {
  it('shows a job array as one row, marked with its task count, its tasks counted under its status', async () => {
    mockGatewayCalls({
      'job/list': () => ({
        total_count: 2,
        nrun: 1,
        npend: 0,
        nstop: 0,
        job_set: [
          {
            ...base,
            hpcjob_uuid: 'hpcjob-arr0000001',
            name: 'param_sweep',
            job_status: 'running',
            array: '0-9%4',
            array_counts: { total: 10, pending: 0, running: 2, finished: 7, exited: 1, stopped: 0, cancelled: 0, unknown: 0 },
          },
          { ...base, hpcjob_uuid: 'hpcjob-one0000001', name: 'single', job_status: 'finished' },
        ],
      }),
    });
    renderWithSession(<JobListTab cluster={cluster()} />, { path: '/pek3/hpc/clusters/ehpc-k8x2m4q1', route: '/:zone/hpc/clusters/:id' });
    const row = (await screen.findByRole('link', { name: 'param_sweep' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Array · 10 tasks')).toBeTruthy();
    expect(within(row).getByText('7/10 finished')).toBeTruthy();
    expect(within(row).getByText('1 failed')).toBeTruthy();
    expect(within(row).getByText('2 running')).toBeTruthy();
    const single = screen.getByRole('link', { name: 'single' }).closest('tr') as HTMLElement;
    expect(within(single).queryByText(/Array/)).toBeNull();
    expect(within(single).queryByText(/finished$/)).toBeNull();
  });
});
