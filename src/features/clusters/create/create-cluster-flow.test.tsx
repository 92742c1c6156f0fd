import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/shared/i18n/locale';
import { toaster } from '@/shared/ui/toaster';
import { resetGateway, stubResizeObserver } from '../test-harness';
import { fieldErrors, mockCreationGateway, renderCreation, REQUEST_TOKEN } from './create-test-harness';

vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  stubResizeObserver();
  await activateLocale('en');
});
afterEach(resetGateway);

const currentStep = () => screen.getByRole('list', { name: 'Creation steps' }).querySelector('[aria-current="step"]')?.textContent ?? '';
/** A request body without what the mutator adds (the action and the identity). */
const formFields = (body: Record<string, unknown> | undefined) =>
  Object.fromEntries(Object.entries(body ?? {}).filter(([key]) => !['action', 'user_id', 'owner', 'zone', 'iamuser_name'].includes(key)));
const next = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Next' }));

describe('creating an EHPC cluster', () => {
  it('walks the steps from step 1, blocks next while a step is invalid, and submits the request', async () => {
    const requests = mockCreationGateway('ehpc');
    const user = userEvent.setup();
    renderCreation('ehpc');

    await screen.findByRole('heading', { name: 'Cluster and software' });
    expect(currentStep()).toContain('1');
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);

    await next(user);
    await waitFor(() => expect(fieldErrors()).toContain('Required'));
    expect(currentStep()).toContain('Cluster and software');

    await user.type(screen.getByLabelText(/Cluster name/), '分子动力学_MD01');
    await waitFor(() => expect(screen.getByRole('option', { name: 'EHPC 2.4.1' })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText(/Cluster version/), 'appv-ehpc241');
    await user.click(await screen.findByText('GROMACS 2023.3'));
    await user.type(screen.getByLabelText(/Default queue/), 'normal');
    await next(user);

    await screen.findByRole('heading', { name: 'Nodes' });
    const compute = screen.getByTestId('root_node_config_compute');
    await waitFor(() => expect((within(compute).getByLabelText(/CPU cores/) as HTMLSelectElement).value).toBe('8'));
    await user.selectOptions(within(compute).getByLabelText(/CPU cores/), '56');
    await user.clear(within(compute).getByLabelText(/Count/));
    await user.type(within(compute).getByLabelText(/Count/), '4');
    // The price follows the node choices.
    await waitFor(() =>
      expect(requests.some((r) => r.path.endsWith('/GetClusterPrice') && r.url.searchParams.get('conf')?.includes('"count":4'))).toBe(true),
    );
    await next(user);

    await screen.findByRole('heading', { name: 'Network and storage' });
    const vxnet = screen.getByLabelText(/VPC network/);
    await waitFor(() => expect(within(vxnet).getByRole('option', { name: /vxnet-hpc01/ })).toBeTruthy());
    await user.selectOptions(vxnet, 'vxnet-hpc01');
    const nas = screen.getByLabelText(/NAS mount point/);
    await waitFor(() => expect(within(nas).getByRole('option', { name: /nas-5c8d1e3f/ })).toBeTruthy());
    await user.selectOptions(nas, 'nas-5c8d1e3f');
    await next(user);

    await screen.findByRole('heading', { name: 'Administrator and billing' });
    await user.type(screen.getByLabelText(/Administrator password/), 'Ehpc#Admin2026');
    await next(user);

    await screen.findByRole('heading', { name: 'Confirm' });
    expect(screen.getByText('分子动力学_MD01')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create cluster' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Please read and agree to the Service Agreement!');
    expect(requests.some((r) => r.path.endsWith('/createCluster'))).toBe(false);

    await user.click(screen.getByText(/I have read and agree to the/));
    // A double click is one intent: one request.
    await user.dblClick(screen.getByRole('button', { name: 'Create cluster' }));

    await screen.findByTestId('cluster-list');
    expect(requests.filter((r) => r.path.endsWith('/cluster/createCluster'))).toHaveLength(1);
    const create = requests.find((r) => r.path.endsWith('/cluster/createCluster'));
    expect(create?.method).toBe('POST');
    expect(create?.body?.action).toBe('cluster/createCluster');
    expect(formFields(create?.body)).toEqual({
      cluster_type: 'ehpc',
      cluster_name: '分子动力学_MD01',
      app_version: 'appv-ehpc241',
      software: ['hpcsw-gromacs23'],
      deploy_mode: 1,
      scheduler_type: 'slurm',
      queue_name: 'normal',
      node_config: {
        controller: { instance_class: 101, cpu: 2, memory: 4096, gpu: 0, count: 1 },
        compute: { instance_class: 101, cpu: 56, memory: 114688, gpu: 0, count: 4 },
        login: { instance_class: 101, cpu: 2, memory: 4096, gpu: 0, count: 1 },
      },
      network_type: 'private',
      vxnet: 'vxnet-hpc01',
      nas_id: 'nas-5c8d1e3f',
      admin_password: 'Ehpc#Admin2026',
      paid_type: 0,
      duration: 0,
      is_auto_renewal: 0,
      // The token of this creation (GetGlobalUniqueId): a repeated request creates nothing twice.
      request_token: REQUEST_TOKEN,
    });
    expect(requests.filter((r) => r.path.endsWith('/GetGlobalUniqueId'))).toHaveLength(1);
  });
});

