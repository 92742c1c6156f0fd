import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, refusal } from '@/shared/testing/gateway-mock';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { ACTIVE, formFields, mockSubmitGateway, renderSubmit } from './submit-test-harness';

setUpScreenTests({ locale: 'en', followIntervalMs: 5, spyOnToasts: true });

const object = (object_name: string, is_dir: boolean) => ({
  object_name,
  is_dir,
  prefix: object_name.replace(/[^/]+\/?$/, ''),
  size: is_dir ? 0 : 2048,
  last_modified: '2026-11-20T01:00:00Z',
});
const FOLDERS: Record<string, ReturnType<typeof object>[]> = {
  'share/wrf/': [object('share/wrf/typhoon/', true), object('share/wrf/readme.txt', false)],
  'share/wrf/typhoon/': [object('share/wrf/typhoon/namelist.input', false)],
};
const FILE_TEMPLATE = {
  file_temp_id: 'ft-gmx2023a',
  name: 'GROMACS MPI',
  software: 'GROMACS',
  sw_ver: '2023.3',
  file_name: 'gromacs_mpi.slurm',
  content: '#!/bin/bash\nmpirun gmx_mpi mdrun\n',
  create_time: '2026-11-02T09:00:00Z',
};

function mock() {
  return mockSubmitGateway({
    get_objects: (url) => {
      const rows = FOLDERS[url.searchParams.get('prefix') ?? ''] ?? [];
      return { total_count: rows.length, object_set: rows };
    },
    'filetemplate/tempList': () => ({ total_count: 1, file_template_set: [FILE_TEMPLATE] }),
    'job/createJobFile': (_url, body) => ({ file_path: `/share/wrf/jobs/alice/${String(body?.file_name)}` }),
  });
}

async function start(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Job name/), 'md_run');
  const queue = screen.getByLabelText(/^Queue/);
  await waitFor(() => expect(within(queue).getByRole('option', { name: /normal/ })).toBeTruthy());
  await user.selectOptions(queue, 'hpcq-n0rm4l01');
}

