import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserSession } from '@/api/generated/model/userSession';
import { callsTo, mockGatewayCalls } from '@/shared/testing/gateway-mock';
import { setUpScreenTests, toastsShown } from '@/shared/testing/screen-tests';
import { OWNER, renderWithSession, SUB_USER } from '@/shared/testing/session-render';
import { passwordClasses } from './sub-user-password';
import { UserMgtScreen } from './user-mgt-screen';

setUpScreenTests({ locale: 'en', spyOnToasts: true });

const IAM_USER: UserSession = { ...OWNER, user_id: 'iam-alice', iamuser_name: 'alice' };
const LINA = {
  user_id: 'usr-Q7m2Kx9a',
  user_name: 'Li Na',
  email: 'li.na@example.com',
  permission: { status: 'enable', password: null },
  create_time: '2026-11-04T03:00:00Z',
};
const SUB = {
  user_id: 'usr-sub',
  user_name: 'Sub User',
  email: 'sub@example.com',
  permission: { status: 'disable', password: null },
  create_time: '2026-11-05T03:00:00Z',
};

function gateway() {
  let opened = false;
  let listedOnce = false;
  return mockGatewayCalls({
    subuser: (url) => {
      const search = url.searchParams.get('search_word');
      const sub = opened ? { ...SUB, permission: { status: 'enable', password: listedOnce ? null : 'Ab3#cD4!eF5' } } : SUB;
      if (opened) listedOnce = true;
      const rows = [LINA, sub].filter((row) => !search || row.user_id === search);
      return { total_count: rows.length, sub_user_set: rows };
    },
    'subuser/create': (_url, body) => ({
      sub_user: {
        user_id: 'usr-New00001',
        user_name: body?.user_name,
        email: body?.email,
        permission: { status: 'disable', password: null },
      },
    }),
    'subuser/permission/enable': () => {
      opened = true;
      return { sub_user: { ...SUB, permission: { status: 'enable', password: null } } };
    },
    DescribeLoginAccountUsers: () => ({
      total_count: 1,
      login_account_user_set: [{ login_account: 'hpc_lab', user_id: 'usr-Q7m2Kx9a', is_ldap: false }],
    }),
  });
}

const renderScreen = (user: UserSession = OWNER, path = '/pek3/hpc/user_mgt/main/user_management') =>
  renderWithSession(<UserMgtScreen />, { user, path, route: '/:zone/hpc/user_mgt/main/*' });

describe('sub-accounts on the user management tab', () => {
  it('lists the owner’s sub-accounts with HPC opened or not and their login accounts', async () => {
    gateway();
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Sub-accounts' });
    await within(table).findByText('Li Na');
    expect(within(table).getByText('Opened')).toBeTruthy();
    expect(within(table).getByText('Not opened')).toBeTruthy();
    expect(await within(table).findByText('hpc_lab')).toBeTruthy();
  });

  it('creates a sub-account with a generated password that follows the rule, shown with a copy button', async () => {
    const calls = gateway();
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Create sub-account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a sub-account' });
    const password = within(dialog).getByTestId('generated-password').textContent ?? '';
    expect(passwordClasses(password)).toEqual({ upper: 3, lower: 3, digit: 3, symbol: 2, other: 0 });
    expect(within(dialog).getByRole('button', { name: 'Copy the password' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Wang Fang');
    await userEvent.type(within(dialog).getByLabelText(/^E-mail/), 'not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(callsTo(calls, 'subuser/create')).toHaveLength(0);
    await userEvent.clear(within(dialog).getByLabelText(/^E-mail/));
    await userEvent.type(within(dialog).getByLabelText(/^E-mail/), 'wang.fang@example.com');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(expect.objectContaining({ type: 'success', title: 'Sub-account Wang Fang is created' })),
    );
    expect(callsTo(calls, 'subuser/create').map((call) => call.body)).toEqual([
      expect.objectContaining({ user_name: 'Wang Fang', email: 'wang.fang@example.com', password }),
    ]);
  });

  it('opens HPC for a sub-account a link names, highlighted, then shows its initial password once', async () => {
    const calls = gateway();
    renderScreen(OWNER, '/pek3/hpc/user_mgt/main/user_management?sub_user=usr-sub');
    const open = await screen.findByRole('button', { name: 'Open HPC for Sub User' });
    await waitFor(() => expect(document.activeElement).toBe(open));
    expect(screen.queryByText('Li Na')).toBeNull();
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Open HPC for Sub User?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open HPC' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(expect.objectContaining({ type: 'success', title: 'HPC is opened for Sub User' })),
    );
    expect(callsTo(calls, 'subuser/permission/enable').map((call) => call.body)).toEqual([
      expect.objectContaining({ zone: 'pek3', sub_user_id: 'usr-sub' }),
    ]);
    expect(await screen.findByText('Ab3#cD4!eF5')).toBeTruthy();
  });

  it('is not shown to sub-users nor IAM users', async () => {
    for (const user of [SUB_USER, IAM_USER]) {
      gateway();
      const { unmount } = renderScreen(user);
      await screen.findByRole('tab', { name: 'Shared members' });
      expect(screen.queryByRole('table', { name: 'Sub-accounts' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Create sub-account' })).toBeNull();
      unmount();
    }
  });
});
