import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@/api/generated/model/job';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { JOB_DETAIL_REFRESH_MS, JobDetailScreen } from './job-detail-screen';
import { callsTo, detail, job, mockJobsGateway, NAS_INFO, renderWithSession } from './test-harness';
import { FOLLOW_FILE_MS } from './use-job-files';

setUpScreenTests();

const DIR = 'share/wrf/jobs/typhoon/';
const file = (name: string, size: number) => ({
  object_name: `${DIR}${name}`,
  is_dir: false,
  prefix: DIR,
  size,
  last_modified: '2026-11-20T08:30:00Z',
  content_type: 'text/plain',
});

afterEach(() => vi.useRealTimers());

describe('job working directory while the job runs', () => {
  it('shows the files as the job writes them, and once more when it ends, then stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-20T08:30:00Z'));
    const state: { row: Job; files: ReturnType<typeof file>[] } = {
      row: job({ job_status: 'running' }),
      files: [file('slurm-10423.out', 1024)],
    };
    const calls = mockJobsGateway({
      [`job/jobdetail/${state.row.hpcjob_uuid}`]: () => detail(state.row),
      'cluster/nasInfo': () => NAS_INFO,
      get_objects: () => ({ nas_id: 'nas-3f9a2b1c', prefix: DIR, total_count: state.files.length, object_set: state.files }),
    });
    renderWithSession(<JobDetailScreen />, { path: `/pek3/hpc/jobs/${state.row.hpcjob_uuid}/compute_dir`, route: '/:zone/hpc/jobs/:id/*' });
    const table = await screen.findByRole('table', { name: '工作目录中的文件' });
    await within(table).findByText('1 KB');

    // Running: the listing is looked at again and shows the grown output.
    state.files = [file('slurm-10423.out', 1536)];
    await vi.advanceTimersByTimeAsync(FOLLOW_FILE_MS);
    await within(table).findByText('1.5 KB');

    // The job ends after writing its result: the page learns it and lists the folder once more.
    state.row = job({ job_status: 'finished', finished_time: '2026-11-20T08:31:00Z' });
    state.files = [file('result.json', 300), file('slurm-10423.out', 2048)];
    await vi.advanceTimersByTimeAsync(JOB_DETAIL_REFRESH_MS);
    await within(table).findByText('result.json');
    expect(within(table).getByText('2 KB')).toBeTruthy();

    // Ended: nothing more to follow.
    const asked = callsTo(calls, 'get_objects').length;
    await vi.advanceTimersByTimeAsync(3 * Math.max(FOLLOW_FILE_MS, JOB_DETAIL_REFRESH_MS));
    await waitFor(() => expect(callsTo(calls, 'get_objects')).toHaveLength(asked));
  });
});