describe('files of the submission', () => {
  it("picks the input file on the cluster's shared storage", async () => {
    const calls = mock();
    const user = userEvent.setup();
    renderSubmit(`/pek3/hpc/hpc_job/submit_job/${ACTIVE}`);
    await start(user);
    const browse = screen.getByRole('button', { name: 'Browse the shared storage for Input file' });
    await waitFor(() => expect((browse as HTMLButtonElement).disabled).toBe(false));
    await user.click(browse);
    const dialog = await screen.findByRole('dialog', { name: 'Choose: Input file' });
    await user.click(await within(dialog).findByRole('button', { name: 'typhoon' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Choose /share/wrf/typhoon/namelist.input' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose: Input file' })).toBeNull());
    expect((screen.getByLabelText(/^Input file/) as HTMLInputElement).value).toBe('/share/wrf/typhoon/namelist.input');
    // The chosen file's folder in the file manager (a new tab: the form stays).
    const files = screen.getByRole('link', { name: 'Open in files' });
    expect(files.getAttribute('href')).toBe('/pek3/hpc/nas/nas-3f9a2b1c?prefix=share%2Fwrf%2Ftyphoon%2F');
    expect(files.getAttribute('target')).toBe('_blank');
    // The cluster's NAS export, from the share directory it mounts.
    expect(callsTo(calls, 'get_objects').map((call) => call.url.searchParams.get('nas_id'))).toEqual(['nas-3f9a2b1c', 'nas-3f9a2b1c']);
  });

  it('writes a script from a file template, saves it on the cluster and runs it', async () => {
    const calls = mock();
    const user = userEvent.setup();
    renderSubmit(`/pek3/hpc/hpc_job/submit_job/${ACTIVE}`);
    await start(user);
    await user.click(screen.getByRole('radio', { name: 'Job script' }));
    const templates = await screen.findByLabelText(/^File template/);
    await waitFor(() => expect(within(templates).getByRole('option', { name: /GROMACS MPI/ })).toBeTruthy());
    await user.selectOptions(templates, 'ft-gmx2023a');
    const editor = (await screen.findByLabelText(/^Job script/, { selector: 'textarea' })) as HTMLTextAreaElement;
    expect(editor.value).toBe(FILE_TEMPLATE.content);
    expect((screen.getByLabelText('Script file name') as HTMLInputElement).value).toBe('gromacs_mpi.slurm');

    // Not saved yet: the form says it is saved with the submission.
    expect(screen.getByTestId('script-state').textContent).toBe(
      'The script is saved on the cluster when you submit the job, or now with Save to the cluster.',
    );
    await user.click(screen.getByRole('button', { name: 'Save to the cluster' }));
    await waitFor(() =>
      expect(screen.getByTestId('script-state').textContent).toBe('Saved on the cluster as /share/wrf/jobs/alice/gromacs_mpi.slurm'),
    );
    expect(formFields(callsTo(calls, 'job/createJobFile')[0].body)).toEqual({
      cluster_id: ACTIVE,
      file_name: 'gromacs_mpi.slurm',
      content: FILE_TEMPLATE.content,
    });

    await user.click(screen.getByRole('button', { name: /Submit job/ }));
    await screen.findByTestId('job-page');
    expect(formFields(callsTo(calls, 'job/submitJob')[0].body)).toMatchObject({
      submit_type: 'script',
      script_path: '/share/wrf/jobs/alice/gromacs_mpi.slurm',
      file_template_id: 'ft-gmx2023a',
    });
    expect(callsTo(calls, 'job/submitJob')[0].body).not.toHaveProperty('cmd');
  });

  it('saves a written script on the cluster when the job is submitted, then runs it (one save, one submission)', async () => {
    const calls = mock();
    const user = userEvent.setup();
    renderSubmit(`/pek3/hpc/hpc_job/submit_job/${ACTIVE}`);
    await start(user);
    await user.click(screen.getByRole('radio', { name: 'Job script' }));
    await user.click(await screen.findByRole('radio', { name: 'Write a script' }));
    const editor = (await screen.findByLabelText(/^Job script/, { selector: 'textarea' })) as HTMLTextAreaElement;

    // Nothing written: the field says what to do, not a bare "Required", and nothing is sent.
    await user.click(screen.getByRole('button', { name: /Submit job/ }));
    const field = editor.closest('[data-field]') as HTMLElement;
    expect(await within(field).findByText('Write the job script: it is saved on the cluster when you submit the job')).toBeTruthy();
    expect(within(field).queryByText('Required')).toBeNull();
    await user.type(editor, '#!/bin/bash{enter}./run.sh');
    await user.click(screen.getByRole('button', { name: /Submit job/ }));
    expect(
      await within(field).findByText('Give the script a file name: it is saved on the cluster under it when you submit the job'),
    ).toBeTruthy();
    expect(callsTo(calls, 'job/createJobFile')).toHaveLength(0);

    await user.type(screen.getByLabelText('Script file name'), 'run.slurm');
    await user.click(screen.getByRole('button', { name: /Submit job/ }));
    await screen.findByTestId('job-page');
    expect(callsTo(calls, 'job/createJobFile').map((call) => formFields(call.body))).toEqual([
      { cluster_id: ACTIVE, file_name: 'run.slurm', content: '#!/bin/bash\n./run.sh' },
    ]);
    const sent = callsTo(calls, 'job/submitJob');
    expect(sent).toHaveLength(1);
    expect(formFields(sent[0].body)).toMatchObject({ submit_type: 'script', script_path: '/share/wrf/jobs/alice/run.slurm' });
  });

  it('says so when the cluster has no browsable NAS storage (a vNAS sharing no NAS export), and submits the path typed', async () => {
    const errors = vi.spyOn(console, 'error');
    const reason =
      'The vNAS s2-pek3srv03 the cluster ehpc-k8x2m4q1 mounts shares no NAS storage, so its files cannot be browsed; bind a shared target to it in the vNas detail';
    const calls = mockSubmitGateway({ 'cluster/nasInfo': () => refusal(404, 1400, reason) });
    const user = userEvent.setup();
    renderSubmit(`/pek3/hpc/hpc_job/submit_job/${ACTIVE}`);
    await start(user);
    const field = screen.getByLabelText(/^Input file/).closest('[data-field]') as HTMLElement;
    expect(await within(field).findByText('This cluster has no browsable NAS storage: type the path on the cluster.')).toBeTruthy();
    expect(within(field).getByText(reason)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Browse the shared storage for Input file' }) as HTMLButtonElement).disabled).toBe(true);

    await user.type(screen.getByLabelText(/^Command line/, { selector: 'textarea' }), 'mpirun ./wrf.exe');
    await user.type(screen.getByLabelText(/^Input file/), '/share/vnas/namelist.input');
    await user.click(screen.getByRole('button', { name: /Submit job/ }));
    await screen.findByTestId('job-page');
    expect(formFields(callsTo(calls, 'job/submitJob')[0].body)).toMatchObject({
      submit_type: 'command',
      cmd: 'mpirun ./wrf.exe',
      input_file: '/share/vnas/namelist.input',
    });
    // Asked once, nothing browsed, nothing logged.
    expect(callsTo(calls, 'cluster/nasInfo')).toHaveLength(1);
    expect(callsTo(calls, 'get_objects')).toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();
  });
});
