import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@/api/generated/model/job';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { JobDetailScreen } from './job-detail-screen';
import { FOLLOW_FILE_MS } from './use-job-files';
import { callsTo, detail, job, mockJobsGateway, NAS_INFO, renderWithSession } from './test-harness';

setUpScreenTests();

const ROUTE = '/:zone/hpc/jobs/:id/job_logs';
const OUT = 'share/wrf/jobs/typhoon/slurm-10423.out';
const ERR = 'share/wrf/jobs/typhoon/slurm-10423.err';

/** The log as the job writes it: one more line per version. */
function logFiles(row: Job) {
  const state = { lines: ['Job 10423 started'] };
  const text = () => state.lines.map((line) => `${line}\n`).join('');
  const entry = (key: string, size: number) => ({
    object_name: key,
    is_dir: false,
    prefix: 'share/wrf/jobs/typhoon/',
    size,
    last_modified: '2026-11-20T08:30:00Z',
    etag: `v${state.lines.length}-${size}`,
  });
  const calls = mockJobsGateway(
    {
      [`job/jobdetail/${row.hpcjob_uuid}`]: () => detail(row),
      'cluster/nasInfo': () => NAS_INFO,
      get_objects: (url) => {
        const word = url.searchParams.get('search_word');
        const set = word === 'slurm-10423.out' ? [entry(OUT, text().length)] : word === 'slurm-10423.err' ? [entry(ERR, 0)] : [];
        return { nas_id: 'nas-3f9a2b1c', prefix: url.searchParams.get('prefix'), total_count: set.length, object_set: set };
      },
    },
    { [OUT]: text },
  );
  return { calls, write: (line: string) => state.lines.push(line) };
}

/** jsdom lays nothing out: the log view gets a height, a scroll height and a scroll position. */
function layOut(view: HTMLElement, scrollHeight: () => number) {
  Object.defineProperty(view, 'clientHeight', { configurable: true, get: () => 100 });
  Object.defineProperty(view, 'scrollHeight', { configurable: true, get: scrollHeight });
  Object.defineProperty(view, 'scrollTop', { configurable: true, writable: true, value: scrollHeight() - 100 });
}

afterEach(() => vi.useRealTimers());

describe('job logs', () => {
  it('follows a running job’s output: appends new lines and keeps to the end while the user is at the end', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const row = job({ job_status: 'running' });
    const { calls, write } = logFiles(row);
    renderWithSession(<JobDetailScreen />, { path: `/pek3/hpc/jobs/${row.hpcjob_uuid}/job_logs`, route: ROUTE });
    const view = await screen.findByLabelText('标准输出的内容');
    expect(view.textContent).toBe('Job 10423 started\n');
    expect(screen.getAllByText('实时跟踪')).toHaveLength(2);
    expect(screen.getByText('文件为空')).toBeTruthy();
    let lines = 1;
    layOut(view, () => lines * 20 + 100);

    write('step 1 done');
    lines = 2;
    await vi.advanceTimersByTimeAsync(FOLLOW_FILE_MS);
    await waitFor(() => expect(view.textContent).toBe('Job 10423 started\nstep 1 done\n'));
    // Appended: the text already shown stays, the new output is a chunk of its own.
    expect(view.children).toHaveLength(2);
    expect(view.scrollTop).toBe(view.scrollHeight);

    // The user scrolls up to read: the view stays there as output arrives.
    view.scrollTop = 0;
    fireEvent.scroll(view);
    write('step 2 done');
    lines = 3;
    await vi.advanceTimersByTimeAsync(FOLLOW_FILE_MS);
    await waitFor(() => expect(view.textContent).toContain('step 2 done'));
    expect(view.scrollTop).toBe(0);

    // Back at the end: followed again.
    view.scrollTop = view.scrollHeight - 100;
    fireEvent.scroll(view);
    write('step 3 done');
    lines = 4;
    await vi.advanceTimersByTimeAsync(FOLLOW_FILE_MS);
    await waitFor(() => expect(view.textContent).toContain('step 3 done'));
    expect(view.scrollTop).toBe(view.scrollHeight);
    // The text is read again only when the listing shows a new version.
    expect(callsTo(calls, 'get_object').map((call) => call.url.searchParams.get('preview'))).toEqual(['true', 'true', 'true', 'true']);
  });

  it('reads a finished job’s logs once, without following them', async () => {
    const row = job({ job_status: 'finished', finished_time: '2026-11-20T08:00:00Z' });
    const { calls } = logFiles(row);
    renderWithSession(<JobDetailScreen />, { path: `/pek3/hpc/jobs/${row.hpcjob_uuid}/job_logs`, route: ROUTE });
    const view = await screen.findByLabelText('标准输出的内容');
    expect(view.textContent).toBe('Job 10423 started\n');
    expect(screen.queryByText('实时跟踪')).toBeNull();
    const card = view.closest('[data-scope="card"], .chakra-card__root') ?? document.body;
    expect(within(card as HTMLElement).getByRole('button', { name: '下载标准输出' })).toBeTruthy();
    expect(callsTo(calls, 'get_object')).toHaveLength(1);
  });
});
