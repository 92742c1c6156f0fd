import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockGatewayCalls } from '@/shared/testing/gateway-mock';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { renderWithSession } from '@/shared/testing/session-render';
import { ClusterStatsTable } from './cluster-stats-table';

setUpScreenTests({ locale: 'en' });

// The owner's 224-core job runs on the cluster; its members run nothing: the members' counts are 0, the nodes busy.
const STATS = {
  cluster_id: 'ehpc-k8x2m4q1',
  cluster_name: 'wrf_cluster',
  shared_user_count: 2,
  jobs: { pending_count: 0, running_count: 0, running_cpu_core_count: 0 },
  nodes: { idle_count: 0, total_count: 4 },
};

describe('the shared-cluster resource statistics', () => {
  it("say that the job and core counts are the members' only, and that busy nodes count every job", async () => {
    mockGatewayCalls({ 'shared/clusters': () => ({ total_count: 1, shared_cluster_set: [STATS] }) });
    renderWithSession(<ClusterStatsTable />, { path: '/pek3/hpc/user_mgt/main/res_statistics', route: '/:zone/hpc/user_mgt/main/*' });
    const table = await screen.findByRole('table', { name: 'Shared-cluster resource statistics' });
    await within(table).findByText('wrf_cluster');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(["Members' running jobs", "Members' pending jobs", "Members' running cores", 'Busy compute nodes (all jobs)']),
    );
    expect(screen.getByText(/count the shared members' jobs only, not yours; busy compute nodes count every job/)).toBeTruthy();
  });
});
