import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import type { JobLink } from '@/api/generated/model/jobLink';
import { activateLocale } from '@/shared/i18n/locale';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { JobDetailScreen } from './job-detail-screen';
import { detail, job, mockJobsGateway, renderWithSession } from './test-harness';

setUpScreenTests();
afterAll(() => activateLocale('zh'));

const PREP: JobLink = { type: 'afterok', hpcjob_uuid: 'hpcjob-m3shpr01', name: 'mesh_prep', job_status: 'finished' };
const SPINUP: JobLink = { type: 'after', hpcjob_uuid: 'hpcjob-sp1nup02', name: 'spin_up', job_status: 'running' };
const POST: JobLink = { type: 'afternotok', hpcjob_uuid: 'hpcjob-p0stpr03', name: 'post_process', job_status: 'pending' };
const MAIN = job({ job_status: 'pending', started_time: null, run_time: 0 });

function Pages() {
  return (
    <Routes>
      <Route path="jobs/:id/*" element={<JobDetailScreen />} />
    </Routes>
  );
}

function mock(links: { waits_for?: JobLink[]; waited_for_by?: JobLink[] }) {
  return mockJobsGateway({
    [`job/jobdetail/${MAIN.hpcjob_uuid}`]: () => ({ ...detail(MAIN), ...links }),
    [`job/jobdetail/${PREP.hpcjob_uuid}`]: () => detail(job({ hpcjob_uuid: PREP.hpcjob_uuid, name: PREP.name, job_status: 'finished' })),
  });
}

const renderPage = () =>
  renderWithSession(<Pages />, { path: `/pek3/hpc/jobs/${MAIN.hpcjob_uuid}/cluster_queue_info`, route: '/:zone/hpc/*' });

describe('the job page’s dependencies', () => {
  it('lists the jobs it waits for and those waiting for it, each with its status, condition and a link to its page', async () => {
    mock({ waits_for: [PREP, SPINUP], waited_for_by: [POST] });
    renderPage();
    const section = await screen.findByRole('region', { name: '作业依赖' });
    const waitsFor = within(section).getByRole('list', { name: '等待的作业' });
    const rows = within(waitsFor).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['mesh_prep已完成成功完成', 'spin_up运行中已开始运行']);
    expect(within(rows[0]).getByRole('link', { name: 'mesh_prep' }).getAttribute('href')).toBe(
      `/pek3/hpc/jobs/${PREP.hpcjob_uuid}/compute_dir`,
    );
    const waitedForBy = within(section).getByRole('list', { name: '等待此作业的作业' });
    const post = within(waitedForBy).getByRole('listitem');
    expect(within(post).getByRole('link', { name: 'post_process' }).getAttribute('href')).toBe(
      `/pek3/hpc/jobs/${POST.hpcjob_uuid}/compute_dir`,
    );
    expect(within(post).getByText('等待中').getAttribute('data-status')).toBe('pending');
    expect(within(post).getByText('失败或已取消')).toBeTruthy();

    // The link opens the other job's page in the console.
    await userEvent.click(within(rows[0]).getByRole('link', { name: 'mesh_prep' }));
    expect(await screen.findByRole('heading', { name: 'mesh_prep' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '作业依赖' })).toBeNull();
  });

  it('shows only the list that has jobs, in English', async () => {
    await activateLocale('en');
    mock({ waited_for_by: [POST] });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Dependencies' });
    expect(within(section).queryByRole('list', { name: 'Waits for' })).toBeNull();
    const waitedForBy = within(section).getByRole('list', { name: 'Waited for by' });
    expect(within(waitedForBy).getByRole('listitem').textContent).toBe('post_processPendingFailed or was cancelled');
    expect(within(section).getByText('Each job below starts once this job is in the state shown beside it.')).toBeTruthy();
    await activateLocale('zh');
  });

  it('has no dependencies section for a job without any', async () => {
    mock({ waits_for: [], waited_for_by: [] });
    renderPage();
    await screen.findByRole('heading', { name: MAIN.name });
    expect(screen.queryByRole('region', { name: '作业依赖' })).toBeNull();
    expect(screen.queryByText('等待的作业')).toBeNull();
  });
});
