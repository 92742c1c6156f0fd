import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Cluster } from '@/api/generated/model/cluster';
import { mockGatewayCalls } from '@/shared/testing/gateway-mock';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { renderWithSession, SUB_USER } from '@/shared/testing/session-render';
import { ClusterMonitorScreen } from './cluster-monitor-screen';

setUpScreenTests({ locale: 'en' });

const cluster = (cluster_id: string, cluster_name: string, status: Cluster['status']): Cluster =>
  ({ cluster_id, cluster_name, cluster_type: 'ehpc', status, create_time: '2026-10-02T03:15:00Z' }) as Cluster;
const OWN = cluster('ehpc-own00001', 'own_lab', 'active');
const CEASED = cluster('ehpc-gone0001', 'old_test', 'ceased');
const SHARED = cluster('ehpc-k8x2m4q1', 'weather_A', 'active');

/** cluster/list as the gateway answers it: the statuses asked for, the shared tab when asked for. */
function listAnswer(url: URL) {
  const statuses = url.searchParams.getAll('status');
  const rows = url.searchParams.get('shared_status') === 'shared' ? [SHARED] : [OWN, CEASED];
  const listed = rows.filter((row) => !statuses.length || statuses.includes(row.status));
  return { total_count: listed.length, cluster_set: listed };
}

describe("the monitors' cluster picker", () => {
  it('offers the clusters the cluster list lists for the user: its own and the shared ones, never a ceased one', async () => {
    mockGatewayCalls({
      'cluster/list': listAnswer,
      'cluster/listNodes': () => ({ total_count: 0, node_set: [] }),
      'monitor/GetClusterMonitor': () => ({ meter_set: [] }),
      'monitor/GetRecentMetricData': () => ({ data: [] }),
    });
    renderWithSession(<ClusterMonitorScreen />, {
      user: SUB_USER,
      path: '/pek3/hpc/cluster_monitors',
      route: '/:zone/hpc/cluster_monitors',
    });
    const picker = await screen.findByRole('combobox', { name: 'Cluster' });
    await within(picker).findByText(/weather_A/);
    const offered = within(picker)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    expect(offered.sort()).toEqual([OWN.cluster_id, SHARED.cluster_id].sort());
  });
});
