import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NotificationDelivery } from '@/api/generated/model/notificationDelivery';
import { activateLocale } from '@/shared/i18n/locale';
import { mockGatewayCalls } from '@/shared/testing/gateway-mock';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { renderWithSession } from '@/shared/testing/session-render';
import { DeliveryLog } from './delivery-log';

setUpScreenTests({ locale: 'en' });

const RETRYING: NotificationDelivery = {
  id: 8,
  notification_id: 42,
  channel: 'webhook',
  target: 'https://hooks.example.com/hpc',
  status: 'pending',
  hpcjob_uuid: 'hpcjob-7k2m9x4q',
  portal: 'hpc',
  zone: 'pek3',
  job_name: 'wrf_forecast',
  ended_as: 'failed',
  created_at: '2026-11-20T08:30:00Z',
  next_attempt_at: '2026-11-20T08:32:31Z',
  attempts: [
    { attempt: 1, at: '2026-11-20T08:30:01Z', http_status: 500, next_attempt_at: '2026-11-20T08:30:31Z' },
    { attempt: 2, at: '2026-11-20T08:30:31Z', error: 'connect ECONNREFUSED', next_attempt_at: '2026-11-20T08:32:31Z' },
  ],
};
const MAILED: NotificationDelivery = {
  id: 7,
  notification_id: 30,
  channel: 'email',
  target: 'owner@example.com',
  status: 'sent',
  hpcjob_uuid: 'sjob-old00001',
  portal: 'ispf',
  job_name: 'old_run',
  ended_as: 'finished',
  created_at: '2026-11-19T08:00:00Z',
  attempts: [{ attempt: 1, at: '2026-11-19T08:00:01Z' }],
};

function renderLog(deliveries: NotificationDelivery[]) {
  mockGatewayCalls({
    'notification/deliveries': () => ({ delivery_set: deliveries, total_count: deliveries.length }),
  });
  renderWithSession(<DeliveryLog />, { path: '/pek3/hpc/notifications', route: '/:zone/hpc/*' });
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the delivery log', () => {
  it('lists each delivery newest first with its channel, target, job, status, attempts and last answer', async () => {
    renderLog([RETRYING, MAILED]);
    const table = await screen.findByRole('table', { name: 'Delivery log' });
    const [webhook, email] = within(table).getAllByRole('row').slice(1);
    expect(cells(webhook).slice(1)).toEqual([
      'Webhook',
      'https://hooks.example.com/hpc',
      'wrf_forecast',
      'Pending',
      '2',
      'connect ECONNREFUSED',
      expect.stringMatching(/^2026-11-20 \d\d:32:31$/),
    ]);
    expect(within(webhook).getByRole('link', { name: 'wrf_forecast' }).getAttribute('href')).toBe('/pek3/hpc/jobs/hpcjob-7k2m9x4q');
    expect(cells(email).slice(1)).toEqual(['E-mail', 'owner@example.com', 'old_run', 'Sent', '1', 'Delivered', '—']);
    // A delivery without a zone links into the zone shown.
    expect(within(email).getByRole('link', { name: 'old_run' }).getAttribute('href')).toBe('/pek3/ispf/jobs/sjob-old00001');
  });

  it('opens a delivery to each attempt: when, the answer, the next try', async () => {
    renderLog([RETRYING]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show the attempts for wrf_forecast' }));
    const attempts = screen.getByRole('table', { name: 'Attempts for wrf_forecast' });
    const rows = within(attempts).getAllByRole('row').slice(1);
    expect(rows.map((row) => cells(row)[0])).toEqual(['1', '2']);
    expect(cells(rows[0])[2]).toBe('HTTP 500');
    expect(cells(rows[1])[2]).toBe('connect ECONNREFUSED');
    expect(cells(rows[0])[3]).toMatch(/^2026-11-20 \d\d:30:31$/);
    await user.click(screen.getByRole('button', { name: 'Hide the attempts for wrf_forecast' }));
    expect(screen.queryByRole('table', { name: 'Attempts for wrf_forecast' })).toBeNull();
  });

  it('says in words when nothing was sent yet', async () => {
    renderLog([]);
    expect(await screen.findByText(/^No e-mail or webhook has been sent yet/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('speaks Chinese', async () => {
    await act(() => activateLocale('zh'));
    try {
      renderLog([MAILED]);
      const table = await screen.findByRole('table', { name: '发送记录' });
      expect(cells(within(table).getAllByRole('row')[1]).slice(1, 5)).toEqual(['邮件', 'owner@example.com', 'old_run', '已发送']);
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
