import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Cluster } from '@/api/generated/model/cluster';
import { chooseMenuItem } from '@/shared/testing/menu';
import { setUpScreenTests, toastsShown } from '@/shared/testing/screen-tests';
import { callsTo, cluster, mockGatewayCalls, operationAnswer, refusal, renderWithSession } from '../test-harness';
import { SharedAccountTab } from './shared-account-tab';

setUpScreenTests({ locale: 'en', followIntervalMs: 5, spyOnToasts: true });

const MEMBER = {
  shared_user_id: 'shu-k2m4p6r8',
  iam_user_id: 'iamu-7hq2m4x1',
  username: 'alice_wrf',
  email: 'alice@example.com',
  permission: 'readonly',
  status: 'active',
  owner: 'usr-owner',
  clusters: [],
  create_time: '2026-11-05T06:45:12Z',
};

function renderTab(subject: Cluster = cluster(), answers = {}) {
  const calls = mockGatewayCalls({
    operation: operationAnswer('successful'),
    'shared/users': () => ({ total_count: 1, shared_user_set: [MEMBER] }),
    DescribeIAMUsers: () => ({
      total_count: 1,
      iam_user_set: [{ iam_user_id: 'iamu-9zz8yy7x', iamuser_name: 'bob', email: 'bob@example.com', status: 'active' }],
    }),
    ...answers,
  });
  renderWithSession(<SharedAccountTab cluster={subject} />, {
    path: '/pek3/hpc/hpc_clusters/ehpc-k8x2m4q1/shared_account',
    route: '/:zone/hpc/hpc_clusters/:id/*',
  });
  return calls;
}

describe('shared accounts tab', () => {
  it('adds a member by e-mail after checking the format, with the account name and permission', async () => {
    const calls = renderTab(cluster(), { 'shared/user/addUser': () => ({ job_id: 'j-a3u5s8r1', shared_user_id: 'shu-a8c3e5g7' }) });
    await screen.findByText('alice_wrf');
    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'zhang.wei@example');
    await userEvent.type(screen.getByRole('textbox', { name: /Account name on the cluster/ }), 'zhangwei');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(callsTo(calls, 'shared/user/addUser')).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), '.com');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Permission' }), 'readwrite');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(expect.objectContaining({ title: 'The member is added to cluster weather_A' })),
    );
    expect(callsTo(calls, 'shared/user/addUser')[0].body).toMatchObject({
      cluster_id: 'ehpc-k8x2m4q1',
      email: 'zhang.wei@example.com',
      username: 'zhangwei',
      permission: 'readwrite',
    });
  });

  it("checks the account name with the contract's rules before sending, and says what is wrong beside the field", async () => {
    const calls = renderTab(cluster(), { 'shared/user/addUser': () => ({ job_id: 'j-a3u5s8r1', shared_user_id: 'shu-a8c3e5g7' }) });
    await screen.findByText('alice_wrf');
    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'IAM user' }), 'iamu-9zz8yy7x');
    const account = screen.getByRole('textbox', { name: /Account name on the cluster/ });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    await userEvent.type(account, 'bo');
    expect(await screen.findByText(/at least 3/i)).toBeTruthy();
    await userEvent.clear(account);
    await userEvent.type(account, 'bob-01');
    expect(screen.queryByText(/at least 3/i)).toBeNull();
    expect(screen.getByText('May contain only the letters A-Z, digits and underscores')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(callsTo(calls, 'shared/user/addUser')).toHaveLength(0);
    await userEvent.clear(account);
    await userEvent.type(account, 'bob_01');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(callsTo(calls, 'shared/user/addUser')).toHaveLength(1));
    expect(callsTo(calls, 'shared/user/addUser')[0].body).toMatchObject({ iam_user_id: 'iamu-9zz8yy7x', username: 'bob_01' });
  });

  it('adds an IAM user picked from the list, and says when the gateway does not know the user', async () => {
    const calls = renderTab(cluster(), { 'shared/user/addUser': () => refusal(404, 1400, 'The user does not exist') });
    await screen.findByText('alice_wrf');
    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'IAM user' }), 'iamu-9zz8yy7x');
    expect(screen.queryByRole('textbox', { name: /E-mail/ })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: /Account name on the cluster/ }), 'bob01');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(expect.objectContaining({ type: 'error', description: 'The user does not exist' })),
    );
    expect(callsTo(calls, 'shared/user/addUser')[0].body).toMatchObject({
      iam_user_id: 'iamu-9zz8yy7x',
      username: 'bob01',
      permission: 'readonly',
    });
  });

  it('switches a member to read-write and removes a member after a confirmation', async () => {
    const calls = renderTab(cluster(), {
      'shared/user/modifyUser/permission': () => ({ job_id: 'j-s7t2a9u4' }),
      'shared/user/deleteUser': () => ({ job_id: 'j-d2l8m1t5' }),
    });
    await screen.findByText('alice_wrf');
    await chooseMenuItem(screen.getByRole('button', { name: 'Actions of alice_wrf' }), 'Make read-write');
    await waitFor(() => expect(callsTo(calls, 'shared/user/modifyUser/permission')).toHaveLength(1));
    expect(callsTo(calls, 'shared/user/modifyUser/permission')[0].body).toMatchObject({
      cluster_id: 'ehpc-k8x2m4q1',
      shared_user_id: 'shu-k2m4p6r8',
      permission: 'readwrite',
    });

    await chooseMenuItem(screen.getByRole('button', { name: 'Actions of alice_wrf' }), 'Remove');
    expect(
      await screen.findByText('Stop sharing the cluster with alice_wrf? Their account and resource limit on the cluster are removed.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(expect.objectContaining({ title: 'alice_wrf is removed from the cluster' })));
    expect(callsTo(calls, 'shared/user/deleteUser')[0].body).toMatchObject({
      cluster_id: 'ehpc-k8x2m4q1',
      shared_user_ids: ['shu-k2m4p6r8'],
    });
  });

  it('lets a shared member only look', async () => {
    renderTab(cluster({ project_info: { shared_status: 'shared', shared_role: 'shared_member', permission: 'readwrite' } }));
    await screen.findByText('alice_wrf');
    expect(screen.queryByRole('button', { name: 'Add member' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions of alice_wrf' })).toBeNull();
  });
});
