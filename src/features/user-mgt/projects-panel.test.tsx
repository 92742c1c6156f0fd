import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, mockGatewayCalls, operationAnswer } from '@/shared/testing/gateway-mock';
import { chooseMenuItem } from '@/shared/testing/menu';
import { setUpScreenTests, toastsShown } from '@/shared/testing/screen-tests';
import { OWNER, renderWithSession, SUB_USER } from '@/shared/testing/session-render';
import { UserMgtScreen } from './user-mgt-screen';

setUpScreenTests({ locale: 'en', followIntervalMs: 5, spyOnToasts: true });

const CLUSTER = (id: string, name: string) => ({
  cluster_id: id,
  cluster_name: name,
  cluster_type: 'hpc',
  status: 'active',
  deploy_mode: 1,
  paid_type: 0,
  create_time: '2026-10-02T03:15:00Z',
});
const PROJECT = {
  project_id: 'prj-k3m9x2q7',
  name: 'wrf_cluster',
  owner: 'usr-owner',
  resource_ids: ['hpc-a1b2c3d4'],
  member_count: 1,
  create_time: '2026-11-01T02:00:00Z',
};
const LINA = {
  user_id: 'usr-Q7m2Kx9a',
  user_name: 'Li Na',
  email: 'li.na@example.com',
  permission: { status: 'enable', password: null },
  create_time: '2026-11-04T03:00:00Z',
};
const CLOSED = {
  user_id: 'usr-sub',
  user_name: 'Sub User',
  email: 'sub@example.com',
  permission: { status: 'disable', password: null },
  create_time: '2026-11-05T03:00:00Z',
};
const WANG = { ...LINA, user_id: 'usr-W4ng0001', user_name: 'Wang Fang', email: 'wang.fang@example.com' };

function gateway() {
  return mockGatewayCalls({
    operation: operationAnswer('successful'),
    'project/list': () => ({ total_count: 1, project_set: [PROJECT] }),
    'project/listMember': () => ({
      total_count: 2,
      member_set: [
        {
          member_user: { user_id: 'usr-owner', user_name: 'Owner' },
          role_type: 'member',
          permission: 'readwrite',
          shared_role: 'shared_owner',
          create_time: '2026-11-01T02:00:00Z',
        },
        {
          member_user: { user_id: LINA.user_id, user_name: LINA.user_name, email: LINA.email },
          role_type: 'member',
          permission: 'readonly',
          shared_role: 'shared_member',
          create_time: '2026-11-01T02:00:00Z',
        },
      ],
    }),
    'cluster/list': () => ({
      total_count: 3,
      cluster_set: [
        CLUSTER('hpc-a1b2c3d4', 'wrf_cluster'),
        CLUSTER('hpc-b2c3d4e5', 'cfd_cluster'),
        { ...CLUSTER('hpc-c3d4e5f6', 'their_cluster'), project_info: { shared_role: 'shared_member', permission: 'readwrite' } },
      ],
    }),
    subuser: () => ({ total_count: 3, sub_user_set: [LINA, CLOSED, WANG] }),
    'project/create': () => ({ job_id: 'j-p1c2r3e4', project_id: 'prj-n3w00001' }),
    'project/addResource': () => ({ job_id: 'j-p1a2r3s4' }),
    'project/addMember': () => ({ job_id: 'j-p1a2m3b4' }),
    'project/delMember': () => ({ job_id: 'j-p1d2m3b4' }),
    'project/destroy': () => ({ job_id: 'j-p1d2s3t4' }),
    DescribeLoginAccounts: () => ({
      total_count: 1,
      login_account_set: [
        {
          login_account: 'hpc_lab',
          owner: 'usr-owner',
          is_ldap: false,
          user_count: 3,
          status: 'active',
          create_time: '2026-10-01T02:00:00Z',
        },
      ],
    }),
  });
}

const renderScreen = (user = OWNER) =>
  renderWithSession(<UserMgtScreen />, { user, path: '/pek3/hpc/user_mgt/main/user_management', route: '/:zone/hpc/user_mgt/main/*' });

