import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SharedUser } from '@/api/generated/model/sharedUser';
import type { UserSession } from '@/api/generated/model/userSession';
import { activateLocale } from '@/shared/i18n/locale';
import { callsTo, mockGatewayCalls, operationAnswer, refusal } from '@/shared/testing/gateway-mock';
import { setUpScreenTests, toastsShown } from '@/shared/testing/screen-tests';
import { OWNER, renderWithSession, SUB_USER } from '@/shared/testing/session-render';
import { AllocateScreen } from './allocate-screen';

setUpScreenTests({ locale: 'en', followIntervalMs: 5, spyOnToasts: true, preload: () => import('./shared-quota-dialog') });

const GIB = 1024 ** 3;
const HPC = 'hpc-a1b2c3d4';
const EHPC = 'ehpc-k8x2m4q1';
const MEMBER: SharedUser = {
  shared_user_id: 'shu-a8c3e5g7',
  iam_user_id: 'iamu-7hq2m4x1',
  username: 'alice_wrf',
  email: 'alice@example.com',
  permission: 'readwrite',
  status: 'active',
  owner: 'usr-owner',
  uid: 20001,
  gid: 20001,
  clusters: [
    { cluster_id: HPC, cluster_name: 'wrf_cluster' },
    {
      cluster_id: EHPC,
      cluster_name: 'cfd_cluster',
      resource_limit: {
        queue: 'normal',
        partition: 'normal',
        file_system_quota: 100 * GIB,
        file_system_acl: [{ sub_path: '/share/wrf', facl: 'rw' }],
        user_assoc_resource_limit: { grp_tres_mins: { cpu: 5000 * 60 } },
      },
      resource_usage: { file_system_quota: 29.5 * GIB, user_assoc_resource_limit: { grp_tres_mins: { cpu: 1200 * 60 } } },
    },
  ],
};
const IAM_USER: UserSession = { ...OWNER, user_id: 'iam-alice', iamuser_name: 'alice' };

function gateway(overrides: Parameters<typeof mockGatewayCalls>[0] = {}) {
  const queues = (clusterId: string) => [
    { hpcqueue_id: 'hpcq-normal01', queue_name: 'normal', cluster_id: clusterId, status: 'active', is_default: 1 },
    { hpcqueue_id: 'hpcq-gpu00001', queue_name: 'gpu_a100', cluster_id: clusterId, status: 'active', is_default: 0 },
  ];
  return mockGatewayCalls({
    operation: operationAnswer('successful'),
    'shared/users': () => ({ total_count: 1, shared_user_set: [MEMBER] }),
    'cluster/list': (url) => ({
      total_count: 1,
      cluster_set: [
        {
          cluster_id: url.searchParams.get('cluster_id') ?? HPC,
          cluster_name: 'c',
          cluster_type: 'hpc',
          status: 'active',
          deploy_mode: 1,
          paid_type: 0,
          nas_shared_path: '/share',
          create_time: '2026-10-02T03:15:00Z',
        },
      ],
    }),
    'queue/getCurrentQueue': () => ({ total_count: 2, queues_set: queues(HPC) }),
    'queue/ehpc/getQueueList': () => ({ total_count: 2, hpc_queue_set: queues(EHPC) }),
    'cluster/nasInfo': () => ({ nas_info: { nas_id: 'vnas-k3m9x2p1', shared_path: '/exports/hpc', status: 'active' } }),
    get_objects: () => ({
      prefix: 'exports/hpc/',
      total_count: 3,
      object_set: ['wrf', 'datasets', 'my data'].map((name) => ({
        object_name: `exports/hpc/${name}/`,
        is_dir: true,
        prefix: 'exports/hpc/',
        size: 0,
        last_modified: '2026-11-01T02:00:00Z',
      })),
    }),
    'shared/user/addResourceLimit': () => ({ job_id: 'j-a4l7c2t9' }),
    'shared/user/modifyResourceLimit': () => ({ job_id: 'j-m4l7c2t9' }),
    'shared/user/deleteResourceLimit': () => ({ job_id: 'j-d4l7c2t9' }),
    ...overrides,
  });
}