/** Steps 1-3 of an HPC cluster, to the review. */
async function completeHpcSteps(user: ReturnType<typeof userEvent.setup>, requests: { path: string; url: URL }[]) {
  await screen.findByRole('heading', { name: 'Cluster and queue' });
  await user.type(screen.getByLabelText(/Cluster name/), 'student_lab');
  await waitFor(() => expect(screen.getByRole('option', { name: 'HPC 3.1.0' })).toBeTruthy());
  await user.selectOptions(screen.getByLabelText(/Cluster version/), 'appv-hpc310');
  await waitFor(() => expect(screen.getByRole('option', { name: /共享队列 56核/ })).toBeTruthy());
  await user.selectOptions(screen.getByLabelText(/Queue type/), 'qt-shared56');
  // The price of the queue type, once one is chosen (section 5).
  await waitFor(() => expect(screen.getByTestId('price-total').textContent).toBe('6.7200 CNY'));
  expect(requests.find((r) => r.path.endsWith('/billing/cost'))?.url.search).toContain('queue_type=qt-shared56&paid_type=0');
  await next(user);

  await screen.findByRole('heading', { name: 'Network and storage' });
  await user.click(screen.getByRole('radio', { name: 'Base network' }));
  await waitFor(() => expect(within(screen.getByLabelText(/VPC network/)).getByRole('option', { name: /vxnet-ks/ })).toBeTruthy());
  await user.selectOptions(screen.getByLabelText(/VPC network/), 'vxnet-ks');
  await waitFor(() => expect(within(screen.getByLabelText(/NAS mount point/)).getByRole('option', { name: /s2-7d3k9p2x/ })).toBeTruthy());
  await user.selectOptions(screen.getByLabelText(/NAS mount point/), 's2-7d3k9p2x');
  await next(user);

  await screen.findByRole('heading', { name: 'Accounts and login node' });
  await user.type(screen.getByLabelText(/Administrator password/), 'Lab!Admin2026x');
  await user.type(screen.getByLabelText(/^Cluster user\*?$/), 'student01');
  await user.type(screen.getByLabelText(/Cluster user password/), 'Stud3nt@Pass01');
  await next(user);
  await screen.findByRole('heading', { name: 'Confirm' });
  await user.click(screen.getByText(/I have read and agree to the/));
}