describe('projects on the user management tab', () => {
  it('creates a project sharing a cluster of its own no project has with an HPC-opened sub-account, once', async () => {
    const calls = gateway();
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Projects' });
    // The project wrf_cluster, and its cluster by name (not by id) once the cluster list is in.
    await waitFor(() => expect(within(table).getAllByText('wrf_cluster', { selector: 'p' })).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a project' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Choose the cluster the project shares')).toBeTruthy();
    expect(within(dialog).getByText('Choose the sub-account to share with')).toBeTruthy();
    expect(callsTo(calls, 'project/create')).toHaveLength(0);
    const clusters = within(dialog).getByRole('combobox', { name: /Cluster/ });
    // Only its own clusters that no project shares yet; only sub-accounts whose HPC is opened.
    await waitFor(() =>
      expect(
        within(clusters)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a cluster', 'cfd_cluster (hpc-b2c3d4e5)']),
    );
    const accounts = within(dialog).getByRole('combobox', { name: /Sub-account/ });
    await waitFor(() =>
      expect(
        within(accounts)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a sub-account', 'Li Na (li.na@example.com)', 'Wang Fang (wang.fang@example.com)']),
    );
    await userEvent.selectOptions(clusters, 'hpc-b2c3d4e5');
    await userEvent.selectOptions(accounts, WANG.user_id);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Permission/ }), 'readwrite');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(expect.objectContaining({ type: 'success', title: 'Project cfd_cluster is created' })),
    );
    expect(callsTo(calls, 'project/create').map((call) => call.body)).toEqual([
      expect.objectContaining({
        name: 'cfd_cluster',
        cluster_id: 'hpc-b2c3d4e5',
        members: [{ user_id: WANG.user_id, permission: 'readwrite', role_type: 'member' }],
      }),
    ]);
  });

  it('adds a cluster to a project (addResource)', async () => {
    const calls = gateway();
    renderScreen();
    await chooseMenuItem(await screen.findByRole('button', { name: 'Actions of wrf_cluster' }), 'Add cluster');
    const dialog = await screen.findByRole('dialog', { name: 'Add a cluster to project wrf_cluster' });
    const clusters = within(dialog).getByRole('combobox', { name: /Cluster/ });
    await waitFor(() => expect(within(clusters).getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(clusters, 'hpc-b2c3d4e5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(
        expect.objectContaining({ type: 'success', title: 'Cluster cfd_cluster is added to project wrf_cluster' }),
      ),
    );
    expect(callsTo(calls, 'project/addResource').map((call) => call.body)).toEqual([
      expect.objectContaining({ project_id: PROJECT.project_id, resource_ids: ['hpc-b2c3d4e5'] }),
    ]);
  });

  it("lists a project's members, adds one not yet in it and removes one", async () => {
    const calls = gateway();
    renderScreen();
    await chooseMenuItem(await screen.findByRole('button', { name: 'Actions of wrf_cluster' }), 'Members');
    const dialog = await screen.findByRole('dialog', { name: 'Members of project wrf_cluster' });
    expect(await within(dialog).findByText('Li Na')).toBeTruthy();
    expect(within(dialog).queryByText('Owner')).toBeNull();
    const accounts = within(dialog).getByRole('combobox', { name: /Sub-account/ });
    await waitFor(() =>
      expect(
        within(accounts)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a sub-account', 'Wang Fang (wang.fang@example.com)']),
    );
    await userEvent.selectOptions(accounts, WANG.user_id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add member' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(
        expect.objectContaining({ type: 'success', title: 'The member is added to project wrf_cluster' }),
      ),
    );
    expect(callsTo(calls, 'project/addMember').map((call) => call.body)).toEqual([
      expect.objectContaining({
        project_id: PROJECT.project_id,
        members: [{ user_id: WANG.user_id, permission: 'readonly', role_type: 'member' }],
      }),
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Li Na from project wrf_cluster' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(expect.objectContaining({ type: 'success', title: 'The member is removed' })));
    expect(callsTo(calls, 'project/delMember').map((call) => call.body)).toEqual([
      expect.objectContaining({ project_id: PROJECT.project_id, user_ids: [LINA.user_id] }),
    ]);
  });

  it('deletes a project after a confirmation naming it, once', async () => {
    const calls = gateway();
    renderScreen();
    await chooseMenuItem(await screen.findByRole('button', { name: 'Actions of wrf_cluster' }), 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete project wrf_cluster?' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(expect.objectContaining({ type: 'success', title: 'Project wrf_cluster is deleted' })),
    );
    expect(callsTo(calls, 'project/destroy').map((call) => call.body)).toEqual([
      expect.objectContaining({ project_id: PROJECT.project_id }),
    ]);
  });

  it("lists the owner's login accounts (DescribeLoginAccounts, zone global) with their user counts", async () => {
    const calls = gateway();
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Login accounts' });
    const row = (await within(table).findByText('hpc_lab')).closest('tr') as HTMLElement;
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('No')).toBeTruthy();
    expect(callsTo(calls, 'DescribeLoginAccounts')[0].url.searchParams.get('zone')).toBe('global');
  });

  it('is not shown to a sub-user, nor the login accounts', async () => {
    gateway();
    renderScreen(SUB_USER);
    expect(await screen.findByRole('table', { name: 'Shared members' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Projects' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Login accounts' })).toBeNull();
  });
});
