import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@/api/generated/model/notification';
import { activateLocale } from '@/shared/i18n/locale';
import { callsTo, mockGatewayCalls } from '@/shared/testing/gateway-mock';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { renderWithSession } from '@/shared/testing/session-render';
import { NotificationBell } from './notification-bell';

setUpScreenTests({ locale: 'en' });

const failed: Notification = {
  id: 42,
  hpcjob_uuid: 'hpcjob-7k2m9x4q',
  portal: 'hpc',
  zone: 'pek3',
  job_name: 'wrf_forecast',
  ended_as: 'failed',
  exit_code: 1,
  ended_at: '2026-11-20T08:30:00Z',
  created_at: '2026-11-20T08:30:00Z',
  read: false,
};
const finished: Notification = {
  ...failed,
  id: 41,
  hpcjob_uuid: 'hpcjob-2m4q8x1k',
  job_name: 'gromacs_md',
  ended_as: 'finished',
  exit_code: 0,
  read: true,
};

function renderBell(items: Notification[]) {
  let list = items;
  const calls = mockGatewayCalls({
    'notification/list': () => ({ notification_set: list, total_count: list.length, unread_count: list.filter((n) => !n.read).length }),
    'notification/markRead': (_url, body) => {
      const ids = (body?.ids as number[] | undefined) ?? list.map((n) => n.id);
      list = list.map((n) => (ids.includes(n.id) ? { ...n, read: true } : n));
      return { marked: ids.length, unread_count: list.filter((n) => !n.read).length };
    },
  });
  renderWithSession(<NotificationBell />, { path: '/pek3/hpc/hpc_clusters', route: '/:zone/hpc/*' });
  return calls;
}

describe("the header's bell", () => {
  it('says the unread count, lists the newest first with how each ended and a link to the job', async () => {
    renderBell([failed, finished]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Job wrf_forecast failed \(exit code 1\)/),
      expect.stringMatching(/^Job gromacs_md finished/),
    ]);
    expect(items.map((item) => item.dataset.read)).toEqual(['false', 'true']);
    expect(within(items[0]).getByRole('link', { name: 'wrf_forecast' }).getAttribute('href')).toBe('/pek3/hpc/jobs/hpcjob-7k2m9x4q');
  });

  it('marks one as read, then all', async () => {
    const calls = renderBell([failed, { ...finished, read: false }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark wrf_forecast as read' }));
    expect(callsTo(calls, 'notification/markRead').map((call) => call.body?.ids)).toEqual([[42]]);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(callsTo(calls, 'notification/markRead').at(-1)?.body?.all).toBe(true);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(true);
  });

  it('says when there is nothing yet', async () => {
    renderBell([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet: you are told here when a job ends.')).toBeTruthy();
  });

  it('speaks Chinese', async () => {
    await act(() => activateLocale('zh'));
    try {
      renderBell([failed]);
      await userEvent.click(await screen.findByRole('button', { name: '通知，1 条未读' }));
      const list = await screen.findByRole('list', { name: '通知' });
      expect(within(list).getByRole('listitem').textContent).toMatch(/^作业 wrf_forecast 运行失败 ?（退出码 1）/);
      expect(screen.getByRole('button', { name: '全部标记为已读' })).toBeTruthy();
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
