import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Cluster } from '@/api/generated/model/cluster';
import type { ClusterUser } from '@/api/generated/model/clusterUser';
import { activateLocale } from '@/shared/i18n/locale';
import { callsTo, mockGatewayCalls, operationAnswer } from '@/shared/testing/gateway-mock';
import { setUpScreenTests, toastsShown } from '@/shared/testing/screen-tests';
import { chooseMenuItem } from '@/shared/testing/menu';
import { renderWithSession } from '@/shared/testing/session-render';
import { ClusterUserList } from './cluster-user-list';

setUpScreenTests({ locale: 'en', followIntervalMs: 5, spyOnToasts: true });

const GIB = 1024 ** 3;
const CLUSTER: Cluster = {
  cluster_id: 'hpc-a1b2c3d4',
  cluster_name: 'wrf_cluster',
  cluster_type: 'hpc',
  status: 'active',
  deploy_mode: 1,
  paid_type: 0,
  nas_shared_path: '/share',
  create_time: '2026-10-02T03:15:00Z',
};
const SHARED_READONLY: Cluster = { ...CLUSTER, project_info: { shared_role: 'shared_member', permission: 'readonly' } } as Cluster;
const ZHANG: ClusterUser = {
  account: 'zhang_wei',
  uid: 10001,
  gid: 10000,
  cluster_id: CLUSTER.cluster_id,
  allocated_core_hours: 5000,
  used_core_hours: 4612.5,
  remaining_core_hours: 387.5,
  storage_quota: 500 * GIB,
  storage_used: 384 * GIB,
  queues: ['normal'],
  folders: ['/share/wrf'],
  status: 'active',
  create_time: '2026-11-01T02:00:00Z',
};

function gateway() {
  return mockGatewayCalls({
    operation: operationAnswer('successful'),
    user: () => ({ total_count: 1, unallocated_core_hours: 18500, users_set: [ZHANG] }),
    'queue/getCurrentQueue': () => ({
      total_count: 2,
      queues_set: [
        { hpcqueue_id: 'hpcq-normal01', queue_name: 'normal', cluster_id: CLUSTER.cluster_id, status: 'active', is_default: 1 },
        { hpcqueue_id: 'hpcq-gpu00001', queue_name: 'gpu_a100', cluster_id: CLUSTER.cluster_id, status: 'active', is_default: 0 },
      ],
    }),
    'cluster/nasInfo': () => ({ nas_info: { nas_id: 'vnas-k3m9x2p1', shared_path: '/exports/hpc', status: 'active' } }),
    get_objects: () => ({
      prefix: 'exports/hpc/',
      total_count: 2,
      object_set: [
        { object_name: 'exports/hpc/wrf/', is_dir: true, prefix: 'exports/hpc/', size: 0, last_modified: '2026-11-01T02:00:00Z' },
        { object_name: 'exports/hpc/datasets/', is_dir: true, prefix: 'exports/hpc/', size: 0, last_modified: '2026-11-01T02:00:00Z' },
      ],
    }),
    'user/addUser': () => ({ job_id: 'j-u4k7n2p9' }),
    'user/modifyUser': () => ({ job_id: 'j-m3q8r5t1' }),
    'user/deleteUser': () => ({ job_id: 'j-d6v2x9z4' }),
  });
}

const renderList = (cluster = CLUSTER) =>
  renderWithSession(<ClusterUserList cluster={cluster} />, { path: '/pek3/hpc/users', route: '/:zone/hpc/users' });

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

