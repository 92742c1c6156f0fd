import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Cluster } from '@/api/generated/model/cluster';
import type { Node } from '@/api/generated/model/node';
import { callsTo, mockGatewayCalls, operationAnswer, refusal, type GatewayAnswer } from '@/shared/testing/gateway-mock';
import { chooseMenuItem, openMenu } from '@/shared/testing/menu';
import { setUpScreenTests, toastsShown } from '@/shared/testing/screen-tests';
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
const node = (overrides: Partial<Node>): Node => ({
  node_id: 'cln-a1b2c3d4',
  cluster_id: CLUSTER.cluster_id,
  role: 'compute',
  status: 'active',
  health_status: 'healthy',
  create_time: '2026-10-02T03:15:00Z',
  ...overrides,
});
const LOGIN = node({ node_id: 'cln-l0g1n9a2', instance_id: 'i-l0g1n9a2', name: 'login-01', role: 'login' });
const COMPUTE = node({ node_id: 'cln-a1b2c3d7', name: 'compute-04', cpu: 56, memory: 229376 });
const CONF = {
  cluster_conf_set: [
    {
      cluster_type: 'ehpc',
      schedulers: ['slurm'],
      roles: {
        compute: {
          instance_classes: [{ instance_class: 101, name: 'c3', node_type: 'standard', cpu: [16, 56], memory: [4096] }],
          count: { min: 0, max: 100, default: 2 },
        },
      },
    },
  ],
};

function renderNodes(answers: Record<string, GatewayAnswer> = {}, cluster: Cluster = CLUSTER, nodes: Node[] = [LOGIN, COMPUTE]) {
  const calls = mockGatewayCalls({
    operation: operationAnswer('successful'),
    'cluster/listNodes': () => ({ total_count: nodes.length, node_set: nodes }),
    ...answers,
  });
  renderWithSession(<NodeList cluster={cluster} />, {
    path: '/pek3/hpc/hpc_clusters/ehpc-k8x2m4q1/node_list',
    route: '/:zone/hpc/hpc_clusters/:id/*',
  });
  return calls;
}

