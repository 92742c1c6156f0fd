import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import type { TimeExtension } from '@/api/generated/model/timeExtension';
import { activateLocale } from '@/shared/i18n/locale';
import { callsTo, mockGatewayCalls } from '@/shared/testing/gateway-mock';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { renderWithSession } from '@/shared/testing/session-render';
import { TimeExtensionsScreen } from './time-extensions-screen';

setUpScreenTests({ spyOnToasts: true });
afterAll(() => activateLocale('zh'));

const PENDING: TimeExtension = {
  extension_id: 'tx-4k8m2q7w',
  hpcjob_uuid: 'hpcjob-7k2m9x4q',
  job_name: 'typhoon_WRF',
  cluster_id: 'ehpc-k8x2m4q1',
  cluster_name: 'weather_A',
  user_id: 'usr-sub',
  user_name: 'Li',
  old_time_limit: 120,
  new_time_limit: 180,
  extra_minutes: 60,
  reason: 'The forecast needs one more hour',
  status: 'pending',
  create_time: '2026-11-20T08:00:00Z',
  may_decide: true,
  may_withdraw: false,
};

function mock() {
  return mockGatewayCalls({
    'job/timeExtension/list': (url) =>
      url.searchParams.get('scope') === 'decide'
        ? { total_count: 1, time_extension_set: [PENDING] }
        : { total_count: 1, time_extension_set: [{ ...PENDING, status: 'refused', may_decide: false, refuse_reason: 'Busy' }] },
    'job/timeExtension/approve': () => ({ time_extension: { ...PENDING, status: 'approved', may_decide: false } }),
    'job/timeExtension/refuse': () => ({ time_extension: { ...PENDING, status: 'refused', may_decide: false } }),
  });
}

const renderScreen = () =>
  renderWithSession(<TimeExtensionsScreen />, { path: '/pek3/hpc/jobs/more_time', route: '/:zone/hpc/jobs/more_time' });

describe('the requests for more time to decide', () => {
  it('approves a waiting request (Chinese)', async () => {
    const calls = mock();
    renderScreen();
    const row = await screen.findByTestId(`request-${PENDING.extension_id}`);
    expect(within(row).getByText('待审批')).toBeTruthy();
    expect(within(row).getByText('120 → 180 分钟')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'typhoon_WRF' }).getAttribute('href')).toBe('/pek3/hpc/jobs/hpcjob-7k2m9x4q/compute_dir');
    await userEvent.click(within(row).getByRole('button', { name: '通过' }));
    const dialog = await screen
      .findByRole('alertdialog', { name: '为 typhoon_WRF 延长时限？' })
      .catch(() => screen.findByRole('dialog', { name: '为 typhoon_WRF 延长时限？' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '通过' }));
    await waitFor(() => expect(callsTo(calls, 'job/timeExtension/approve')).toHaveLength(1));
    expect(callsTo(calls, 'job/timeExtension/approve')[0].body).toMatchObject({ extension_id: PENDING.extension_id });
  });

  it('refuses with a reason, and lists every request with its state (English)', async () => {
    await activateLocale('en');
    const calls = mock();
    renderScreen();
    const row = await screen.findByTestId(`request-${PENDING.extension_id}`);
    await userEvent.click(within(row).getByRole('button', { name: 'Refuse' }));
    const dialog = await screen
      .findByRole('alertdialog', { name: 'Refuse more time for typhoon_WRF?' })
      .catch(() => screen.findByRole('dialog', { name: 'Refuse more time for typhoon_WRF?' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason for refusing/ }), 'The queue is needed tonight');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(callsTo(calls, 'job/timeExtension/refuse')).toHaveLength(1));
    expect(callsTo(calls, 'job/timeExtension/refuse')[0].body).toMatchObject({
      extension_id: PENDING.extension_id,
      refuse_reason: 'The queue is needed tonight',
    });
    await userEvent.click(screen.getByText('All requests'));
    expect(await screen.findByText('Refused')).toBeTruthy();
    expect(screen.getByText('Why: Busy')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    await activateLocale('zh');
  });
});
