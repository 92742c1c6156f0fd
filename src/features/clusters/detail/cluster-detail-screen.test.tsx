import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HpcFeatureFlags } from '@/api/generated/model/hpcFeatureFlags';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { cluster, mockGateway, renderWithSession, testConfig } from '../test-harness';
import { ClusterDetailScreen } from './cluster-detail-screen';
import { visibleClusterTabs } from './cluster-tabs';

setUpScreenTests({ locale: 'en' });

const ROUTE = '/:zone/hpc/hpc_clusters/:id/*';
const tabs = {
  node_list: () => <p>node tab content</p>,
  queue_list: () => <p>queue tab content</p>,
  user_list: () => <p>user tab content</p>,
};

function renderDetail(path: string, features: Partial<HpcFeatureFlags> = {}, clusters = [cluster()]) {
  const requests = mockGateway({
    'cluster/list': (url) => ({
      total_count: clusters.length,
      cluster_set: clusters.filter((item) => url.searchParams.getAll('cluster_id').includes(item.cluster_id)),
    }),
  });
  renderWithSession(<ClusterDetailScreen tabs={tabs} />, { path, route: ROUTE, config: testConfig(features) });
  return requests;
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('cluster detail', () => {
  it('shows the cluster head and every tab of an EHPC cluster as links, the current one selected', async () => {
    const requests = renderDetail('/pek3/hpc/hpc_clusters/ehpc-k8x2m4q1/node_list');
    expect(await screen.findByRole('heading', { name: 'weather_A' })).toBeTruthy();
    expect(screen.getByText('node tab content')).toBeTruthy();
    expect(tabNames()).toEqual(['Nodes', 'Jobs', 'Queues', 'Shared accounts', 'Auto-scaling', 'Cluster users', 'Billing']);
    expect(screen.getByRole('tab', { name: 'Queues' }).getAttribute('href')).toBe('/pek3/hpc/hpc_clusters/ehpc-k8x2m4q1/queue_list');
    expect(screen.getByRole('tab', { name: 'Nodes' }).getAttribute('aria-selected')).toBe('true');
    expect(requests[0].searchParams.getAll('cluster_id')).toEqual(['ehpc-k8x2m4q1']);
  });

  it('switches tabs in the page, and every tab names a panel that exists', async () => {
    renderDetail('/pek3/hpc/hpc_clusters/ehpc-k8x2m4q1/node_list');
    await screen.findByText('node tab content');
    const controlled = screen.getAllByRole('tab').flatMap((tab) => tab.getAttribute('aria-controls') ?? []);
    expect(controlled.length).toBeGreaterThan(0);
    for (const id of controlled) expect(document.getElementById(id)?.getAttribute('role')).toBe('tabpanel');
    await userEvent.click(screen.getByRole('tab', { name: 'Queues' }));
    expect(await screen.findByText('queue tab content')).toBeTruthy();
    expect(screen.queryByText('node tab content')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Queues' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: 'weather_A' })).toBeTruthy();
  });

  it('offers the cluster actions in its head', async () => {
    renderDetail('/pek3/hpc/hpc_clusters/ehpc-k8x2m4q1/node_list');
    await screen.findByRole('heading', { name: 'weather_A' });
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /more actions/i })).toBeTruthy();
  });

  it('hides the tabs whose feature is off', async () => {
    renderDetail('/pek3/hpc/hpc_clusters/ehpc-k8x2m4q1/node_list', {
      queue_usage: false,
      auto_scale: false,
      billing: false,
      shared_cluster: false,
    });
    await screen.findByRole('heading', { name: 'weather_A' });
    expect(tabNames()).toEqual(['Nodes', 'Jobs', 'Cluster users']);
  });

  it('has no auto-scaling tab for an HPC cluster', async () => {
    renderDetail('/pek3/hpc/hpc_clusters/hpc-a1b2c3d4/queue_list', {}, [
      cluster({ cluster_id: 'hpc-a1b2c3d4', cluster_name: 'student_lab', cluster_type: 'hpc' }),
    ]);
    expect(await screen.findByText('queue tab content')).toBeTruthy();
    expect(tabNames()).not.toContain('Auto-scaling');
  });

  it('goes to the node list from the URL of a hidden tab', async () => {
    renderDetail('/pek3/hpc/hpc_clusters/ehpc-k8x2m4q1/queue_list', { queue_usage: false });
    expect(await screen.findByText('node tab content')).toBeTruthy();
    expect(screen.queryByText('queue tab content')).toBeNull();
  });

  it('says when the cluster does not exist', async () => {
    renderDetail('/pek3/hpc/hpc_clusters/ehpc-zzzz0000/node_list', {}, []);
    expect(await screen.findByText('Cluster ehpc-zzzz0000 does not exist or is not visible to you.')).toBeTruthy();
  });
});

describe('visibleClusterTabs', () => {
  it('keeps the tabs whose flag is on and whose cluster type matches', () => {
    const ids = (features: Partial<HpcFeatureFlags>, type: 'hpc' | 'ehpc') =>
      visibleClusterTabs({ ...testConfig().features, ...features }, { cluster_type: type }).map((tab) => tab.id);
    expect(ids({}, 'ehpc')).toEqual(['node_list', 'job_list', 'queue_list', 'shared_account', 'auto_scale', 'user_list', 'lease_info']);
    expect(ids({}, 'hpc')).not.toContain('auto_scale');
    expect(ids({ job: false, billing: false }, 'hpc')).toEqual(['node_list', 'queue_list', 'shared_account', 'user_list']);
  });
});
