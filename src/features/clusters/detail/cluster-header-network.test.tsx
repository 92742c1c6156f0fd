/** The cluster's facts link to its network and its EIPs on the network screen (ADR 0024). */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Cluster } from '@/api/generated/model/cluster';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { renderWithSession } from '@/shared/testing/session-render';
import { ClusterHeader } from './cluster-header';

setUpScreenTests({ locale: 'en' });

const CFD: Cluster = {
  cluster_id: 'ehpc-p0c7d2e9',
  cluster_name: 'cfd_solver',
  cluster_type: 'ehpc',
  status: 'stopped',
  create_time: '2026-11-02T03:00:00Z',
  vxnet_id: 'vxnet-hpc01',
  vxnet_name: 'hpc-private-net',
  bm_vxnet_id: 'vxnet-bm01',
  network_type: 'bare_metal',
};

describe('the cluster facts’ network links', () => {
  it('links the network (and the bare-metal network) and the cluster’s EIPs to the network screen', async () => {
    renderWithSession(<ClusterHeader cluster={CFD} />, {
      path: '/pek3/hpc/hpc_clusters/ehpc-p0c7d2e9/node_list',
      route: '/:zone/hpc/hpc_clusters/:id/*',
    });
    const network = await screen.findByRole('link', { name: 'hpc-private-net (Bare-metal network)' });
    expect(network.getAttribute('href')).toBe('/pek3/hpc/network/vxnets?vxnets=vxnet-hpc01&vxnets=vxnet-bm01');
    const eips = screen.getByRole('link', { name: 'EIPs of this cluster' });
    expect(eips.getAttribute('href')).toBe('/pek3/hpc/network/eips?cluster_id=ehpc-p0c7d2e9&status=all');
  });

  it('shows a network it cannot name as text', async () => {
    renderWithSession(
      <ClusterHeader cluster={{ ...CFD, vxnet_id: undefined, vxnet_name: undefined, bm_vxnet_id: null, network_type: undefined }} />,
      {
        path: '/pek3/hpc/hpc_clusters/ehpc-p0c7d2e9/node_list',
        route: '/:zone/hpc/hpc_clusters/:id/*',
      },
    );
    expect(await screen.findByRole('link', { name: 'EIPs of this cluster' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^-/ })).toBeNull();
  });
});
