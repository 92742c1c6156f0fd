import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, refusal } from '@/shared/testing/gateway-mock';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { job } from '../test-harness';
import { ACTIVE, CLUSTERS, formFields, mockSubmitGateway, QUEUES, renderSubmit } from './submit-test-harness';

setUpScreenTests({ locale: 'en', followIntervalMs: 5, spyOnToasts: true });

const OTHER = { ...CLUSTERS[0], cluster_id: 'ehpc-z9y8x7w6', cluster_name: 'cfd_cluster' };
const MESH = job({ hpcjob_uuid: 'hpcjob-m3shpr01', name: 'mesh_prep', job_status: 'running', cluster_id: ACTIVE });
const SPINUP = job({ hpcjob_uuid: 'hpcjob-sp1nup02', name: 'spin_up', job_status: 'finished', cluster_id: ACTIVE });
const CFD = job({ hpcjob_uuid: 'hpcjob-cfdrun03', name: 'cfd_run', job_status: 'pending', cluster_id: OTHER.cluster_id });
const JOBS = [MESH, SPINUP, CFD];

/** The gateway with two active clusters and their jobs, job/list filtered by cluster as the gateway does. */
function mock(answers: Parameters<typeof mockSubmitGateway>[0] = {}) {
  return mockSubmitGateway({
    'cluster/list': () => ({ total_count: 2, cluster_set: [CLUSTERS[0], OTHER] }),
    'queue/ehpc/getQueueList': (url) => {
      const set = QUEUES.map((queue) => ({ ...queue, cluster_id: url.searchParams.get('cluster_id') ?? ACTIVE }));
      return { total_count: set.length, hpc_queue_set: set };
    },
    'job/list': (url) => {
      const set = JOBS.filter((row) => row.cluster_id === url.searchParams.get('cluster_id'));
      return { total_count: set.length, nrun: 0, npend: 0, nstop: 0, job_set: set };
    },
    ...answers,
  });
}

const field = () => screen.getByRole('group', { name: /^Waits for/ });
const addButton = () => within(field()).getByRole('button', { name: 'Add a job to wait for' }) as HTMLButtonElement;
const row = (position: number) => within(field()).getByRole('group', { name: `Job to wait for ${position}` });
const jobPicker = (position: number) => within(row(position)).getByLabelText('Job') as HTMLSelectElement;
const conditionPicker = (position: number) => within(row(position)).getByLabelText('Starts when') as HTMLSelectElement;
const submitButton = () => screen.getByRole('button', { name: /Submit job/ });

async function fillCommandJob(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Job name/), 'wrf_post');
  await waitFor(() => expect((screen.getByLabelText(/^Queue/) as HTMLSelectElement).value).toBe('hpcq-n0rm4l01'));
  await user.type(screen.getByLabelText(/^Command line/, { selector: 'textarea' }), 'ncl post.ncl');
}

/** Adds a row and chooses its job (once the cluster's jobs are listed) and condition. */
async function addDependency(user: ReturnType<typeof userEvent.setup>, position: number, jobId: string, condition: string) {
  await user.click(addButton());
  await waitFor(() => expect(within(jobPicker(position)).getByRole('option', { name: new RegExp(jobId) })).toBeTruthy());
  await user.selectOptions(jobPicker(position), jobId);
  await user.selectOptions(conditionPicker(position), condition);
}