describe('the cluster user quota modal', () => {
  it('holds every core-hour and storage bound of section 5, naming each in words, and sends nothing meanwhile', async () => {
    const calls = gateway();
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a user to cluster wrf_cluster' });
    expect(within(dialog).getByText('This account may hold at most 18500 core-hours.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findAllByText('Required')).not.toHaveLength(0);

    for (const [value, message] of [
      ['4', 'Must be at least 5'],
      ['100001', 'Must be at most 100000'],
      ['18501', 'At most 18500: the core-hours the cluster has left to allocate'],
      ['12.5', 'Must be a whole number'],
    ]) {
      await typeInto(/Allocated core-hours/, value);
      await fieldError(/Allocated core-hours/, message);
    }
    for (const [value, message] of [
      ['0', 'Must be at least 1'],
      ['102401', 'Must be at most 102400'],
    ]) {
      await typeInto(/Storage quota/, value);
      await fieldError(/Storage quota/, message);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(callsTo(calls, 'user/addUser')).toHaveLength(0);

    // The lowest and the highest the cluster allows are accepted.
    await typeInto(/Allocated core-hours/, '5');
    await typeInto(/Storage quota/, '1');
    await userEvent.type(within(dialog).getByLabelText(/^Account/), 'li_na');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'Ab1!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('At least 12 characters')).toBeTruthy();
    expect(callsTo(calls, 'user/addUser')).toHaveLength(0);
    await userEvent.clear(within(dialog).getByLabelText(/^Password/));
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'Hpc@User2026x');
    await typeInto(/Allocated core-hours/, '18500');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'gpu_a100' }));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: '/share/datasets' }));
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() =>
      expect(toastsShown()).toContainEqual(
        expect.objectContaining({ type: 'success', title: 'User li_na is added to cluster wrf_cluster' }),
      ),
    );
    const sent = callsTo(calls, 'user/addUser');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({
      cluster_id: CLUSTER.cluster_id,
      account: 'li_na',
      password: 'Hpc@User2026x',
      allocated_core_hours: 18500,
      storage_quota_gb: 1,
      queues: ['gpu_a100'],
      folders: ['/share/datasets'],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('words the same bounds in Chinese', async () => {
    await activateLocale('zh');
    try {
      gateway();
      renderList();
      await userEvent.click(await screen.findByRole('button', { name: '添加用户' }));
      const dialog = await screen.findByRole('dialog', { name: '向集群 wrf_cluster 添加用户' });
      await userEvent.click(within(dialog).getByRole('button', { name: '添加' }));
      await typeInto(/分配核时/, '4');
      await fieldError(/分配核时/, '不能小于 5');
      await typeInto(/分配核时/, '100001');
      await fieldError(/分配核时/, '不能大于 100000');
      await typeInto(/分配核时/, '18501');
      await fieldError(/分配核时/, '至多 18500：集群剩余可分配的核时');
      await typeInto(/存储配额/, '0');
      await fieldError(/存储配额/, '不能小于 1');
    } finally {
      await activateLocale('en');
    }
  });

  it('modifies an account from its current quota, allowing its own core-hours on top of what is unallocated', async () => {
    const calls = gateway();
    renderList();
    await chooseMenuItem(await screen.findByRole('button', { name: 'Actions of zhang_wei' }), 'Modify');
    const dialog = await screen.findByRole('dialog', { name: 'Modify user zhang_wei' });
    expect(within(dialog).getByText('This account may hold at most 23500 core-hours.')).toBeTruthy();
    expect((screen.getByRole('spinbutton', { name: /Allocated core-hours/ }) as HTMLInputElement).value).toBe('5000');
    expect((screen.getByRole('spinbutton', { name: /Storage quota/ }) as HTMLInputElement).value).toBe('500');
    await typeInto(/Allocated core-hours/, '23501');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await fieldError(/Allocated core-hours/, 'At most 23500: the core-hours the cluster has left to allocate');
    await typeInto(/Allocated core-hours/, '23500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(expect.objectContaining({ type: 'success', title: 'User zhang_wei is modified' })),
    );
    expect(callsTo(calls, 'user/modifyUser').map((call) => call.body)).toEqual([
      expect.objectContaining({
        cluster_id: CLUSTER.cluster_id,
        account: 'zhang_wei',
        allocated_core_hours: 23500,
        storage_quota_gb: 500,
        queues: ['normal'],
        folders: ['/share/wrf'],
      }),
    ]);
  });

  it('deletes an account after a confirmation naming it, once', async () => {
    const calls = gateway();
    renderList();
    await chooseMenuItem(await screen.findByRole('button', { name: 'Actions of zhang_wei' }), 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete user zhang_wei?' });
    expect(within(dialog).getByText(/User zhang_wei is removed from cluster wrf_cluster/)).toBeTruthy();
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(expect.objectContaining({ type: 'success', title: 'User zhang_wei is deleted' })),
    );
    expect(callsTo(calls, 'user/deleteUser').map((call) => call.body)).toEqual([
      expect.objectContaining({ cluster_id: CLUSTER.cluster_id, accounts: ['zhang_wei'] }),
    ]);
  });

  it('offers no change to a member the cluster is shared with read-only', async () => {
    gateway();
    renderList(SHARED_READONLY);
    expect(await screen.findByText('zhang_wei')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add user' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions of zhang_wei' })).toBeNull();
  });
});
