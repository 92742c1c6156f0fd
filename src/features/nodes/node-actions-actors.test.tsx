/**
 * ADR 0013: an IAM user acting for its owner does not administer the owner's clusters, so the
 * node list offers it no node change; the owner has them.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Cluster } from '@/api/generated/model/cluster';
import type { Node } from '@/api/generated/model/node';
import { mockGatewayCalls } from '@/shared/testing/gateway-mock';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { OWNER, renderWithSession } from '@/shared/testing/session-render';
import { NodeList } from './node-list';

setUpScreenTests({ locale: 'en' });

const CLUSTER: Cluster = {
  cluster_id: 'ehpc-k8x2m4q1',
  cluster_name: 'weather_A',
  cluster_type: 'ehpc',
  status: 'active',
  deploy_mode: 1,
  paid_type: 0,
  create_time: '2026-10-02T03:15:00Z',
};
const COMPUTE: Node = {
  node_id: 'cln-a1b2c3d7',
  cluster_id: CLUSTER.cluster_id,
  role: 'compute',
  status: 'active',
  health_status: 'healthy',
  name: 'compute-04',
  cpu: 56,
  memory: 229376,
  create_time: '2026-10-02T03:15:00Z',
};

function renderFor(user: typeof OWNER) {
  mockGatewayCalls({ 'cluster/listNodes': () => ({ total_count: 1, node_set: [COMPUTE] }) });
  renderWithSession(<NodeList cluster={CLUSTER} />, {
    user,
    path: '/pek3/hpc/hpc_clusters/ehpc-k8x2m4q1/node_list',
    route: '/:zone/hpc/hpc_clusters/:id/*',
  });
}

describe('node changes per actor', () => {
  it('offers an IAM user acting for its owner no node change', async () => {
    renderFor({ ...OWNER, user_id: 'iam-alice', iamuser_name: 'alice' });
    await screen.findByText('compute-04');
    expect(screen.queryByRole('button', { name: /Actions of/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add nodes' })).toBeNull();
  });

  it('offers the owner its node changes', async () => {
    renderFor(OWNER);
    await screen.findByText('compute-04');
    expect(screen.getByRole('button', { name: 'Actions of compute-04' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add nodes' }).hasAttribute('disabled')).toBe(false);
  });
});
