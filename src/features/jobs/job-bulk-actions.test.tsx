import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { toaster } from '@/shared/ui/toaster';
import { JobsScreen } from './jobs-screen';
import { requestsFor } from './job-actions';
import { callsTo, job, mockJobsGateway, operationAnswer, refusal, renderWithSession } from './test-harness';

setUpScreenTests({ spyOnToasts: true });

const ROUTE = '/:zone/hpc/jobs';
const rows = [
  job({ hpcjob_uuid: 'hpcjob-run00001', name: 'wrf_a', job_status: 'running', cluster_id: 'ehpc-k8x2m4q1', cluster_name: 'wrf_cluster' }),
  job({ hpcjob_uuid: 'hpcjob-pend0002', name: 'wrf_b', job_status: 'pending', cluster_id: 'hpc-a1b2c3d4', cluster_name: 'student_lab' }),
  job({ hpcjob_uuid: 'hpcjob-done0003', name: 'wrf_c', job_status: 'finished', cluster_id: 'ehpc-k8x2m4q1', cluster_name: 'wrf_cluster' }),
  job({ hpcjob_uuid: 'hpcjob-stop0004', name: 'wrf_d', job_status: 'stopped', cluster_id: 'ehpc-k8x2m4q1', cluster_name: 'wrf_cluster' }),
];

function mock(overrides: Record<string, Parameters<typeof mockJobsGateway>[0][string]> = {}) {
  return mockJobsGateway({
    'job/list': () => ({ total_count: rows.length, nrun: 1, npend: 1, nstop: 1, job_set: rows }),
    'cluster/list': () => ({ total_count: 0, cluster_set: [] }),
    'job/stopJobs': () => ({ job_id: 'j-stop0001' }),
    'job/resumeJobs': () => ({ job_id: 'j-resume01' }),
    'job/deleteJobs': () => ({ job_id: 'j-delete01' }),
    operation: operationAnswer('successful'),
    ...overrides,
  });
}

async function choose(...names: string[]) {
  const table = await screen.findByRole('table', { name: '作业' });
  await within(table).findByText('wrf_a');
  for (const name of names) {
    const row = within(table).getByText(name).closest('tr')!;
    await userEvent.click(within(row).getByRole('checkbox', { name: '选择此行' }));
  }
}

describe('job bulk actions', () => {
  it('groups the jobs a change applies to by cluster', () => {
    expect(requestsFor('stop', rows).map((r) => [r.cluster_id, r.jobs.map((j) => j.name)])).toEqual([
      ['ehpc-k8x2m4q1', ['wrf_a']],
      ['hpc-a1b2c3d4', ['wrf_b']],
    ]);
    expect(requestsFor('resume', rows).map((r) => r.jobs.map((j) => j.name))).toEqual([['wrf_d']]);
    expect(requestsFor('delete', rows).map((r) => r.jobs.length)).toEqual([3, 1]);
  });

  it('stops the chosen running and pending jobs after confirmation, one request per cluster, skipping the others', async () => {
    const calls = mock();
    renderWithSession(<JobsScreen />, { path: '/pek3/hpc/jobs', route: ROUTE });
    await choose('wrf_a', 'wrf_b', 'wrf_c');
    const bar = screen.getByRole('toolbar', { name: '对所选作业的操作' });
    expect(within(bar).getByText('已选 3 个')).toBeTruthy();
    expect((within(bar).getByRole('button', { name: '恢复' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(bar).getByRole('button', { name: '停止' }));
    const dialog = await screen.findByRole('dialog', { name: '停止作业' });
    expect(within(dialog).getByText('wrf_a')).toBeTruthy();
    expect(within(dialog).getByText('wrf_b')).toBeTruthy();
    expect(within(dialog).queryByText('wrf_c')).toBeNull();
    expect(within(dialog).getByText('所选作业中有 1 个被跳过：该操作不适用于其状态。')).toBeTruthy();
    expect(callsTo(calls, 'job/stopJobs')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: '停止作业' }));
    await waitFor(() => expect(callsTo(calls, 'job/stopJobs')).toHaveLength(2));
    expect(callsTo(calls, 'job/stopJobs').map((call) => call.body)).toEqual([
      expect.objectContaining({ cluster_id: 'ehpc-k8x2m4q1', job_ids: ['hpcjob-run00001'] }),
      expect.objectContaining({ cluster_id: 'hpc-a1b2c3d4', job_ids: ['hpcjob-pend0002'] }),
    ]);
    await waitFor(() =>
      expect(toaster.create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: '作业 wrf_a 已停止' })),
    );
    expect(callsTo(calls, 'operation')[0].url.searchParams.get('search_word')).toBe('j-stop0001');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(screen.getByRole('toolbar', { name: '对所选作业的操作' })).queryByText(/已选/)).toBeNull();
  });

  it('deletes after a red confirmation, and sends nothing when cancelled', async () => {
    const calls = mock();
    renderWithSession(<JobsScreen />, { path: '/pek3/hpc/jobs', route: ROUTE });
    await choose('wrf_c', 'wrf_d');
    const bar = screen.getByRole('toolbar', { name: '对所选作业的操作' });

    fireEvent.click(within(bar).getByRole('button', { name: '删除' }));
    let dialog = await screen.findByRole('alertdialog', { name: '删除作业' });
    fireEvent.click(within(dialog).getByRole('button', { name: /^(取消|Cancel)$/ }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(calls, 'job/deleteJobs')).toHaveLength(0);

    fireEvent.click(within(bar).getByRole('button', { name: '删除' }));
    dialog = await screen.findByRole('alertdialog', { name: '删除作业' });
    expect(within(dialog).getByText(/作业写入的文件保留在共享存储中/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '删除作业' }));
    await waitFor(() => expect(callsTo(calls, 'job/deleteJobs')).toHaveLength(1));
    expect(callsTo(calls, 'job/deleteJobs')[0].body).toEqual(
      expect.objectContaining({ cluster_id: 'ehpc-k8x2m4q1', job_ids: ['hpcjob-done0003', 'hpcjob-stop0004'] }),
    );
    await waitFor(() =>
      expect(toaster.create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: '已删除 2 个作业' })),
    );
  });

  it('resumes stopped jobs and keeps the dialog open when the gateway refuses', async () => {
    const calls = mock({ 'job/resumeJobs': () => refusal(409, 1100, '集群不是活跃状态，无法提交作业') });
    renderWithSession(<JobsScreen />, { path: '/pek3/hpc/jobs', route: ROUTE });
    await choose('wrf_d');
    fireEvent.click(within(screen.getByRole('toolbar', { name: '对所选作业的操作' })).getByRole('button', { name: '恢复' }));
    const dialog = await screen.findByRole('dialog', { name: '恢复作业' });
    fireEvent.click(within(dialog).getByRole('button', { name: '恢复作业' }));
    await waitFor(() => expect(callsTo(calls, 'job/resumeJobs')).toHaveLength(1));
    expect(callsTo(calls, 'job/resumeJobs')[0].body).toEqual(
      expect.objectContaining({ cluster_id: 'ehpc-k8x2m4q1', job_ids: ['hpcjob-stop0004'] }),
    );
    await waitFor(() =>
      expect(toaster.create).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', title: '恢复作业 wrf_d 失败', description: '集群不是活跃状态，无法提交作业' }),
      ),
    );
    expect(screen.getByRole('dialog', { name: '恢复作业' })).toBeTruthy();
  });
});
