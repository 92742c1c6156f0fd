import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@/shared/i18n/locale';
import { ClusterScope } from './cluster-scope';
import { cluster, mockGateway, renderWithSession, resetGateway, testConfig } from './test-harness';

beforeAll(() => activateLocale('en'));
afterEach(resetGateway);

const OWN = [cluster(), cluster({ cluster_id: 'hpc-a1b2c3d4', cluster_name: 'student_lab', cluster_type: 'hpc' })];
const SHARED = [cluster({ cluster_id: 'ehpc-sh4r3d01', cluster_name: 'shared_one' })];
const answers = {
  'cluster/list': (url: URL) =>
    url.searchParams.get('shared_status') === 'shared' ? { total_count: 1, cluster_set: SHARED } : { total_count: 2, cluster_set: OWN },
};
const show = (chosen: { cluster_id: string } | null) => <p>showing {chosen?.cluster_id ?? 'all'}</p>;

describe('cluster scope', () => {
  it('shows the newest cluster first, offers own and shared clusters, and keeps the choice in the URL', async () => {
    const requests = mockGateway(answers);
    renderWithSession(<ClusterScope>{show}</ClusterScope>, { path: '/pek3/hpc/nodes', route: '/:zone/hpc/nodes' });
    expect(await screen.findByText('showing ehpc-k8x2m4q1')).toBeTruthy();
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      'ehpc-k8x2m4q1',
      'hpc-a1b2c3d4',
      'ehpc-sh4r3d01',
    ]);
    expect(requests[0].searchParams.get('limit')).toBe('100');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cluster' }), 'hpc-a1b2c3d4');
    expect(await screen.findByText('showing hpc-a1b2c3d4')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cluster details' }).getAttribute('href')).toBe(
      '/pek3/hpc/hpc_clusters/hpc-a1b2c3d4/node_list',
    );
  });

  it('starts from the cluster in the URL and leaves out shared clusters when sharing is off', async () => {
    mockGateway(answers);
    renderWithSession(<ClusterScope>{show}</ClusterScope>, {
      path: '/pek3/hpc/nodes?cluster_id=hpc-a1b2c3d4',
      route: '/:zone/hpc/nodes',
      config: testConfig({ shared_cluster: false }),
    });
    expect(await screen.findByText('showing hpc-a1b2c3d4')).toBeTruthy();
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('offers all clusters when the page allows it', async () => {
    mockGateway(answers);
    renderWithSession(<ClusterScope allowAll>{show}</ClusterScope>, { path: '/pek3/hpc/job_templates', route: '/:zone/hpc/job_templates' });
    expect(await screen.findByText('showing all')).toBeTruthy();
  });

  it('points to the cluster list when the user has no cluster', async () => {
    mockGateway({ 'cluster/list': () => ({ total_count: 0, cluster_set: [] }) });
    renderWithSession(<ClusterScope>{show}</ClusterScope>, { path: '/pek3/hpc/nodes', route: '/:zone/hpc/nodes' });
    expect(await screen.findByText('No cluster yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to clusters' }).getAttribute('href')).toBe('/pek3/hpc/hpc_clusters');
  });
});