const renderScreen = (user: UserSession = OWNER) =>
  renderWithSession(<AllocateScreen />, {
    user,
    path: `/pek3/hpc/user_mgt/sub/allocate_res/${MEMBER.shared_user_id}`,
    route: '/:zone/hpc/user_mgt/sub/allocate_res/:id',
  });

async function typeInto(name: RegExp, value: string) {
  const field = screen.getByRole('spinbutton', { name });
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
}

/** The error rjsf shows for the field whose input is named `name`. */
async function fieldError(name: RegExp, text: string) {
  const input = screen.getByRole('spinbutton', { name });
  await waitFor(() => expect(document.getElementById(`${input.id}__error`)?.textContent).toBe(text));
}

describe("a shared member's resource limits (SharedUserQuotaForm)", () => {
  it('holds every bound of the contract, naming each in words, sends nothing meanwhile, then allocates once', async () => {
    const calls = gateway();
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Allocate resources on wrf_cluster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Allocate resources on wrf_cluster to alice_wrf' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Allocate' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    for (const [value, message] of [
      ['999', 'Must be at least 1000'],
      ['100001', 'Must be at most 100000'],
      ['1500.5', 'Must be a whole number'],
    ]) {
      await typeInto(/Allocated core-hours/, value);
      await fieldError(/Allocated core-hours/, message);
    }
    for (const [value, message] of [
      ['0', 'Must be at least 1'],
      ['10241', 'Must be at most 10240'],
    ]) {
      await typeInto(/Storage quota/, value);
      await fieldError(/Storage quota/, message);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Allocate' }));
    expect(callsTo(calls, 'shared/user/addResourceLimit')).toHaveLength(0);

    // The lowest core-hours and the highest storage are accepted; a queue, a partition and a read-only folder chosen.
    await typeInto(/Allocated core-hours/, '1000');
    await typeInto(/Storage quota/, '10240');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^Queue/ }), 'gpu_a100');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^Partition/ }), 'gpu_a100');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: '/share/datasets' }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Access to /share/datasets' }), 'r');
    // A folder whose name the contract does not allow is shown but cannot be granted.
    expect((within(dialog).getByRole('checkbox', { name: '/share/my data' }) as HTMLInputElement).disabled).toBe(true);
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Allocate' }));

    await waitFor(() =>
      expect(toastsShown()).toContainEqual(
        expect.objectContaining({ type: 'success', title: 'Resources on cluster wrf_cluster are allocated to alice_wrf' }),
      ),
    );
    expect(callsTo(calls, 'shared/user/addResourceLimit').map((call) => call.body)).toEqual([
      expect.objectContaining({
        cluster_id: HPC,
        shared_user_id: MEMBER.shared_user_id,
        allocated_core_hours: 1000,
        file_system_quota_gb: 10240,
        queue: 'gpu_a100',
        partition: 'gpu_a100',
        file_system_acl: [{ sub_path: '/share/datasets', facl: 'r' }],
      }),
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a refusal of one of its fields by that field, not as a toast over the dialog, and no developer text', async () => {
    const refused = refusal(409, 1100, 'The request breaks a rule');
    (refused.body as Record<string, unknown>).validation = [
      { location: ['body', 'file_system_quota_gb'], message: 'More than the file system has free: 200 GB', code: 'capacity' },
    ];
    gateway({ 'shared/user/addResourceLimit': () => refused });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Allocate resources on wrf_cluster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Allocate resources on wrf_cluster to alice_wrf' });
    expect(dialog.textContent).not.toMatch(/grp_tres_mins|allocated_core_hours|file_system_quota_gb/);
    await typeInto(/Allocated core-hours/, '1000');
    await typeInto(/Storage quota/, '300');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Allocate' }));
    await fieldError(/Storage quota/, 'More than the file system has free: 200 GB');
    expect(toastsShown().filter((toast) => toast.type === 'error')).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Allocate resources on wrf_cluster to alice_wrf' })).toBeTruthy();
  });

  it('words the same bounds in Chinese', async () => {
    await activateLocale('zh');
    try {
      gateway();
      renderScreen();
      await userEvent.click(await screen.findByRole('button', { name: '为 wrf_cluster 分配资源' }));
      const dialog = await screen.findByRole('dialog', { name: '将 wrf_cluster 的资源分配给 alice_wrf' });
      await userEvent.click(within(dialog).getByRole('button', { name: '分配' }));
      await typeInto(/分配核时/, '999');
      await fieldError(/分配核时/, '不能小于 1000');
      await typeInto(/分配核时/, '100001');
      await fieldError(/分配核时/, '不能大于 100000');
      await typeInto(/存储配额/, '0');
      await fieldError(/存储配额/, '不能小于 1');
      await typeInto(/存储配额/, '10241');
      await fieldError(/存储配额/, '不能大于 10240');
    } finally {
      await activateLocale('en');
    }
  });

  it('changes a limit from its current values, never below what the member has used', async () => {
    const calls = gateway();
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Change the resources on cfd_cluster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the resources of alice_wrf on cfd_cluster' });
    expect(within(dialog).getByText('alice_wrf has used 1200 core-hours and 30 GB of storage on this cluster.')).toBeTruthy();
    expect((screen.getByRole('spinbutton', { name: /Allocated core-hours/ }) as HTMLInputElement).value).toBe('5000');
    expect((screen.getByRole('spinbutton', { name: /Storage quota/ }) as HTMLInputElement).value).toBe('100');
    expect((within(dialog).getByRole('checkbox', { name: '/share/wrf' }) as HTMLInputElement).checked).toBe(true);
    await typeInto(/Allocated core-hours/, '1100');
    await typeInto(/Storage quota/, '29');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await fieldError(/Allocated core-hours/, 'At least 1200: the core-hours the member has already used');
    await fieldError(/Storage quota/, 'At least 30 GB: the storage the member already uses');
    expect(callsTo(calls, 'shared/user/modifyResourceLimit')).toHaveLength(0);
    await typeInto(/Allocated core-hours/, '20000');
    await typeInto(/Storage quota/, '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(
        expect.objectContaining({ type: 'success', title: 'The resources of alice_wrf on cluster cfd_cluster are changed' }),
      ),
    );
    expect(callsTo(calls, 'shared/user/modifyResourceLimit').map((call) => call.body)).toEqual([
      expect.objectContaining({
        cluster_id: EHPC,
        shared_user_id: MEMBER.shared_user_id,
        allocated_core_hours: 20000,
        file_system_quota_gb: 30,
        queue: 'normal',
        partition: 'normal',
        file_system_acl: [{ sub_path: '/share/wrf', facl: 'rw' }],
      }),
    ]);
  });

  it('removes a limit after a confirmation naming the member and the cluster, once', async () => {
    const calls = gateway();
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove the resources on cfd_cluster' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the resources of alice_wrf on cfd_cluster?' });
    expect(within(dialog).getByText(/alice_wrf stays a member of cluster cfd_cluster/)).toBeTruthy();
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(
        expect.objectContaining({ type: 'success', title: 'The resources of alice_wrf on cluster cfd_cluster are removed' }),
      ),
    );
    expect(callsTo(calls, 'shared/user/deleteResourceLimit').map((call) => call.body)).toEqual([
      expect.objectContaining({ cluster_id: EHPC, shared_user_id: MEMBER.shared_user_id }),
    ]);
  });

  it('offers no change to a sub-user or an IAM user, who only read the limits', async () => {
    for (const user of [SUB_USER, IAM_USER]) {
      gateway();
      const view = renderScreen(user);
      expect(await screen.findByText('/share/wrf')).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Allocate resources|Change the resources|Remove the resources/ })).toBeNull();
      view.unmount();
    }
  });
});