describe('the jobs a submission waits for', () => {
  it('sends the chosen jobs with their conditions, and a removed row no more', async () => {
    const calls = mock();
    const user = userEvent.setup();
    renderSubmit(`/pek3/hpc/hpc_job/submit_job/${ACTIVE}`);
    await fillCommandJob(user);
    await addDependency(user, 1, MESH.hpcjob_uuid, 'Started running');
    await addDependency(user, 2, SPINUP.hpcjob_uuid, 'Failed or was cancelled');
    // A job is waited for once: the other row cannot name it again.
    const taken = within(jobPicker(2)).getByRole('option', { name: /mesh_prep/ }) as HTMLOptionElement;
    expect(taken.disabled).toBe(true);
    expect(within(row(1)).getByText('Running')).toBeTruthy();
    await user.click(within(field()).getByRole('button', { name: 'Remove job to wait for 1' }));
    expect(within(field()).queryByRole('group', { name: 'Job to wait for 2' })).toBeNull();
    expect(jobPicker(1).value).toBe(SPINUP.hpcjob_uuid);

    await user.click(submitButton());
    await screen.findByTestId('job-page');
    expect(formFields(callsTo(calls, 'job/submitJob')[0].body)).toEqual({
      cluster_id: ACTIVE,
      hpcqueue_id: 'hpcq-n0rm4l01',
      name: 'wrf_post',
      priority: 5,
      cores: 1,
      submit_type: 'command',
      cmd: 'ncl post.ncl',
      dependency: [{ type: 'afternotok', job: SPINUP.hpcjob_uuid }],
    });
  });

  it('offers only the chosen cluster’s jobs, and drops the rows of a cluster left', async () => {
    const calls = mock();
    const user = userEvent.setup();
    renderSubmit('/pek3/hpc/hpc_job/submit_job');
    await screen.findByLabelText(/^Job name/);
    // No cluster yet: nothing to wait for.
    expect(addButton().disabled).toBe(true);
    expect(within(field()).getByText('Choose a cluster first.')).toBeTruthy();
    expect(callsTo(calls, 'job/list')).toHaveLength(0);

    const clusters = screen.getByLabelText(/^Cluster/);
    await waitFor(() => expect(within(clusters).getByRole('option', { name: /wrf_cluster/ })).toBeTruthy());
    await user.selectOptions(clusters, ACTIVE);
    await waitFor(() => expect(addButton().disabled).toBe(false));
    await addDependency(user, 1, MESH.hpcjob_uuid, 'Finished successfully');
    const offered = within(jobPicker(1))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toEqual(['Choose a job', 'mesh_prep (hpcjob-m3shpr01) · Running', 'spin_up (hpcjob-sp1nup02) · Finished']);

    await user.selectOptions(clusters, OTHER.cluster_id);
    await waitFor(() => expect(within(field()).queryByRole('group', { name: 'Job to wait for 1' })).toBeNull());
    await user.click(addButton());
    await waitFor(() => expect(within(jobPicker(1)).getByRole('option', { name: /cfd_run/ })).toBeTruthy());
    expect(within(jobPicker(1)).queryByRole('option', { name: /mesh_prep/ })).toBeNull();
  });

  it('shows the gateway’s refusal of a job beside its row', async () => {
    const refused = refusal(409, 1100, 'The job cannot wait for these jobs');
    Object.assign(refused.body, {
      validation: [{ location: ['body', 'dependency', 0, 'job'], message: 'Job "mesh_prep" was deleted', code: 'dependency' }],
    });
    mock({ 'job/submitJob': () => refused });
    const user = userEvent.setup();
    renderSubmit(`/pek3/hpc/hpc_job/submit_job/${ACTIVE}`);
    await fillCommandJob(user);
    await addDependency(user, 1, MESH.hpcjob_uuid, 'Ended, however');
    await user.click(submitButton());
    expect(await within(row(1)).findByText('Job "mesh_prep" was deleted')).toBeTruthy();
    expect(jobPicker(1).getAttribute('aria-describedby')).toContain(within(row(1)).getByTestId('field-error').parentElement!.id);
  });

  it('asks for the job of a row added and left empty, and sends nothing', async () => {
    const calls = mock();
    const user = userEvent.setup();
    renderSubmit(`/pek3/hpc/hpc_job/submit_job/${ACTIVE}`);
    await fillCommandJob(user);
    await user.click(addButton());
    expect(conditionPicker(1).value).toBe('afterok');
    await user.click(submitButton());
    expect(await within(row(1)).findByText('Required')).toBeTruthy();
    expect(callsTo(calls, 'job/submitJob')).toHaveLength(0);
  });

  it('adds at most the contract’s 8 rows', async () => {
    mock();
    const user = userEvent.setup();
    renderSubmit(`/pek3/hpc/hpc_job/submit_job/${ACTIVE}`);
    await screen.findByLabelText(/^Job name/);
    await waitFor(() => expect(addButton().disabled).toBe(false));
    for (let i = 0; i < 8; i++) await user.click(addButton());
    expect(within(field()).getAllByRole('group', { name: /^Job to wait for/ })).toHaveLength(8);
    expect(addButton().disabled).toBe(true);
    expect(within(field()).getByText('A job can wait for at most 8 jobs.')).toBeTruthy();
  });
});
