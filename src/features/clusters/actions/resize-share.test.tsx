import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Cluster } from '@/api/generated/model/cluster';
import { chooseMenuItem } from '@/shared/testing/menu';
import { setUpScreenTests, toastsShown } from '@/shared/testing/screen-tests';
import { callsTo, cluster, mockGatewayCalls, operationAnswer, refusal, renderWithSession, type Answer } from '../test-harness';
import { ClusterActions } from './cluster-actions';

setUpScreenTests({ locale: 'en', followIntervalMs: 5, spyOnToasts: true });

// The dialogs' chunk is imported before the tests: its first import on a busy machine can outlast a test's wait.
beforeAll(() => import('./cluster-action-dialog'), 60_000);

const CONF = {
  cluster_conf_set: [
    {
      cluster_type: 'ehpc',
      schedulers: ['slurm'],
      roles: {
        compute: {
          instance_classes: [{ instance_class: 101, name: 'c3', node_type: 'standard', cpu: [16, 32, 56], memory: [2048, 4096] }],
          count: { min: 0, max: 100, default: 2 },
        },
        login: {
          instance_classes: [{ instance_class: 101, name: 'e2', node_type: 'standard', cpu: [2, 4], memory: [2048] }],
          count: { min: 1, max: 4, default: 1 },
        },
      },
    },
  ],
};
const COMPUTE = {
  node_id: 'cln-a1b2c3d4',
  cluster_id: 'ehpc-k8x2m4q1',
  role: 'compute',
  status: 'stopped',
  instance_class: 101,
  cpu: 56,
  memory: 229376,
  gpu: 0,
  create_time: '2026-10-02T03:15:00Z',
};

function renderActions(subject: Cluster, answers: Record<string, Answer>) {
  const calls = mockGatewayCalls({ operation: operationAnswer('successful'), ...answers });
  renderWithSession(<ClusterActions cluster={subject} variant="bar" />, {
    path: '/pek3/hpc/hpc_clusters',
    route: '/:zone/hpc/hpc_clusters/*',
  });
  return calls;
}

