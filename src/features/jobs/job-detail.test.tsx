import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads, type SavedFile } from '@/shared/testing/downloads';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { toaster } from '@/shared/ui/toaster';
import { JobDetailScreen } from './job-detail-screen';
import { callsTo, detail, job, mockJobsGateway, NAS_INFO, operationAnswer, refusal, renderWithSession } from './test-harness';

setUpScreenTests({ spyOnToasts: true });

const DIR = 'share/wrf/jobs/typhoon/';
const object = (name: string, size: number, content_type?: string) => ({
  object_name: `${DIR}${name}`,
  is_dir: false,
  prefix: DIR,
  size,
  last_modified: '2026-11-20T08:30:00Z',
  content_type,
});

function Pages() {
  return (
    <Routes>
      <Route path="jobs/:id/*" element={<JobDetailScreen />} />
      <Route path="jobs" element={<p>job list page</p>} />
    </Routes>
  );
}

function mock() {
  const row = job({ job_status: 'finished', finished_time: '2026-11-20T08:00:00Z' });
  const calls = mockJobsGateway(
    {
      [`job/jobdetail/${row.hpcjob_uuid}`]: () => detail(row),
      'cluster/nasInfo': () => NAS_INFO,
      get_objects: () => ({
        nas_id: 'nas-3f9a2b1c',
        prefix: DIR,
        total_count: 4,
        object_set: [
          { object_name: `${DIR}output/`, is_dir: true, prefix: DIR, size: 0, last_modified: '2026-11-20T08:30:00Z' },
          object('namelist.input', 120, 'text/plain'),
          object('wrfout_d01', 187_695_104, 'application/octet-stream'),
          object('track.png', 2048, 'image/png'),
        ],
      }),
      'job/deleteJobs': () => ({ job_id: 'j-delete01' }),
      operation: operationAnswer('successful'),
    },
    { [`${DIR}namelist.input`]: () => '&time_control\n run_days = 3\n/\n' },
  );
  return { row, calls };
}

let saved: SavedFile[] = [];

beforeEach(() => {
  saved = captureDownloads();
});

describe('job page', () => {
  it('views text files of the working directory online and downloads files through get_object', async () => {
    const { row, calls } = mock();
    renderWithSession(<Pages />, { path: `/pek3/hpc/jobs/${row.hpcjob_uuid}/compute_dir`, route: '/:zone/hpc/*' });
    const table = await screen.findByRole('table', { name: '工作目录中的文件' });
    await within(table).findByText('namelist.input');
    // The working directory in the file manager.
    expect(screen.getByRole('link', { name: '在文件管理中打开' }).getAttribute('href')).toBe(
      `/pek3/hpc/nas/nas-3f9a2b1c?prefix=${encodeURIComponent(DIR)}`,
    );
    expect(within(table).getByRole('button', { name: '查看 namelist.input' })).toBeTruthy();
    // Over the view limit, or not text: download only.
    expect(within(table).queryByRole('button', { name: '查看 wrfout_d01' })).toBeNull();
    expect(within(table).queryByRole('button', { name: '查看 track.png' })).toBeNull();
    expect(within(table).getByRole('button', { name: '下载 wrfout_d01' })).toBeTruthy();

    await userEvent.click(within(table).getByRole('button', { name: '查看 namelist.input' }));
    const dialog = await screen.findByRole('dialog', { name: 'namelist.input' });
    expect((await within(dialog).findByLabelText('namelist.input 的内容')).textContent).toBe('&time_control\n run_days = 3\n/\n');
    expect(callsTo(calls, 'get_object')[0].url.searchParams.get('preview')).toBe('true');

    await userEvent.click(within(dialog).getByRole('button', { name: '下载' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const download = callsTo(calls, 'get_object').at(-1)!;
    expect(download.url.searchParams.get('object_name')).toBe(`${DIR}namelist.input`);
    expect(download.url.searchParams.has('preview')).toBe(false);
    expect(saved[0].name).toBe('namelist.input');
    expect(await saved[0].blob.text()).toBe('&time_control\n run_days = 3\n/\n');
  });

  it('deletes the job after a red confirmation and goes back to the list', async () => {
    const { row, calls } = mock();
    renderWithSession(<Pages />, { path: `/pek3/hpc/jobs/${row.hpcjob_uuid}/cluster_queue_info`, route: '/:zone/hpc/*' });
    await screen.findByRole('heading', { name: 'typhoon_wrf' });
    expect(screen.queryByRole('button', { name: '停止' })).toBeNull();
    expect(screen.queryByRole('button', { name: '恢复' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除作业' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除作业' }));
    await waitFor(() => expect(callsTo(calls, 'job/deleteJobs')).toHaveLength(1));
    expect(callsTo(calls, 'job/deleteJobs')[0].body).toEqual(
      expect.objectContaining({ cluster_id: row.cluster_id, job_ids: [row.hpcjob_uuid] }),
    );
    expect(await screen.findByText('job list page')).toBeTruthy();
    await waitFor(() =>
      expect(toaster.create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: '作业 typhoon_wrf 已删除' })),
    );
  });

  it('shows the working directory, logs and input file of a cluster without browsable NAS storage as such, without errors', async () => {
    const errors = vi.spyOn(console, 'error');
    const reason = '集群 ehpc-k8x2m4q1 挂载的 vNAS s2-pek3srv03 没有共享 NAS 存储，无法浏览其文件；请在 vNas 详情中为其绑定共享目标';
    const row = job({
      job_status: 'finished',
      finished_time: '2026-11-20T08:00:00Z',
      input_file: '/share/wrf/jobs/typhoon/namelist.input',
    });
    const calls = mockJobsGateway({
      [`job/jobdetail/${row.hpcjob_uuid}`]: () => detail(row),
      'cluster/nasInfo': () => refusal(404, 1400, reason),
    });
    renderWithSession(<Pages />, { path: `/pek3/hpc/jobs/${row.hpcjob_uuid}/compute_dir`, route: '/:zone/hpc/*' });
    expect(await screen.findByText('该集群没有可浏览的 NAS 存储')).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.queryByRole('table', { name: '工作目录中的文件' })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: '作业日志' }));
    // Standard output and standard error: each says so, with no download.
    await waitFor(() => expect(screen.getAllByText('该集群没有可浏览的 NAS 存储')).toHaveLength(2));
    expect(screen.getByText(row.stdout_path!)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^下载/ })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: '输入文件' }));
    await waitFor(() => expect(screen.getAllByText('该集群没有可浏览的 NAS 存储')).toHaveLength(1));
    expect(screen.getByText('/share/wrf/jobs/typhoon/namelist.input')).toBeTruthy();

    // One question for the cluster's NAS, its answer kept across the tabs; no file asked for, nothing logged.
    expect(callsTo(calls, 'cluster/nasInfo')).toHaveLength(1);
    expect(callsTo(calls, 'get_objects')).toHaveLength(0);
    expect(callsTo(calls, 'get_object')).toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();
  });
});
