import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Cluster } from '@/api/generated/model/cluster';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import type { UserSession } from '@/api/generated/model/userSession';
import { callsTo, cluster, mockGatewayCalls, OWNER, renderWithSession, SUB_USER } from '../test-harness';
import { LeaseInfoTab } from './lease-info-tab';

setUpScreenTests({ locale: 'en' });

const RESOURCE = {
  resource_id: 'cn-4m8q2x7z',
  resource_type: 'node',
  name: 'compute nodes',
  role: 'compute',
  cpu: 56,
  memory: 229376,
  count: 4,
  paid_type: 1,
  duration: 1,
  unit_price: 3820.125,
  currency: 'cny',
  start_time: '2026-11-01T00:00:00Z',
  expire_time: '2026-12-01T00:00:00Z',
  auto_renewal: 1,
};

function renderTab(subject: Cluster, user: UserSession = OWNER) {
  const calls = mockGatewayCalls({
    GetBalance: () => ({ balance: { total_sum: 52380.6, available: 48560.475, frozen: 3820.125, currency: 'cny' } }),
    GetArrearsInfos: () => ({
      total_count: 1,
      total_sum: 126.3375,
      currency: 'cny',
      arrears_info_set: [{ resource_id: subject.cluster_id, amount: 126.3375, currency: 'cny', since: '2026-11-18T22:00:00Z' }],
    }),
    'rent/cluster/privateResourceInfo': () => ({ total_count: 1, total_cost: 15280.5, currency: 'cny', resource_info_set: [RESOURCE] }),
    'rent/cluster/billInfo': () => ({ total_count: 0, total_sum: 96.4325, currency: 'cny', bill_info_set: [] }),
    'cluster/conf': () => ({ cluster_conf_set: [{ cluster_type: 'ehpc', schedulers: ['slurm'], roles: {} }] }),
    'cluster/listNodes': () => ({ total_count: 0, node_set: [] }),
    GetChargeRecords: (url) => ({
      total_count: 1,
      charge_record_set: [
        {
          charge_record_id: 'cr-9x4k2m7q',
          resource_id: url.searchParams.get('resource'),
          resource_name: 'weather_A',
          total_sum: 4.0125,
          fee: 4.4583,
          currency: 'cny',
          duration: '1h',
          charge_time: '2026-11-20T08:00:00Z',
          remarks: 'hourly charge',
        },
      ],
    }),
  });
  renderWithSession(<LeaseInfoTab cluster={subject} />, {
    user,
    path: '/pek3/hpc/hpc_clusters/ehpc-k8x2m4q1/lease_info',
    route: '/:zone/hpc/hpc_clusters/:id/*',
  });
  return calls;
}

describe('billing tab', () => {
  it('shows the charge mode, the balance and what a suspended cluster owes, with its resume', async () => {
    const calls = renderTab(cluster({ status: 'suspended' }));
    expect(await screen.findByText('126.3375 CNY')).toBeTruthy();
    expect(screen.getByText('48560.4750 CNY')).toBeTruthy();
    expect(screen.getByText('The cluster is suspended for arrears')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Resume' }).length).toBeGreaterThan(0);
    expect(callsTo(calls, 'GetArrearsInfos')[0].url.searchParams.get('resource')).toBe('ehpc-k8x2m4q1');
  });

  it('opens the charge records of the cluster and of a billed resource', async () => {
    const calls = renderTab(cluster());
    await userEvent.click(await screen.findByRole('button', { name: 'Charge records' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('4.0125 CNY')).toBeTruthy();
    expect(within(dialog).getByText('1 h')).toBeTruthy();
    expect(callsTo(calls, 'GetChargeRecords')[0].url.searchParams.get('resource')).toBe('ehpc-k8x2m4q1');
    // The footer's Close (the corner's close button comes after it).
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);

    await userEvent.click(await screen.findByRole('button', { name: 'View the charge records of compute nodes' }));
    await screen.findByRole('dialog');
    expect(callsTo(calls, 'GetChargeRecords').at(-1)?.url.searchParams.get('resource')).toBe('cn-4m8q2x7z');
  });

  it('shows the billing info of a Reserved cluster', async () => {
    renderTab(cluster({ paid_type: 1, duration: 1, is_auto_renewal: 1, expire_time: '2026-12-01T00:00:00Z' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Billing info' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Monthly (reserved)')).toBeTruthy();
    expect(await within(dialog).findByText('15280.5000 CNY')).toBeTruthy();
    expect(within(dialog).getByText('1 month')).toBeTruthy();
    expect(await within(dialog).findByText('96.4325 CNY')).toBeTruthy();
  });

  it('offers the resizing modal', async () => {
    renderTab(cluster({ status: 'stopped' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Resize' }));
    expect(await screen.findByRole('heading', { name: 'Resize cluster' })).toBeTruthy();
  });
});

describe('billing tab for someone else than the account owner (ADR 0013)', () => {
  const shared = {
    project_info: { shared_status: 'shared' as const, shared_role: 'shared_member' as const, permission: 'readonly' as const },
  };

  it('tells a read-only sub-user that only the account owner sees billing, asks nothing that would be refused and offers no retry', async () => {
    const calls = renderTab(cluster(shared), SUB_USER);
    expect(await screen.findByText('Only the account owner sees billing')).toBeTruthy();
    expect(screen.queryByText('48560.4750 CNY')).toBeNull();
    expect(screen.queryByRole('button', { name: /retry/i })).toBeNull();
    for (const action of ['GetBalance', 'GetArrearsInfos', 'rent/cluster/privateResourceInfo', 'rent/cluster/billInfo'])
      expect(callsTo(calls, action), action).toHaveLength(0);
  });

  it('tells an IAM user the same on the owner’s cluster', async () => {
    const calls = renderTab(cluster(), { ...OWNER, user_id: 'iam-alice', iamuser_name: 'alice' });
    expect(await screen.findByText('Only the account owner sees billing')).toBeTruthy();
    expect(callsTo(calls, 'GetBalance')).toHaveLength(0);
  });
});
