import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Cluster } from '@/api/generated/model/cluster';
import type { Node } from '@/api/generated/model/node';
import { callsTo, mockGatewayCalls, operationAnswer } from '@/shared/testing/gateway-mock';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { renderWithSession } from '@/shared/testing/session-render';
import { NodeList } from './node-list';

setUpScreenTests({ locale: 'en', followIntervalMs: 5, spyOnToasts: true });

const CLUSTER: Cluster = {
  cluster_id: 'ehpc-k8x2m4q1',
  cluster_name: 'weather_A',
  cluster_type: 'ehpc',
  status: 'active',
  deploy_mode: 1,
  paid_type: 0,
  create_time: '2026-10-02T03:15:00Z',
};
const node = (id: string, role: Node['role']): Node => ({
  node_id: id,
  cluster_id: CLUSTER.cluster_id,
  name: id,
  role,
  status: 'active',
  health_status: 'healthy',
  create_time: '2026-10-02T03:15:00Z',
});
/** Three compute nodes and a login node. */
const NODES = [
  node('cln-c0000001', 'compute'),
  node('cln-c0000002', 'compute'),
  node('cln-c0000003', 'compute'),
  node('cln-l0000001', 'login'),
];
const CONF = {
  cluster_conf_set: [
    {
      cluster_type: 'ehpc',
      schedulers: ['slurm'],
      roles: {
        compute: {
          instance_classes: [{ instance_class: 101, name: 'c3', node_type: 'standard', cpu: [16], memory: [4096] }],
          count: { min: 1, max: 100, default: 2 },
        },
        login: {
          instance_classes: [{ instance_class: 101, name: 'e2', node_type: 'standard', cpu: [2], memory: [2048] }],
          count: { min: 1, max: 4, default: 1 },
        },
      },
    },
  ],
};

function renderNodes() {
  return mockGatewayCalls({
    operation: operationAnswer('successful'),
    'cluster/listNodes': (url) => {
      const role = url.searchParams.get('role');
      const nodes = NODES.filter((n) => !role || n.role === role);
      return { total_count: nodes.length, node_set: nodes };
    },
    'cluster/conf': () => CONF,
    'cluster/addNodesFee': (url) => ({
      resize_fee: [{ duration: 0, price_diff: 1.92 * Number(url.searchParams.get('count')), currency: 'cny' }],
    }),
    'cluster/addNodes': () => ({ job_id: 'j-n4d2k8x1', node_ids: ['cln-p7r3t5v9'] }),
  });
}

async function typeCount(value: string) {
  const count = screen.getByRole('spinbutton', { name: /Count/ });
  await userEvent.clear(count);
  await userEvent.type(count, value);
}

describe('the add-nodes dialog', () => {
  it('says the real rule, the total after the change, before sending: 98 more compute nodes on a cluster of 3', async () => {
    const calls = renderNodes();
    renderWithSession(<NodeList cluster={CLUSTER} />, {
      path: '/pek3/hpc/hpc_clusters/ehpc-k8x2m4q1/node_list',
      route: '/:zone/hpc/hpc_clusters/:id/*',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add nodes' }));
    expect(await screen.findByText('The cluster has 3 of at most 100 nodes of this role: up to 97 more.')).toBeTruthy();
    await typeCount('98');
    expect(
      await screen.findByText('Adding 98 compute nodes would make 101, more than the 100 a cluster may have (3 now: at most 97 more).'),
    ).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add.hasAttribute('disabled')).toBe(true);
    await userEvent.click(add);
    expect(callsTo(calls, 'cluster/addNodes')).toHaveLength(0);
    expect(callsTo(calls, 'cluster/addNodesFee').map((call) => call.url.searchParams.get('count'))).not.toContain('98');

    await typeCount('97');
    expect(await screen.findByText('186.2400 CNY / hour')).toBeTruthy();
    expect(screen.queryByText(/would make/)).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add' }).hasAttribute('disabled')).toBe(false));
  });

  it('counts the login nodes for the login role', async () => {
    renderNodes();
    renderWithSession(<NodeList cluster={CLUSTER} />, {
      path: '/pek3/hpc/hpc_clusters/ehpc-k8x2m4q1/node_list',
      route: '/:zone/hpc/hpc_clusters/:id/*',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add nodes' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Node role/ }), 'login');
    await typeCount('4');
    expect(
      await screen.findByText('Adding 4 login nodes would make 5, more than the 4 a cluster may have (1 now: at most 3 more).'),
    ).toBeTruthy();
  });
});
