import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, refusal } from '@/shared/testing/gateway-mock';
import { setUpScreenTests, toastsShown } from '@/shared/testing/screen-tests';
import { ACTIVE, fieldErrors, formFields, mockSubmitGateway, OLD_JOB, renderSubmit, SUBMITTED, TEMPLATE } from './submit-test-harness';

setUpScreenTests({ locale: 'en', followIntervalMs: 5, spyOnToasts: true });

const submitButton = () => screen.getByRole('button', { name: /Submit job/ });
const valueOf = (label: RegExp, selector = '*') => (screen.getByLabelText(label, { selector }) as HTMLInputElement).value;

/** Name, queue and command: the least a command job needs. */
async function fillCommandJob(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Job name/), 'wrf_run');
  const queue = screen.getByLabelText(/^Queue/);
  await waitFor(() => expect(within(queue).getByRole('option', { name: /normal \(default\)/ })).toBeTruthy());
  await user.selectOptions(queue, 'hpcq-n0rm4l01');
  await user.type(screen.getByLabelText(/^Command line/, { selector: 'textarea' }), 'mpirun -np 56 ./wrf.exe');
}

describe('submitting a job', () => {
  it('sends one request however often it is submitted, and lands on the job page', async () => {
    const calls = mockSubmitGateway();
    const user = userEvent.setup();
    renderSubmit(`/pek3/hpc/hpc_job/submit_job/${ACTIVE}`);
    await fillCommandJob(user);
    const button = submitButton() as HTMLButtonElement;
    // Two submits before the gateway answers the first (a double click, Enter pressed twice).
    const form = button.closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(button.disabled).toBe(true);
    await user.dblClick(button);

    expect((await screen.findByTestId('job-page')).textContent).toBe(`${SUBMITTED.hpcjob_uuid}/compute_dir`);
    const sent = callsTo(calls, 'job/submitJob');
    expect(sent).toHaveLength(1);
    expect(sent[0].body?.action).toBe('job/submitJob');
    expect(formFields(sent[0].body)).toEqual({
      cluster_id: ACTIVE,
      hpcqueue_id: 'hpcq-n0rm4l01',
      name: 'wrf_run',
      priority: 5,
      cores: 1,
      submit_type: 'command',
      cmd: 'mpirun -np 56 ./wrf.exe',
    });
    // The submission is followed to the scheduler's acceptance.
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(
        expect.objectContaining({ type: 'success', title: 'Job wrf_run was accepted by the scheduler' }),
      ),
    );
  });

  it("shows the gateway's refusal of a duplicate submission and stays on the form", async () => {
    const calls = mockSubmitGateway({ 'job/submitJob': () => refusal(409, 2400, 'Please do not duplicate submissions') });
    const user = userEvent.setup();
    renderSubmit(`/pek3/hpc/hpc_job/submit_job/${ACTIVE}`);
    await fillCommandJob(user);
    await user.click(submitButton());
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(expect.objectContaining({ type: 'error', description: 'Please do not duplicate submissions' })),
    );
    expect(callsTo(calls, 'job/submitJob')).toHaveLength(1);
    expect(screen.queryByTestId('job-page')).toBeNull();
    await waitFor(() => expect((submitButton() as HTMLButtonElement).disabled).toBe(false));
  });

  it('shows a rule of the gateway on the field it names (409, ret_code 1100)', async () => {
    const refused = refusal(409, 1100, 'The queue has only 112 cores');
    Object.assign(refused.body, {
      validation: [{ location: ['body', 'cores'], message: 'must be at most 112 on queue normal', code: 'queue' }],
    });
    mockSubmitGateway({ 'job/submitJob': () => refused });
    const user = userEvent.setup();
    renderSubmit(`/pek3/hpc/hpc_job/submit_job/${ACTIVE}`);
    await fillCommandJob(user);
    await user.click(submitButton());
    const cores = screen.getByLabelText(/^Cores/).closest('[data-field]') as HTMLElement;
    expect(await within(cores).findByText('must be at most 112 on queue normal')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Cores/));
    await user.type(screen.getByLabelText(/^Cores/), '56');
    await waitFor(() => expect(fieldErrors()).toEqual([]));
  });

  it('fills the form from a job template (?template=) and runs the template', async () => {
    const calls = mockSubmitGateway();
    const user = userEvent.setup();
    renderSubmit(`/pek3/hpc/hpc_job/submit_job/${ACTIVE}?template=${TEMPLATE.temp_id}`);
    expect(await screen.findByText(/From job template wrf_daily/)).toBeTruthy();
    expect(valueOf(/^Job name/)).toBe('wrf_daily');
    expect(valueOf(/^Priority/)).toBe('7');
    expect(valueOf(/^Cores/)).toBe('56');
    expect((screen.getByRole('radio', { name: 'Job template' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(valueOf(/^Queue/)).toBe('hpcq-debug002'));
    await waitFor(() => expect(valueOf(/^Job template/, 'select')).toBe(TEMPLATE.temp_id));
    expect(screen.getByText(TEMPLATE.script_path!)).toBeTruthy();

    await user.click(submitButton());
    await screen.findByTestId('job-page');
    expect(formFields(callsTo(calls, 'job/submitJob')[0].body)).toEqual({
      cluster_id: ACTIVE,
      hpcqueue_id: 'hpcq-debug002',
      name: 'wrf_daily',
      priority: 7,
      cores: 56,
      memory: 204800,
      time_limit: 720,
      work_dir: '/share/wrf/run',
      stdout_path: '/share/wrf/logs/%x-%j.out',
      submit_type: 'template',
      job_template_id: TEMPLATE.temp_id,
    });
  });

  it('takes the values of a job template chosen on the form', async () => {
    mockSubmitGateway();
    const user = userEvent.setup();
    renderSubmit(`/pek3/hpc/hpc_job/submit_job/${ACTIVE}`);
    await user.type(await screen.findByLabelText(/^Job name/), 'my_run');
    await user.click(screen.getByRole('radio', { name: 'Job template' }));
    const templates = await screen.findByLabelText(/^Job template/, { selector: 'select' });
    await waitFor(() => expect(within(templates).getByRole('option', { name: 'wrf_daily (debug)' })).toBeTruthy());
    await user.selectOptions(templates, TEMPLATE.temp_id);
    await waitFor(() => expect(valueOf(/^Cores/)).toBe('56'));
    expect(valueOf(/^Job name/)).toBe('my_run');
    expect(valueOf(/^Priority/)).toBe('7');
    expect(valueOf(/^Queue/)).toBe('hpcq-debug002');
  });

  it('fills the form from the job to resubmit, without the paths named after it', async () => {
    const calls = mockSubmitGateway();
    const user = userEvent.setup();
    renderSubmit(`/pek3/hpc/hpc_job/submit_job/${ACTIVE}/${OLD_JOB.hpcjob_uuid}`);
    expect(await screen.findByText(/Resubmitting typhoon_wrf/)).toBeTruthy();
    expect(valueOf(/^Job name/)).toBe('typhoon_wrf');
    expect(valueOf(/^Command line/, 'textarea')).toBe('mpirun -np 112 ./wrf.exe');
    expect(valueOf(/^Input file/)).toBe('/share/wrf/jobs/typhoon/namelist.input');
    expect(valueOf(/^Standard output file/)).toBe('');
    await waitFor(() => expect(valueOf(/^Queue/)).toBe('hpcq-n0rm4l01'));

    await user.click(submitButton());
    await screen.findByTestId('job-page');
    expect(formFields(callsTo(calls, 'job/submitJob')[0].body)).toEqual({
      cluster_id: ACTIVE,
      hpcqueue_id: 'hpcq-n0rm4l01',
      name: 'typhoon_wrf',
      priority: 3,
      cores: 112,
      memory: 229376,
      time_limit: 1440,
      submit_type: 'command',
      cmd: 'mpirun -np 112 ./wrf.exe',
      input_file: '/share/wrf/jobs/typhoon/namelist.input',
      work_dir: '/share/wrf/jobs/typhoon',
      stderr_path: '/share/wrf/jobs/typhoon/wrf.err',
    });
  });
});
