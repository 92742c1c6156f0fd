import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserSession } from '@/api/generated/model/userSession';
import { callsTo, mockGatewayCalls, refusal } from '@/shared/testing/gateway-mock';
import { setUpScreenTests, toastsShown } from '@/shared/testing/screen-tests';
import { OWNER, renderWithSession, SUB_USER } from '@/shared/testing/session-render';
import { GraphicsScreen } from './graphics-screen';

setUpScreenTests({ locale: 'en', spyOnToasts: true });
afterEach(() => vi.unstubAllGlobals());

const IAM_USER: UserSession = { ...OWNER, user_id: 'iam-alice', iamuser_name: 'alice' };
const APP = {
  hpcsw_id: 'hpcsw-paraview511',
  app_name: 'ParaView',
  sw_ver: '5.11.2',
  cluster_id: 'ehpc-k8x2m4q1',
  cluster_name: 'wrf_ehpc',
  nas_mount_point: 'nas-3f9a2b1c',
};
const LINK = 'https://remoteapp.pek3.hpc-console.local/session/ral-7c2m9x4k?token=5f0e9a2b7d3c41e8';
const BILLS = {
  total_count: 2,
  total_sum: 38.4,
  currency: 'cny',
  bill_info_set: [
    {
      bill_id: 'bill-a1b2c3d4',
      resource_id: 'hpcsw-fluent2024',
      resource_name: 'ANSYS Fluent',
      charge_type: 'PayForUsed',
      amount: 36,
      currency: 'cny',
      start_time: '2026-11-19T16:00:00Z',
      end_time: '2026-11-20T16:00:00Z',
    },
    {
      bill_id: 'bill-e5f6g7h8',
      resource_id: 'hpcsw-paraview511',
      resource_name: 'ParaView',
      charge_type: 'PayForUsed',
      amount: 2.4,
      currency: 'cny',
      start_time: '2026-11-18T16:00:00Z',
      end_time: '2026-11-19T16:00:00Z',
    },
  ],
};

const renderGraphics = (user: UserSession = OWNER, tab = '') =>
  renderWithSession(<GraphicsScreen />, { user, path: `/pek3/hpc/graphics_service${tab}`, route: '/:zone/hpc/graphics_service' });

describe('opening a graphics application', () => {
  it('asks for the link on the app’s NAS mount point and opens it in a new tab, without access back to the console', async () => {
    const tab = { opener: {} as unknown };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    const calls = mockGatewayCalls({
      'software/graphics': () => ({ total_count: 1, graphics_list: [APP] }),
      'software/remoteapp/link': () => ({ link: LINK, expire_time: '2026-11-20T08:35:00Z' }),
    });
    renderGraphics();
    await userEvent.click(await screen.findByRole('button', { name: 'Open ParaView' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(LINK, '_blank'));
    const links = callsTo(calls, 'software/remoteapp/link');
    expect(links).toHaveLength(1);
    expect(links[0].url.searchParams.get('hpcsw_id')).toBe('hpcsw-paraview511');
    expect(links[0].url.searchParams.get('nas_mount_point')).toBe('nas-3f9a2b1c');
    expect(tab.opener).toBeNull();
  });

  it('says a refusal in the gateway’s words and opens nothing', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    mockGatewayCalls({
      'software/graphics': () => ({ total_count: 1, graphics_list: [APP] }),
      'software/remoteapp/link': () => refusal(409, 2500, 'Lack of balance'),
    });
    renderGraphics();
    await userEvent.click(await screen.findByRole('button', { name: 'Open ParaView' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(
        expect.objectContaining({ type: 'error', title: 'Opening ParaView failed', description: 'Lack of balance' }),
      ),
    );
    expect(open).not.toHaveBeenCalled();
  });
});

describe('the remote apps’ bill', () => {
  it('shows the account owner the last 30 days’ bill lines and their sum', async () => {
    const calls = mockGatewayCalls({ 'rent/remoteapp/billInfo': () => BILLS });
    renderGraphics(OWNER, '?tab=bill');
    const table = await screen.findByRole('table', { name: 'Remote app bill' });
    expect(await within(table).findByText('ANSYS Fluent')).toBeTruthy();
    expect(within(table).getByText('36.0000 CNY')).toBeTruthy();
    expect(screen.getByText('38.4000 CNY')).toBeTruthy();
    expect(callsTo(calls, 'rent/remoteapp/billInfo')[0].url.searchParams.get('start_time')).toBeNull();
  });

  it('tells a sub-user or an IAM user that the bill is the owner’s and asks nothing', async () => {
    const calls = mockGatewayCalls({ 'rent/remoteapp/billInfo': () => BILLS });
    for (const user of [SUB_USER, IAM_USER]) {
      const { unmount } = renderGraphics(user, '?tab=bill');
      expect(await screen.findByText('Only the account owner sees billing')).toBeTruthy();
      unmount();
    }
    expect(callsTo(calls, 'rent/remoteapp/billInfo')).toHaveLength(0);
  });
});