describe('creating an HPC cluster', () => {
  it('submits the HPC request and exports it without its passwords', async () => {
    const requests = mockCreationGateway('hpc');
    const user = userEvent.setup();
    const saved: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:request';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    renderCreation('hpc');
    await completeHpcSteps(user, requests);
    // The review names the queue type, never its id.
    expect(screen.getByText('共享队列 56核')).toBeTruthy();
    expect(screen.queryByText('qt-shared56')).toBeNull();

    await user.click(screen.getByRole('button', { name: /Export as JSON/ }));
    const exported = JSON.parse(await saved[0].text()) as Record<string, unknown>;
    expect(exported).toMatchObject({ cluster_type: 'hpc', cluster_name: 'student_lab', queue_type: 'qt-shared56', user_name: 'student01' });
    expect(exported).not.toHaveProperty('admin_password');
    expect(exported).not.toHaveProperty('password');

    await user.click(screen.getByRole('button', { name: 'Create cluster' }));
    await screen.findByTestId('cluster-list');
    expect(formFields(requests.find((r) => r.path.endsWith('/cluster/createCluster'))?.body)).toEqual({
      request_token: REQUEST_TOKEN,
      cluster_type: 'hpc',
      cluster_name: 'student_lab',
      app_version: 'appv-hpc310',
      queue_type: 'qt-shared56',
      network_type: 'base',
      vxnet: 'vxnet-ks',
      nas_id: 's2-7d3k9p2x',
      admin_password: 'Lab!Admin2026x',
      user_name: 'student01',
      password: 'Stud3nt@Pass01',
      login_node: { instance_class: 0, cpu: 2, memory: 4096, gpu: 0, count: 1 },
      paid_type: 0,
    });
  });

  it('shows a refusal of the gateway in a toast and stays on the review', async () => {
    const requests = mockCreationGateway('hpc', [
      [/\/cluster\/createCluster$/, () => ({ ret_code: 2400, message: 'The cluster name student_lab is taken' })],
    ]);
    const toast = vi.spyOn(toaster, 'create');
    const user = userEvent.setup();
    renderCreation('hpc');
    await completeHpcSteps(user, requests);
    await user.click(screen.getByRole('button', { name: 'Create cluster' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'error',
          title: 'Could not create the cluster',
          description: 'The cluster name student_lab is taken',
        }),
      ),
    );
    expect(screen.queryByTestId('cluster-list')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Confirm' })).toBeTruthy();
  });

  it('opens the step of a field the gateway refuses, with its message on the field until the field changes', async () => {
    const taken = 'The cluster name student_lab is already taken';
    const requests = mockCreationGateway('hpc', [
      [
        /\/cluster\/createCluster$/,
        () => ({ ret_code: 1100, message: taken, validation: [{ location: ['body', 'cluster_name'], message: taken, code: 'unique' }] }),
      ],
    ]);
    const user = userEvent.setup();
    renderCreation('hpc');
    await completeHpcSteps(user, requests);
    await user.click(screen.getByRole('button', { name: 'Create cluster' }));

    await screen.findByRole('heading', { name: 'Cluster and queue' });
    await waitFor(() => expect(fieldErrors()).toContain(taken));
    expect(screen.queryByTestId('cluster-list')).toBeNull();
    await user.type(screen.getByLabelText(/Cluster name/), '_2');
    await waitFor(() => expect(fieldErrors()).not.toContain(taken));
    expect((screen.getByLabelText(/Cluster name/) as HTMLInputElement).value).toBe('student_lab_2');
  });
});

describe('creating from an existing cluster', () => {
  it('prefills the flow with the cluster configuration', async () => {
    mockCreationGateway('ehpc');
    const user = userEvent.setup();
    renderCreation('ehpc', { search: '?from=ehpc-k8x2m4q1' });
    await screen.findByRole('heading', { name: 'Cluster and software' });
    await waitFor(() => expect((screen.getByLabelText(/^Description/) as HTMLTextAreaElement).value).toBe('WRF'));
    expect((screen.getByRole('radio', { name: 'PBS Pro' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/Cluster version/) as HTMLSelectElement).value).toBe('appv-ehpc241');
    expect((screen.getByLabelText(/Cluster name/) as HTMLInputElement).value).toBe('');
    await user.type(screen.getByLabelText(/Cluster name/), 'weather_B');
    await next(user);
    const compute = await screen.findByTestId('root_node_config_compute');
    expect((within(compute).getByLabelText(/CPU cores/) as HTMLSelectElement).value).toBe('32');
    expect((within(compute).getByLabelText(/Count/) as HTMLInputElement).value).toBe('3');
    // Memory is offered in GB: its label names no MiB.
    expect((within(compute).getByLabelText(/^Memory/) as HTMLSelectElement).selectedOptions[0].textContent).toMatch(/GB$/);
    expect(within(compute).queryByText(/MiB/)).toBeNull();
    await next(user);
    // The source cluster's shared path is its own folder: not copied.
    await screen.findByRole('heading', { name: 'Network and storage' });
    expect((screen.getByLabelText(/Shared path/) as HTMLInputElement).value).toBe('');
  });
});
