import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/shared/i18n/locale';
import { resetGateway, stubResizeObserver, testConfig } from '../test-harness';
import { mockCreationGateway, renderCreation, REQUEST_TOKEN } from './create-test-harness';

vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  stubResizeObserver();
  await activateLocale('en');
});
afterEach(resetGateway);

const TEMPLATES = {
  templates: [
    {
      name: '气象模拟_WRF',
      name_en: 'wrf_weather',
      deploy_mode: 1,
      scheduler_type: 'slurm',
      compute: { instance_class: 101, cpu: 56, memory: 229376, count: 4 },
    },
    {
      name: '精简_CFD',
      name_en: 'cfd_streamline',
      deploy_mode: 2,
      scheduler_type: 'pbspro',
      compute: { instance_class: 101, cpu: 16, memory: 65536, count: 3 },
      login: { instance_class: 101, cpu: 4, memory: 16384, count: 1 },
    },
    // 64 cores are not sold in class 201: shown, not applicable.
    {
      name: 'GPU训练',
      name_en: 'gpu_training',
      deploy_mode: 1,
      scheduler_type: 'slurm',
      compute: { instance_class: 201, cpu: 64, memory: 524288, gpu: 4, count: 2 },
    },
    // Malformed: left out.
    { name: 42, deploy_mode: 1 },
    { name: 'broken_nodes', compute: { instance_class: 101, cpu: 'many', memory: 1, count: 1 } },
    'junk',
  ],
};

const formFields = (body: Record<string, unknown> | undefined) =>
  Object.fromEntries(Object.entries(body ?? {}).filter(([key]) => !['action', 'user_id', 'owner', 'zone', 'iamuser_name'].includes(key)));
const next = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Next' }));

describe('cluster templates in the creation flow', () => {
  it("lists the type's templates, fills the fields of the chosen one, keeps them changeable and submits them", async () => {
    const requests = mockCreationGateway('ehpc', [
      [
        /\/iaas\/DescribeCommonAttachments$/,
        () => ({
          attachment_set: [{ attachment_id: 'att-ehpctpl2', content_key: 'cluster_templates', attachment_content: TEMPLATES }],
          total_count: 1,
        }),
      ],
    ]);
    const user = userEvent.setup();
    renderCreation('ehpc', {
      config: { ...testConfig(), cluster_template_attachment_ids: { ehpc: ['att-ehpctpl2'], hpc: ['att-hpctpl01'] } },
    });

    const picker = (await screen.findByLabelText('Cluster template')) as HTMLSelectElement;
    const read = requests.find((r) => r.path.endsWith('/DescribeCommonAttachments'));
    expect(read?.url.searchParams.getAll('attachment_ids')).toEqual(['att-ehpctpl2']);
    expect(read?.url.searchParams.getAll('content_keys')).toEqual(['cluster_templates']);
    // "No template" by default; the three well-formed templates, each with what it sets; the malformed ones left out.
    expect(picker.value).toBe('');
    const options = within(picker).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'No template',
      'wrf_weather — Deploy mode: Standard; Scheduler: Slurm; Compute: 4 × 56 cores, 224 GiB',
      'cfd_streamline — Deploy mode: Streamline; Scheduler: PBS Pro; Compute: 3 × 16 cores, 64 GiB; Login: 1 × 4 cores, 16 GiB',
      'gpu_training — Its node specification is not on sale in this zone',
    ]);
    expect((options[3] as HTMLOptionElement).disabled).toBe(true);

    await user.selectOptions(picker, options[2]);
    expect(await screen.findByText(/^Filled in: Deploy mode: Streamline/)).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('radio', { name: 'Streamline' }) as HTMLInputElement).checked).toBe(true));
    expect((screen.getByRole('radio', { name: 'PBS Pro' }) as HTMLInputElement).checked).toBe(true);
    // The user can still change what the template set.
    await user.click(screen.getByRole('radio', { name: 'Slurm' }));

    await user.type(screen.getByLabelText(/Cluster name/), 'cfd_run01');
    await waitFor(() => expect(screen.getByRole('option', { name: 'EHPC 2.4.1' })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText(/Cluster version/), 'appv-ehpc241');
    await user.type(screen.getByLabelText(/Default queue/), 'normal');
    await next(user);

    await screen.findByRole('heading', { name: 'Nodes' });
    expect(screen.queryByTestId('root_node_config_controller')).toBeNull();
    const compute = screen.getByTestId('root_node_config_compute');
    expect((within(compute).getByLabelText(/CPU cores/) as HTMLSelectElement).value).toBe('16');
    expect((within(compute).getByLabelText(/Count/) as HTMLInputElement).value).toBe('3');
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
    await user.click(screen.getByText(/I have read and agree to the/));
    await user.click(screen.getByRole('button', { name: 'Create cluster' }));
    await screen.findByTestId('cluster-list');
    expect(formFields(requests.find((r) => r.path.endsWith('/cluster/createCluster'))?.body)).toEqual({
      cluster_type: 'ehpc',
      cluster_name: 'cfd_run01',
      app_version: 'appv-ehpc241',
      deploy_mode: 2,
      scheduler_type: 'slurm',
      queue_name: 'normal',
      node_config: {
        compute: { instance_class: 101, cpu: 16, memory: 65536, gpu: 0, count: 3 },
        login: { instance_class: 101, cpu: 4, memory: 16384, gpu: 0, count: 1 },
      },
      network_type: 'private',
      vxnet: 'vxnet-hpc01',
      nas_id: 'nas-5c8d1e3f',
      admin_password: 'Ehpc#Admin2026',
      paid_type: 0,
      duration: 0,
      is_auto_renewal: 0,
      request_token: REQUEST_TOKEN,
    });
  });

  it('offers no template when the configuration names no attachment for the type', async () => {
    const requests = mockCreationGateway('ehpc');
    renderCreation('ehpc');
    await screen.findByRole('heading', { name: 'Cluster and software' });
    expect(screen.queryByLabelText('Cluster template')).toBeNull();
    expect(requests.some((r) => r.path.endsWith('/DescribeCommonAttachments'))).toBe(false);
  });
});
