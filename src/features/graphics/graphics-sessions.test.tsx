import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockGatewayCalls, refusal, type GatewayAnswer } from '@/shared/testing/gateway-mock';
import { setUpScreenTests, toastsShown } from '@/shared/testing/screen-tests';
import { renderWithSession } from '@/shared/testing/session-render';
import { GraphicsSessions } from './graphics-sessions';
import { ENDED, QUEUED, RUNNING, STARTING } from './test-fixtures';

setUpScreenTests({
  locale: 'en',
  spyOnToasts: true,
  preload: () => Promise.all([import('./end-session-dialog'), import('./extend-session-dialog')]),
});

const NOW = Date.parse('2026-11-20T08:20:05Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

function SessionPage() {
  return <p data-testid="session-page">{useParams().sessionId}</p>;
}

const renderSessions = () =>
  renderWithSession(
    <Routes>
      <Route path="/:zone/hpc/graphics_service" element={<GraphicsSessions />} />
      <Route path="/:zone/hpc/graphics_service/sessions/:sessionId" element={<SessionPage />} />
    </Routes>,
    { path: '/pek3/hpc/graphics_service?tab=sessions', route: '/*' },
  );

function mockSessions(answers: Record<string, GatewayAnswer> = {}) {
  return mockGatewayCalls({
    'graphics/session/list': (url) =>
      url.searchParams.get('status') === 'ended'
        ? { total_count: 1, graphics_session_set: [ENDED] }
        : { total_count: 3, graphics_session_set: [QUEUED, STARTING, RUNNING] },
    ...answers,
  });
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const sessionsTable = () => screen.findByRole('table', { name: 'Graphics sessions' });

describe('the graphics sessions list', () => {
  it('lists the live sessions by default: why one waits, one starting, one running with its time left', async () => {
    const calls = mockSessions();
    renderSessions();
    const table = await sessionsTable();
    expect(await within(table).findByText('Waiting for free cores')).toBeTruthy();
    expect(within(table).getByText('Starting the display…')).toBeTruthy();
    const running = await rowOf('0:40:00 left');
    expect(within(running).getByText('node-1')).toBeTruthy();
    expect(within(running).getByText('2026-11-20 16:00:05')).toBeTruthy();
    expect(callsTo(calls, 'graphics/session/list')[0].url.searchParams.get('status')).toBe('live');
    await userEvent.click(within(running).getByRole('link', { name: 'Open ParaView' }));
    expect((await screen.findByTestId('session-page')).textContent).toBe(RUNNING.session_id);
  });

  it('shows the ended sessions on the filter, with why each ended and no action', async () => {
    const calls = mockSessions();
    renderSessions();
    await sessionsTable();
    const filter = screen.getByRole('radiogroup', { name: 'Sessions to show' });
    await userEvent.click(within(filter).getByText('Ended'));
    const table = await sessionsTable();
    expect(await within(table).findByText('Its time limit was reached')).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, 'graphics/session/list').at(-1)?.url.searchParams.get('status')).toBe('ended'));
    expect(within(table).queryByRole('button', { name: /End|More time/ })).toBeNull();
    expect(within(table).queryByRole('link', { name: 'Open ParaView' })).toBeNull();
  });

  it('ends a session only once confirmed, and reads the list again', async () => {
    const calls = mockSessions({
      'graphics/session/end': () => ({ graphics_session: { ...RUNNING, status: 'ended', end_reason: 'ended_by_user' } }),
    });
    renderSessions();
    await sessionsTable();
    const running = await rowOf('0:40:00 left');
    await userEvent.click(within(running).getByRole('button', { name: 'End ParaView' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'End ParaView?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, 'graphics/session/end')).toHaveLength(0);

    const listed = callsTo(calls, 'graphics/session/list').length;
    await userEvent.click(within(await rowOf('0:40:00 left')).getByRole('button', { name: 'End ParaView' }));
    dialog = await screen.findByRole('alertdialog', { name: 'End ParaView?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(callsTo(calls, 'graphics/session/end')).toHaveLength(1));
    expect(callsTo(calls, 'graphics/session/end')[0].body).toMatchObject({ session_id: RUNNING.session_id });
    await waitFor(() => expect(callsTo(calls, 'graphics/session/list').length).toBeGreaterThan(listed));
    expect(toastsShown()).toContainEqual(expect.objectContaining({ type: 'success', title: 'ParaView ended' }));
  });

  it('gives more time, checking the minutes by the contract before sending', async () => {
    const calls = mockSessions({ 'graphics/session/extend': () => ({ graphics_session: { ...RUNNING, time_limit: 105 } }) });
    renderSessions();
    await sessionsTable();
    await userEvent.click(within(await rowOf('0:40:00 left')).getByRole('button', { name: 'More time for ParaView' }));
    const dialog = await screen.findByRole('dialog', { name: 'More time for ParaView' });
    const minutes = within(dialog).getByRole('spinbutton', { name: /More minutes/ });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Give more time' }));
    expect(await within(dialog).findByText(/at least 1/i)).toBeTruthy();
    expect(callsTo(calls, 'graphics/session/extend')).toHaveLength(0);

    await userEvent.clear(minutes);
    await userEvent.type(minutes, '45');
    expect(within(dialog).getByText(/Time limit now: 60 min; with more time: 105 min/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Give more time' }));
    await waitFor(() => expect(callsTo(calls, 'graphics/session/extend')).toHaveLength(1));
    expect(callsTo(calls, 'graphics/session/extend')[0].body).toMatchObject({ session_id: RUNNING.session_id, extra_minutes: 45 });
    expect(toastsShown()).toContainEqual(expect.objectContaining({ type: 'success', title: 'ParaView has 45 more minutes' }));
  });

  it('shows a refusal past the queue’s longest time by the minutes, without a toast', async () => {
    const said = 'The new limit of 1500 minutes passes the queue’s longest time of 1440 minutes';
    const refused = refusal(409, 1100, said);
    Object.assign(refused.body, { validation: [{ location: ['body', 'extra_minutes'], message: said, code: 'queue_max' }] });
    const calls = mockSessions({ 'graphics/session/extend': () => refused });
    renderSessions();
    await sessionsTable();
    await userEvent.click(within(await rowOf('0:40:00 left')).getByRole('button', { name: 'More time for ParaView' }));
    const dialog = await screen.findByRole('dialog', { name: 'More time for ParaView' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Give more time' }));
    expect(await within(dialog).findByText(said)).toBeTruthy();
    expect(callsTo(calls, 'graphics/session/extend')[0].body).toMatchObject({ extra_minutes: 30 });
    expect(toastsShown().filter((toast) => toast.type === 'error')).toEqual([]);
  });
});
