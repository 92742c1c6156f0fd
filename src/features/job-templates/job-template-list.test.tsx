import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JobTemplate } from '@/api/generated/model/jobTemplate';
import { callsTo, mockGatewayCalls, refusal, type GatewayAnswer } from '@/shared/testing/gateway-mock';
import { setUpScreenTests, toastsShown } from '@/shared/testing/screen-tests';
import { renderWithSession } from '@/shared/testing/session-render';
import { JobTemplateList } from './job-template-list';

setUpScreenTests({ locale: 'en', spyOnToasts: true });

const CLUSTER = 'ehpc-k8x2m4q1';
const TEMPLATES: JobTemplate[] = [
  {
    temp_id: 'jt-7c3k9m2a',
    name: 'wrf_daily',
    cluster_id: CLUSTER,
    cluster_name: 'wrf_cluster',
    hpcqueue_id: 'hpcq-n0rm4l01',
    queue_name: 'normal',
    priority: 5,
    cores: 112,
    submit_type: 'script',
    script_path: '/share/wrf/run/wrf_daily.slurm',
    create_time: '2026-11-03T01:20:00Z',
  },
  {
    temp_id: 'jt-q4w8e1r6',
    name: 'cfd_quick',
    cluster_id: CLUSTER,
    queue_name: 'debug',
    priority: 8,
    cores: 4,
    submit_type: 'command',
    cmd: 'mpirun -np 4 simpleFoam',
    create_time: '2026-11-12T10:40:00Z',
  },
];
const queue = (hpcqueue_id: string, queue_name: string) => ({
  hpcqueue_id,
  queue_name,
  category: 'dedicated',
  is_default: 0,
  cluster_id: CLUSTER,
  status: 'active',
  create_time: '2026-11-01T00:00:00Z',
});

function mock(answers: Record<string, GatewayAnswer> = {}) {
  return mockGatewayCalls({
    'jobtemplate/tempList': () => ({ total_count: TEMPLATES.length, hpc_job_template_set: TEMPLATES }),
    'jobtemplate/tempDetail': (url) => ({
      hpc_job_template: TEMPLATES.find((template) => template.temp_id === url.searchParams.get('temp_id')),
    }),
    'jobtemplate/createJobTemp': () => ({ temp_id: 'jt-n3wt3mp1' }),
    'jobtemplate/updateJobTemp': (_url, body) => ({ temp_id: body?.temp_id }),
    'jobtemplate/tempDelete': (_url, body) => ({ temp_ids: [body?.temp_id] }),
    'cluster/list': () => ({
      total_count: 1,
      cluster_set: [
        { cluster_id: CLUSTER, cluster_name: 'wrf_cluster', cluster_type: 'ehpc', status: 'active', create_time: '2026-11-01T00:00:00Z' },
      ],
    }),
    'queue/ehpc/getQueueList': () => ({
      total_count: 2,
      hpc_queue_set: [queue('hpcq-n0rm4l01', 'normal'), queue('hpcq-debug002', 'debug')],
    }),
    'filetemplate/tempList': () => ({ total_count: 0, file_template_set: [] }),
    ...answers,
  });
}

const formFields = (body: Record<string, unknown> | undefined) =>
  Object.fromEntries(Object.entries(body ?? {}).filter(([key]) => !['action', 'user_id', 'owner', 'zone', 'iamuser_name'].includes(key)));

function renderList() {
  return renderWithSession(<JobTemplateList />, { path: '/pek3/hpc/job_templates', route: '/:zone/hpc/job_templates' });
}

async function chooseQueue(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: string) {
  const select = within(dialog).getByLabelText(/^Default queue/);
  await waitFor(() => expect(within(select).getByRole('option', { name })).toBeTruthy());
  await user.selectOptions(select, name);
}

describe('job templates', () => {
  it('lists the templates newest first, each applied through the submit form', async () => {
    const calls = mock();
    renderList();
    const table = await screen.findByRole('table', { name: 'Job templates' });
    await within(table).findByText('wrf_daily');
    expect(callsTo(calls, 'jobtemplate/tempList')[0].url.search).toContain('sort_key=create_time&reverse=1');
    expect(within(table).getByRole('link', { name: 'Apply wrf_daily' }).getAttribute('href')).toBe(
      `/pek3/hpc/hpc_job/submit_job/${CLUSTER}?template=jt-7c3k9m2a`,
    );
  });

  it('creates a template from the form', async () => {
    const calls = mock();
    const user = userEvent.setup();
    renderList();
    await screen.findByText('wrf_daily');
    await user.click(screen.getByRole('button', { name: 'Create job template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create job template' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getAllByText('Required').length).toBeGreaterThanOrEqual(3));
    expect(callsTo(calls, 'jobtemplate/createJobTemp')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Template name/), 'gmx_prod');
    await user.selectOptions(within(dialog).getByLabelText(/^Cluster/), CLUSTER);
    await chooseQueue(user, dialog, 'debug');
    await user.type(within(dialog).getByLabelText(/^Command line/, { selector: 'textarea' }), 'gmx mdrun');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create job template' })).toBeNull());
    const sent = callsTo(calls, 'jobtemplate/createJobTemp');
    expect(sent).toHaveLength(1);
    expect(formFields(sent[0].body)).toEqual({
      name: 'gmx_prod',
      cluster_id: CLUSTER,
      queue_name: 'debug',
      priority: 5,
      cores: 1,
      submit_type: 'command',
      cmd: 'gmx mdrun',
    });
    expect(callsTo(calls, 'jobtemplate/tempList').length).toBeGreaterThan(1);
    expect(toastsShown()).toContainEqual(expect.objectContaining({ type: 'success', title: 'Job template gmx_prod is created' }));
  });

  it('edits a template: the whole form is sent with its temp_id', async () => {
    const calls = mock();
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Edit wrf_daily' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit job template wrf_daily' });
    const cores = await within(dialog).findByLabelText(/^Cores/);
    expect((cores as HTMLInputElement).value).toBe('112');
    await user.clear(cores);
    await user.type(cores, '56');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'jobtemplate/updateJobTemp')).toHaveLength(1));
    expect(formFields(callsTo(calls, 'jobtemplate/updateJobTemp')[0].body)).toEqual({
      temp_id: 'jt-7c3k9m2a',
      name: 'wrf_daily',
      cluster_id: CLUSTER,
      hpcqueue_id: 'hpcq-n0rm4l01',
      queue_name: 'normal',
      priority: 5,
      cores: 56,
      submit_type: 'script',
      script_path: '/share/wrf/run/wrf_daily.slurm',
    });
  });

  it('shows a refusal of the gateway and keeps the form open', async () => {
    mock({ 'jobtemplate/updateJobTemp': () => refusal(409, 2100, 'Another job template of the cluster is already named wrf_daily') });
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Edit wrf_daily' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit job template wrf_daily' });
    await within(dialog).findByLabelText(/^Cores/);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(
        expect.objectContaining({ type: 'error', description: 'Another job template of the cluster is already named wrf_daily' }),
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Edit job template wrf_daily' })).toBeTruthy();
  });

  it('deletes a template after confirmation', async () => {
    const calls = mock();
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete cfd_quick' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete job template' });
    expect(within(dialog).getByText(/cfd_quick/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(calls, 'jobtemplate/tempDelete')).toHaveLength(1));
    expect(formFields(callsTo(calls, 'jobtemplate/tempDelete')[0].body)).toEqual({ temp_id: 'jt-q4w8e1r6' });
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(expect.objectContaining({ type: 'success', title: 'Job template cfd_quick is deleted' })),
    );
  });
});
