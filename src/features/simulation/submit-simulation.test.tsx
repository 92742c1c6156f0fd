import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { callsTo, mockGatewayCalls, operationAnswer, refusal, type GatewayAnswer } from '@/shared/testing/gateway-mock';
import { setUpScreenTests, toastsShown } from '@/shared/testing/screen-tests';
import { renderWithSession } from '@/shared/testing/session-render';
import { SimulationJobsScreen } from './simulation-jobs-screen';

setUpScreenTests({ locale: 'en', followIntervalMs: 5, spyOnToasts: true, preload: () => import('./submit-simulation-dialog') });

const SOFTWARE = [{ hpcsw_id: 'hpcsw-fluent23', sw_name: 'Fluent', sw_ver: '2023R1', class_id: 'swc-cfd', mark: 0 }];

function mock(answers: Record<string, GatewayAnswer> = {}) {
  return mockGatewayCalls({
    'simulation/list/job': () => ({ total_count: 0, nrun: 0, npend: 0, nstop: 0, job_set: [] }),
    'software/list': () => ({ total_count: SOFTWARE.length, hpcsw_set: SOFTWARE }),
    'simulation/submitJob': () => ({ job_id: 'j-7t3y6u9i', sjob_id: 'sjob-n3wsj0b1' }),
    'operation/simulation': operationAnswer('successful'),
    ...answers,
  });
}

function JobPage() {
  return <p data-testid="job-page">{useParams().job_id}</p>;
}

function renderPortal() {
  renderWithSession(
    <Routes>
      <Route path="/:zone/ispf/ispf" element={<SimulationJobsScreen />} />
      <Route path="/:zone/ispf/ispf/:job_id" element={<JobPage />} />
    </Routes>,
    { path: '/pek3/ispf/ispf', route: '/*' },
  );
}

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Submit simulation job' }));
  return screen.findByRole('dialog', { name: 'Submit simulation job' });
}

describe('submitting a simulation job', () => {
  it('starts from two cores, allows at most the 56 of the node, and lands on the job page', async () => {
    const calls = mock();
    const user = userEvent.setup();
    renderPortal();
    const dialog = await openForm(user);
    const cores = within(dialog).getByLabelText(/^Cores/) as HTMLInputElement;
    expect(cores.value).toBe('2');
    await user.clear(cores);
    await user.type(cores, '57');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(dialog).getByText('Must be at most 56')).toBeTruthy());
    expect(within(dialog).getAllByText('Required')).toHaveLength(3);

    await user.clear(cores);
    await user.type(cores, '56');
    await user.type(within(dialog).getByLabelText(/^Job name/), 'car_body');
    const software = within(dialog).getByLabelText(/^Simulation software/);
    await waitFor(() => expect(within(software).getByRole('option', { name: 'Fluent 2023R1' })).toBeTruthy());
    await user.selectOptions(software, 'hpcsw-fluent23');
    await user.type(within(dialog).getByLabelText(/^Input file/), '/share/ispf/usr-owner/car_body/car_body.cas.h5');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Submit' }));

    expect((await screen.findByTestId('job-page')).textContent).toBe('sjob-n3wsj0b1');
    const sent = callsTo(calls, 'simulation/submitJob');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({
      name: 'car_body',
      hpcsw_id: 'hpcsw-fluent23',
      cores: 56,
      input_file: '/share/ispf/usr-owner/car_body/car_body.cas.h5',
    });
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(expect.objectContaining({ type: 'success', title: 'Simulation job car_body was accepted' })),
    );
  });

  it("shows the gateway's refusal and keeps the form", async () => {
    mock({ 'simulation/submitJob': () => refusal(409, 2100, 'The cluster is not active and cannot submit jobs') });
    const user = userEvent.setup();
    renderPortal();
    const dialog = await openForm(user);
    await user.type(within(dialog).getByLabelText(/^Job name/), 'car_body');
    const software = within(dialog).getByLabelText(/^Simulation software/);
    await waitFor(() => expect(within(software).getByRole('option', { name: 'Fluent 2023R1' })).toBeTruthy());
    await user.selectOptions(software, 'hpcsw-fluent23');
    await user.type(within(dialog).getByLabelText(/^Input file/), '/share/ispf/a.cas');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(
        expect.objectContaining({ type: 'error', description: 'The cluster is not active and cannot submit jobs' }),
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Submit simulation job' })).toBeTruthy();
  });

  it('shows an input file the gateway does not find beside the field and keeps the form', async () => {
    const missing = refusal(409, 1100, 'The input file does not exist: /share/ispf/usr-owner/nowhere.cas');
    Object.assign(missing.body, {
      validation: [
        { location: ['body', 'input_file'], code: 'exists', message: 'The input file does not exist: /share/ispf/usr-owner/nowhere.cas' },
      ],
    });
    mock({ 'simulation/submitJob': () => missing });
    const user = userEvent.setup();
    renderPortal();
    const dialog = await openForm(user);
    await user.type(within(dialog).getByLabelText(/^Job name/), 'ghost');
    const software = within(dialog).getByLabelText(/^Simulation software/);
    await waitFor(() => expect(within(software).getByRole('option', { name: 'Fluent 2023R1' })).toBeTruthy());
    await user.selectOptions(software, 'hpcsw-fluent23');
    const input = within(dialog).getByLabelText(/^Input file/);
    await user.type(input, '/share/ispf/usr-owner/nowhere.cas');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const field = input.closest('[data-field]') as HTMLElement;
    expect(await within(field).findByText('The input file does not exist: /share/ispf/usr-owner/nowhere.cas')).toBeTruthy();
    expect(screen.queryByTestId('job-page')).toBeNull();
  });
});
