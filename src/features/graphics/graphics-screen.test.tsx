import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { UserSession } from '@/api/generated/model/userSession';
import { callsTo, mockGatewayCalls, refusal, type GatewayAnswer } from '@/shared/testing/gateway-mock';
import { setUpScreenTests, toastsShown } from '@/shared/testing/screen-tests';
import { OWNER, renderWithSession, SUB_USER } from '@/shared/testing/session-render';
import { GraphicsScreen } from './graphics-screen';
import { APP, QUEUES, RUNNING, session } from './test-fixtures';

setUpScreenTests({ locale: 'en', spyOnToasts: true, preload: () => import('./launch-dialog') });

const IAM_USER: UserSession = { ...OWNER, user_id: 'iam-alice', iamuser_name: 'alice' };
const NEW_SESSION = session({
  session_id: 'gs-n3w5e551',
  status: 'queued',
  pending_reason: 'accepted',
  node: undefined,
  time_left: undefined,
});

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

function SessionPage() {
  const { sessionId } = useParams();
  return <p data-testid="session-page">{sessionId}</p>;
}

const renderGraphics = (user: UserSession = OWNER, tab = '') =>
  renderWithSession(
    <Routes>
      <Route path="/:zone/hpc/graphics_service" element={<GraphicsScreen />} />
      <Route path="/:zone/hpc/graphics_service/sessions/:sessionId" element={<SessionPage />} />
    </Routes>,
    { user, path: `/pek3/hpc/graphics_service${tab}`, route: '/*' },
  );

function mockApps(answers: Record<string, GatewayAnswer> = {}) {
  return mockGatewayCalls({
    'software/graphics': () => ({ total_count: 1, graphics_list: [APP] }),
    'graphics/session/list': () => ({ total_count: 0, graphics_session_set: [] }),
    'queue/ehpc/getQueueList': () => ({ total_count: QUEUES.length, hpc_queue_set: QUEUES }),
    'graphics/session/open': () => ({ graphics_session: NEW_SESSION }),
    ...answers,
  });
}

/** Opens the launch dialog of the app (it has no live session) and waits for its default queue. */
async function openLaunchDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Open ParaView' }));
  const dialog = await screen.findByRole('dialog', { name: 'Open ParaView on wrf_ehpc' });
  await waitFor(() => expect((within(dialog).getByLabelText(/^Queue/) as HTMLSelectElement).value).toBe('hpcq-n0rm4l01'));
  return dialog;
}

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label).closest('[data-field]') as HTMLElement;

describe('opening a graphics application', () => {
  it('goes to the live session of that application on that cluster instead of starting another', async () => {
    const other = session({ session_id: 'gs-0therc1u', cluster_id: 'hpc-a1b2c3d4' });
    const calls = mockApps({ 'graphics/session/list': () => ({ total_count: 2, graphics_session_set: [other, RUNNING] }) });
    renderGraphics();
    await userEvent.click(await screen.findByRole('button', { name: 'Open ParaView' }));
    expect((await screen.findByTestId('session-page')).textContent).toBe(RUNNING.session_id);
    expect(callsTo(calls, 'graphics/session/list')[0].url.searchParams.get('status')).toBe('live');
    expect(callsTo(calls, 'graphics/session/open')).toHaveLength(0);
  });

  it('starts a session from the launch dialog in the chosen queue, then opens its page', async () => {
    const calls = mockApps();
    renderGraphics();
    const dialog = await openLaunchDialog();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Queue/), 'hpcq-debug002');
    const cores = within(dialog).getByLabelText(/^Cores/);
    await userEvent.clear(cores);
    await userEvent.type(cores, '4');
    const limit = within(dialog).getByLabelText(/^Time limit/);
    await userEvent.clear(limit);
    await userEvent.type(limit, '120');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open' }));
    expect((await screen.findByTestId('session-page')).textContent).toBe(NEW_SESSION.session_id);
    const opened = callsTo(calls, 'graphics/session/open');
    expect(opened).toHaveLength(1);
    expect(opened[0].body).toMatchObject({
      hpcsw_id: APP.hpcsw_id,
      cluster_id: APP.cluster_id,
      hpcqueue_id: 'hpcq-debug002',
      cores: 4,
      time_limit: 120,
    });
  });

  it('shows the gateway’s refusal of a field by that field, keeps the dialog open and toasts nothing', async () => {
    const refused = refusal(409, 1100, 'The queue debug has only 112 cores');
    Object.assign(refused.body, {
      validation: [{ location: ['body', 'cores'], message: 'must be at most 112 in queue debug', code: 'queue' }],
    });
    mockApps({ 'graphics/session/open': () => refused });
    renderGraphics();
    const dialog = await openLaunchDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open' }));
    expect(await within(field(dialog, /^Cores/)).findByText('must be at most 112 in queue debug')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Open ParaView on wrf_ehpc' })).toBeTruthy();
    expect(screen.queryByTestId('session-page')).toBeNull();
    expect(toastsShown().filter((toast) => toast.type === 'error')).toEqual([]);
  });

  it('says a refusal that names no field in a toast in the gateway’s words', async () => {
    mockApps({ 'graphics/session/open': () => refusal(409, 2500, 'Lack of balance') });
    renderGraphics();
    const dialog = await openLaunchDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(
        expect.objectContaining({ type: 'error', title: 'Opening ParaView failed', description: 'Lack of balance' }),
      ),
    );
    expect(screen.queryByTestId('session-page')).toBeNull();
  });

  it('sends one session for a double click on Open', async () => {
    const calls = mockApps();
    renderGraphics();
    const dialog = await openLaunchDialog();
    const button = within(dialog).getByRole('button', { name: 'Open' });
    await userEvent.dblClick(button);
    await screen.findByTestId('session-page');
    expect(callsTo(calls, 'graphics/session/open')).toHaveLength(1);
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