describe('resize', () => {
  it('starts from the role current configuration, prices the change and resizes every node of the role', async () => {
    const calls = renderActions(cluster({ status: 'stopped' }), {
      'cluster/conf': () => CONF,
      'cluster/listNodes': () => ({ total_count: 1, node_set: [COMPUTE] }),
      'cluster/resizeClusterFee': () => ({
        resize_fee: [
          { duration: 0, price_diff: 12.48, currency: 'cny' },
          { duration: 1, price_diff: 999 },
        ],
      }),
      'cluster/resizeCluster': () => ({ job_id: 'j-r3s1z3c1' }),
    });
    await chooseMenuItem(screen.getByRole('button', { name: /more actions/i }), 'Resize');
    const cpu = await screen.findByRole('combobox', { name: 'CPU cores' });
    expect((cpu as HTMLSelectElement).value).toBe('56');
    expect(screen.getByText('This is the current configuration of the role.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resize' }).hasAttribute('disabled')).toBe(true);
    expect(callsTo(calls, 'cluster/resizeClusterFee')).toHaveLength(0);

    await userEvent.selectOptions(cpu, '32');
    expect(await screen.findByText('12.4800 CNY / hour')).toBeTruthy();
    const fee = callsTo(calls, 'cluster/resizeClusterFee').at(-1)!;
    expect(
      Object.fromEntries(['cluster_id', 'role', 'instance_class', 'cpu', 'memory'].map((key) => [key, fee.url.searchParams.get(key)])),
    ).toEqual({
      cluster_id: 'ehpc-k8x2m4q1',
      role: 'compute',
      instance_class: '101',
      cpu: '32',
      memory: String(32 * 4096),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Resize' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(expect.objectContaining({ title: 'Cluster weather_A is resized' })));
    expect(callsTo(calls, 'cluster/resizeCluster')[0].body).toMatchObject({
      cluster_id: 'ehpc-k8x2m4q1',
      role: 'compute',
      instance_class: 101,
      cpu: 32,
      memory: 131072,
      gpu: 0,
    });
  });

  it('shows a monthly price for a Reserved cluster (duration 1)', async () => {
    renderActions(cluster({ status: 'stopped', paid_type: 1 }), {
      'cluster/conf': () => CONF,
      'cluster/listNodes': () => ({ total_count: 1, node_set: [COMPUTE] }),
      'cluster/resizeClusterFee': () => ({ resize_fee: [{ duration: 1, price_diff: 310.5, currency: 'cny' }] }),
    });
    await chooseMenuItem(screen.getByRole('button', { name: /more actions/i }), 'Resize');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'CPU cores' }), '16');
    expect(await screen.findByText('310.5000 CNY / month')).toBeTruthy();
  });

  it('offers only the roles with a configuration on sale, and no resize when none has one', async () => {
    // The conf has no controller: the controller role is not offered.
    renderActions(cluster({ status: 'stopped' }), {
      'cluster/conf': () => CONF,
      'cluster/listNodes': () => ({ total_count: 1, node_set: [COMPUTE] }),
    });
    await chooseMenuItem(screen.getByRole('button', { name: /more actions/i }), 'Resize');
    await screen.findByRole('combobox', { name: 'CPU cores' });
    const role = screen.getByRole('combobox', { name: 'Node role' }) as HTMLSelectElement;
    expect([...role.options].map((option) => option.value)).toEqual(['compute', 'login']);
  });

  it('says an HPC cluster with nothing on sale cannot be resized, with the button disabled', async () => {
    renderActions(cluster({ cluster_id: 'hpc-a1b2c3d4', cluster_type: 'hpc', deploy_mode: undefined }), {
      'cluster/conf': () => ({
        cluster_conf_set: [
          { cluster_type: 'hpc', schedulers: ['slurm'], roles: { login: { instance_classes: [], count: { min: 1, max: 4, default: 1 } } } },
        ],
      }),
      'cluster/listNodes': () => ({ total_count: 0, node_set: [] }),
    });
    await chooseMenuItem(screen.getByRole('button', { name: /more actions/i }), 'Resize');
    expect(await screen.findByText('No node configuration of this cluster is on sale in the zone: it cannot be resized.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Node role' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Resize' }).hasAttribute('disabled')).toBe(true);
  });

  it('asks to stop an active EHPC cluster before resizing it', async () => {
    renderActions(cluster(), {
      'cluster/conf': () => CONF,
      'cluster/listNodes': () => ({ total_count: 1, node_set: [{ ...COMPUTE, status: 'active' }] }),
    });
    await chooseMenuItem(screen.getByRole('button', { name: /more actions/i }), 'Resize');
    expect(await screen.findByText('The cluster cannot be resized now')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stop cluster' })).toBeTruthy();
  });
});

describe('sharing', () => {
  const sharingAnswers = (projects: unknown[] = []): Record<string, Answer> => ({
    'project/list': () => ({ total_count: projects.length, project_set: projects }),
    'project/listMember': () => ({
      total_count: 1,
      member_set: [
        {
          member_user: { user_id: 'usr-owner', user_name: 'Wang Lei' },
          role_type: 'member',
          permission: 'readwrite',
          shared_role: 'shared_owner',
          create_time: '2026-11-02T02:10:00Z',
        },
      ],
    }),
    subuser: () => ({ total_count: 0, sub_user_set: [] }),
    DescribeUsers: (url) => {
      const key = url.searchParams.get('users');
      return key === 'li.na@example.com'
        ? { total_count: 1, user_set: [{ user_id: 'usr-Q7m2Kx9a', user_name: 'Li Na', email: key, status: 'active' }] }
        : { total_count: 0, user_set: [] };
    },
    'project/create': () => ({ job_id: 'j-p7r0c4e1', project_id: 'prj-k3m9x2q7' }),
    'project/addMember': () => ({ job_id: 'j-m3m8b2r4' }),
    'project/destroy': () => ({ job_id: 'j-d5t9r0y2' }),
  });

  it('checks the e-mail format, says when the user does not exist, and shares with a found account', async () => {
    const calls = renderActions(cluster(), sharingAnswers());
    await chooseMenuItem(screen.getByRole('button', { name: /more actions/i }), 'Share');
    const account = await screen.findByRole('textbox', { name: 'E-mail or user ID' });
    await userEvent.type(account, 'li.na@@example');
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(callsTo(calls, 'DescribeUsers')).toHaveLength(0);

    await userEvent.clear(account);
    await userEvent.type(account, 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('The user does not exist')).toBeTruthy();
    expect(callsTo(calls, 'project/addMember')).toHaveLength(0);

    await userEvent.clear(account);
    await userEvent.type(account, 'li.na@example.com');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Permission' }), 'readwrite');
    // A double click is one intent: one request.
    await userEvent.dblClick(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(expect.objectContaining({ title: 'Cluster weather_A is shared' })));
    // The first share is one change: the project is created with its member (nothing is left when it is refused).
    expect(callsTo(calls, 'project/create')).toHaveLength(1);
    expect(callsTo(calls, 'project/create')[0].body).toMatchObject({
      name: 'weather_A',
      cluster_id: 'ehpc-k8x2m4q1',
      members: [{ user_id: 'usr-Q7m2Kx9a', permission: 'readwrite', role_type: 'member' }],
    });
    expect(callsTo(calls, 'project/addMember')).toHaveLength(0);
  });

  it('adds a member to the cluster’s existing project, and keeps the dialog open when the member is refused', async () => {
    const project = {
      project_id: 'prj-k3m9x2q7',
      name: 'weather_A',
      owner: 'usr-owner',
      resource_ids: ['ehpc-k8x2m4q1'],
      create_time: '2026-11-02T02:10:00Z',
    };
    const calls = renderActions(cluster(), {
      ...sharingAnswers([project]),
      'project/addMember': () => refusal(409, 2100, 'The sub-user usr-Q7m2Kx9a has not opened the HPC permission'),
    });
    await chooseMenuItem(screen.getByRole('button', { name: /more actions/i }), 'Share');
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail or user ID' }), 'li.na@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(
        expect.objectContaining({ description: 'The sub-user usr-Q7m2Kx9a has not opened the HPC permission' }),
      ),
    );
    expect(callsTo(calls, 'project/addMember')[0].body).toMatchObject({
      project_id: 'prj-k3m9x2q7',
      members: [{ user_id: 'usr-Q7m2Kx9a' }],
    });
    expect(callsTo(calls, 'project/create')).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'E-mail or user ID' })).toBeTruthy();
  });

  it("stops sharing a shared cluster by destroying its project, without asking for the gone project's members again", async () => {
    const project = {
      project_id: 'prj-k3m9x2q7',
      name: 'weather_A',
      owner: 'usr-owner',
      resource_ids: ['ehpc-k8x2m4q1'],
      create_time: '2026-11-02T02:10:00Z',
    };
    // As the gateway: the project is gone as soon as project/destroy is accepted (project/listMember then answers 404).
    let destroyed = false;
    const answers = sharingAnswers([project]);
    const calls = renderActions(
      cluster({ project_info: { shared_status: 'shared', shared_role: 'shared_owner', project_id: 'prj-k3m9x2q7' } }),
      {
        ...answers,
        'project/list': (url, body) => (destroyed ? { total_count: 0, project_set: [] } : answers['project/list'](url, body)),
        'project/listMember': (url, body) =>
          destroyed ? refusal(404, 1300, 'The project does not exist') : answers['project/listMember'](url, body),
        'project/destroy': () => {
          destroyed = true;
          return { job_id: 'j-d5t9r0y2' };
        },
      },
    );
    await chooseMenuItem(screen.getByRole('button', { name: /more actions/i }), 'Stop sharing');
    expect(await screen.findByText('Stop sharing cluster weather_A? Every member loses access to it.')).toBeTruthy();
    expect(await screen.findByText('Members sharing the cluster: 0')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Stop sharing' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(expect.objectContaining({ title: 'Cluster weather_A is no longer shared' })));
    expect(callsTo(calls, 'project/destroy')[0].body).toMatchObject({ project_id: 'prj-k3m9x2q7' });
    const destroyedAt = calls.findIndex((call) => call.path === 'project/destroy');
    expect(callsTo(calls.slice(destroyedAt), 'project/listMember')).toEqual([]);
    // The projects were asked for again: the cluster has none now.
    expect(callsTo(calls.slice(destroyedAt), 'project/list').length).toBeGreaterThan(0);
  });
});