describe('node actions', () => {
  it('adds compute nodes with the price difference of the addition', async () => {
    const calls = renderNodes({
      'cluster/conf': () => CONF,
      'cluster/addNodesFee': (url) => ({
        resize_fee: [{ duration: 0, price_diff: 6.72 * Number(url.searchParams.get('count')), currency: 'cny' }],
      }),
      'cluster/addNodes': () => ({ job_id: 'j-n4d2k8x1', node_ids: ['cln-p7r3t5v9', 'cln-q2s6u8w0'] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add nodes' }));
    expect(await screen.findByText('6.7200 CNY / hour')).toBeTruthy();
    const count = screen.getByRole('spinbutton', { name: /Count/ });
    await userEvent.clear(count);
    await userEvent.type(count, '2');
    expect(await screen.findByText('13.4400 CNY / hour')).toBeTruthy();
    const fee = callsTo(calls, 'cluster/addNodesFee').at(-1)!.url.searchParams;
    expect([
      fee.get('cluster_id'),
      fee.get('role'),
      fee.get('count'),
      fee.get('instance_class'),
      fee.get('cpu'),
      fee.get('memory'),
    ]).toEqual(['ehpc-k8x2m4q1', 'compute', '2', '101', '16', '65536']);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(expect.objectContaining({ title: 'The nodes are added to cluster weather_A' })),
    );
    expect(callsTo(calls, 'cluster/addNodes')[0].body).toMatchObject({
      cluster_id: 'ehpc-k8x2m4q1',
      role: 'compute',
      count: 2,
      instance_class: 101,
      cpu: 16,
      memory: 65536,
    });
  });

  it('restarts a node after a confirmation and says why the gateway refuses', async () => {
    const calls = renderNodes({ 'cluster/restartNodes': () => refusal(409, 2100, 'The node is not active') });
    await chooseMenuItem(await screen.findByRole('button', { name: 'Actions of compute-04' }), 'Restart');
    expect(await screen.findByText('Restart node compute-04? Jobs running on it are requeued by the scheduler.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Restart node' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(
        expect.objectContaining({ title: 'Restarting node compute-04 failed', description: 'The node is not active' }),
      ),
    );
    expect(callsTo(calls, 'cluster/restartNodes')[0].body).toMatchObject({ cluster_id: 'ehpc-k8x2m4q1', node_ids: ['cln-a1b2c3d7'] });
  });

  it('deletes a compute node, never the controller', async () => {
    const controller = node({ node_id: 'cln-c0ntr0l1', name: 'controller', role: 'controller' });
    const calls = renderNodes({ 'cluster/deleteNodes': () => ({ job_id: 'j-d3l9m2q7' }) }, CLUSTER, [controller, COMPUTE]);
    expect((await openMenu(await screen.findByRole('button', { name: 'Actions of controller' }))).map((item) => item.textContent)).toEqual([
      'Modify',
      'Restart',
    ]);
    await userEvent.keyboard('{Escape}');
    await chooseMenuItem(screen.getByRole('button', { name: 'Actions of compute-04' }), 'Delete');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete node' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(expect.objectContaining({ title: 'Node compute-04 is deleted' })));
    expect(callsTo(calls, 'cluster/deleteNodes')[0].body).toMatchObject({ node_ids: ['cln-a1b2c3d7'] });
  });

  it('binds an available EIP to a login node', async () => {
    const calls = renderNodes({
      DescribeEips: () => ({
        total_count: 1,
        eip_set: [{ eip_id: 'eip-3h8d1q5w', eip_addr: '139.198.21.63', eip_name: 'login-eip', bandwidth: 10, status: 'available' }],
      }),
      'cluster/associateLoginNodeEip': () => ({ job_id: 'j-e1p4a7s2' }),
    });
    await chooseMenuItem(await screen.findByRole('button', { name: 'Actions of login-01' }), 'Bind an EIP');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /EIP/ }), 'eip-3h8d1q5w');
    await userEvent.click(screen.getByRole('button', { name: 'Bind an EIP' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(expect.objectContaining({ title: 'The EIP is bound to node login-01' })));
    expect(callsTo(calls, 'cluster/associateLoginNodeEip')[0].body).toMatchObject({
      cluster_id: 'ehpc-k8x2m4q1',
      node_id: 'cln-l0g1n9a2',
      eip_id: 'eip-3h8d1q5w',
    });
    expect(callsTo(calls, 'DescribeEips')[0].url.searchParams.getAll('status')).toEqual(['available']);
  });

  it('unbinds the EIP of a login node', async () => {
    const bound = { ...LOGIN, eip: { eip_id: 'eip-3h8d1q5w', eip_addr: '139.198.21.63' } };
    const calls = renderNodes({ 'cluster/dissociateLoginNodeEip': () => ({ job_id: 'j-e2d5s8a3' }) }, CLUSTER, [bound]);
    await chooseMenuItem(await screen.findByRole('button', { name: 'Actions of login-01' }), 'Unbind the EIP');
    expect(await screen.findByText('Unbind EIP 139.198.21.63 from node login-01? The EIP stays in your account.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Unbind the EIP' }));
    await waitFor(() => expect(callsTo(calls, 'cluster/dissociateLoginNodeEip')[0]?.body).toMatchObject({ node_id: 'cln-l0g1n9a2' }));
  });

  it('renames a node', async () => {
    const calls = renderNodes({ 'cluster/modifyClusterNode': () => ({ node_id: 'cln-a1b2c3d7' }) });
    await chooseMenuItem(await screen.findByRole('button', { name: 'Actions of compute-04' }), 'Modify');
    const name = await screen.findByRole('textbox', { name: 'Display name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'fluent-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(expect.objectContaining({ title: 'Node compute-04 is modified' })));
    expect(callsTo(calls, 'cluster/modifyClusterNode')[0].body).toMatchObject({
      cluster_id: 'ehpc-k8x2m4q1',
      node_id: 'cln-a1b2c3d7',
      name: 'fluent-01',
    });
  });

  it('checks the display name with the contract’s rules before sending, the problem beside the field', async () => {
    const calls = renderNodes({ 'cluster/modifyClusterNode': () => ({ node_id: 'cln-a1b2c3d7' }) });
    await chooseMenuItem(await screen.findByRole('button', { name: 'Actions of compute-04' }), 'Modify');
    const name = await screen.findByRole('textbox', { name: 'Display name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'fluent/01');
    expect(
      await screen.findByText('May contain only letters, digits, underscores, hyphens and spaces, and may not start with a space'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(callsTo(calls, 'cluster/modifyClusterNode')).toEqual([]);
  });

  it('offers no change to a read-only shared member', async () => {
    renderNodes({}, { ...CLUSTER, project_info: { shared_status: 'shared', shared_role: 'shared_member', permission: 'readonly' } });
    await screen.findByText('compute-04');
    expect(screen.queryByRole('button', { name: 'Add nodes' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Actions of/ })).toBeNull();
  });
});
