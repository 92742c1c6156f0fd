import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import type { TimeExtension } from '@/api/generated/model/timeExtension';
import { activateLocale } from '@/shared/i18n/locale';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { toaster } from '@/shared/ui/toaster';
import { JobDetailScreen } from '../job-detail-screen';
import { callsTo, detail, job, mockJobsGateway, refusal, renderWithSession } from '../test-harness';

setUpScreenTests({ spyOnToasts: true });
afterAll(() => activateLocale('zh'));

const RUNNING = job({ job_status: 'running', time_limit: 120 });
const REQUEST: TimeExtension = {
  extension_id: 'tx-4k8m2q7w',
  hpcjob_uuid: RUNNING.hpcjob_uuid,
  job_name: RUNNING.name,
  cluster_id: 'ehpc-k8x2m4q1',
  user_id: 'usr-owner',
  old_time_limit: 120,
  new_time_limit: 180,
  extra_minutes: 60,
  reason: 'The forecast needs one more hour',
  status: 'pending',
  create_time: '2026-11-20T08:00:00Z',
  may_decide: true,
  may_withdraw: true,
};

function mock(list: () => unknown, ask: () => unknown = () => ({ time_extension: REQUEST })) {
  return mockJobsGateway({
    [`job/jobdetail/${RUNNING.hpcjob_uuid}`]: () => detail(RUNNING),
    'job/timeExtension/list': list,
    'job/timeExtension/ask': ask,
  });
}

const renderPage = () =>
  renderWithSession(
    <Routes>
      <Route path="jobs/:id/*" element={<JobDetailScreen />} />
    </Routes>,
    { path: `/pek3/hpc/jobs/${RUNNING.hpcjob_uuid}/cluster_queue_info`, route: '/:zone/hpc/*' },
  );

describe('more time on the job page', () => {
  it('asks for more time in the modal and sends the contract’s request (Chinese)', async () => {
    const calls = mock(() => ({ total_count: 0, time_extension_set: [], may_ask: true }));
    renderPage();
    const section = await screen.findByRole('region', { name: '运行时限' });
    expect(within(section).getByTestId('time-limit-now').textContent).toBe('120 分钟');
    await userEvent.click(await within(section).findByRole('button', { name: '申请延长时限' }));
    const dialog = await screen.findByRole('dialog', { name: `申请延长时限：${RUNNING.name}` });
    expect(within(dialog).getByTestId('ask-time-limits').textContent).toBe('当前时限：120 分钟；申请后：180 分钟。');
    const minutes = within(dialog).getByRole('spinbutton', { name: /延长分钟数/ });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '30');
    expect(within(dialog).getByTestId('ask-time-limits').textContent).toBe('当前时限：120 分钟；申请后：150 分钟。');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /申请理由/ }), '还需要半小时收敛');
    await userEvent.click(within(dialog).getByRole('button', { name: '申请' }));
    await waitFor(() => expect(callsTo(calls, 'job/timeExtension/ask')).toHaveLength(1));
    expect(callsTo(calls, 'job/timeExtension/ask')[0].body).toMatchObject({
      hpcjob_uuid: RUNNING.hpcjob_uuid,
      extra_minutes: 30,
      reason: '还需要半小时收敛',
    });
  });

  it('tells a refusal past the queue’s maximum (English)', async () => {
    await activateLocale('en');
    mock(
      () => ({ total_count: 0, time_extension_set: [], may_ask: true }),
      () => refusal(409, 1100, 'The new limit of 181 minutes passes the queue’s longest time of 180 minutes'),
    );
    renderPage();
    const section = await screen.findByRole('region', { name: 'Time limit' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Ask for more time' }));
    const dialog = await screen.findByRole('dialog', { name: `Ask for more time: ${RUNNING.name}` });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'longer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask' }));
    await waitFor(() =>
      expect(toaster.create).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', description: expect.stringMatching(/passes the queue’s longest time of 180 minutes/) }),
      ),
    );
    await activateLocale('zh');
  });

  it('shows the waiting request with Withdraw, and no Ask button', async () => {
    mock(() => ({ total_count: 1, time_extension_set: [REQUEST], may_ask: false }));
    renderPage();
    const request = await screen.findByTestId('more-time-request');
    expect(within(request).getByText('待审批')).toBeTruthy();
    expect(within(request).getByText('已申请延长：+60 分钟（至 180 分钟）')).toBeTruthy();
    expect(within(request).getByRole('button', { name: '撤回' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '申请延长时限' })).toBeNull();
  });

  it('shows the new limit, who approved it and when, in English', async () => {
    await activateLocale('en');
    const approved: TimeExtension = {
      ...REQUEST,
      status: 'approved',
      decided_by: 'usr-admin',
      decider_name: 'Zone Admin',
      decide_time: '2026-11-20T08:05:00Z',
      may_decide: false,
      may_withdraw: false,
    };
    mock(() => ({ total_count: 1, time_extension_set: [approved], may_ask: true }));
    renderPage();
    const request = await screen.findByTestId('more-time-request');
    expect(within(request).getByText('Approved')).toBeTruthy();
    expect(within(request).getByText(/^Approved by Zone Admin on 2026-11-20 \d\d:05:00: the limit is now 180 min\.$/)).toBeTruthy();
    expect(within(request).queryByRole('button', { name: 'Withdraw' })).toBeNull();
    await activateLocale('zh');
  });
});
