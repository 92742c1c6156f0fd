import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GraphicsSession } from '@/api/generated/model/graphicsSession';
import { callsTo, mockGatewayCalls, refusal, type GatewayCall } from '@/shared/testing/gateway-mock';
import { activateLocale } from '@/shared/i18n/locale';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { renderWithSession } from '@/shared/testing/session-render';
import { BACKOFF_MS } from './display-connection';
import { SessionScreen } from './session-screen';
import { ENDED, QUEUED, RUNNING, session, STARTING } from './test-fixtures';

/** noVNC's RFB as the test sees it: what it was made with, and its events fired by the test. */
const rfb = vi.hoisted(() => {
  class FakeRfb extends EventTarget {
    static made: FakeRfb[] = [];
    scaleViewport = true;
    resizeSession = false;
    focusOnClick = false;
    readonly sentBeforeMade: number;
    readonly clipboardPasteFrom = vi.fn();
    readonly focus = vi.fn();
    readonly disconnect = vi.fn();
    constructor(
      readonly target: HTMLElement,
      readonly channel: { sent: unknown[] },
      readonly options: { credentials?: { password?: string }; shared?: boolean },
    ) {
      super();
      this.sentBeforeMade = channel.sent.length;
      FakeRfb.made.push(this);
    }
  }
  return { FakeRfb };
});
vi.mock('@novnc/novnc', () => ({ default: rfb.FakeRfb }));

/** A WebSocket of the test's: records what is sent; the test opens it, answers and closes it. */
class FakeSocket extends EventTarget {
  static made: FakeSocket[] = [];
  readyState = 0;
  binaryType = 'blob';
  protocol = '';
  sent: unknown[] = [];
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    super();
    FakeSocket.made.push(this);
  }
  send(data: unknown) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  ready(password: string) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type: 'ready', password }) }));
  }
  drop(code: number) {
    this.readyState = 3;
    this.dispatchEvent(new CloseEvent('close', { code }));
  }
}

setUpScreenTests({ locale: 'en', preload: () => import('./novnc-display') });

const NOW = Date.parse('2026-11-20T08:20:05Z');
const PASSWORD = 'pw-7Kq2xZ9m';

beforeEach(() => {
  FakeSocket.made = [];
  rfb.FakeRfb.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

let client: QueryClient;

/** The page of one session; `answer` says what getGraphicsSession answers now (it may change during a test). */
function renderPage(answer: () => GraphicsSession | ReturnType<typeof refusal>) {
  const calls = mockGatewayCalls({
    'graphics/session': () => {
      const current = answer();
      return 'session_id' in current ? { graphics_session: current } : current;
    },
  });
  ({ client } = renderWithSession(<SessionScreen />, {
    path: `/pek3/hpc/graphics_service/sessions/${RUNNING.session_id}`,
    route: '/:zone/hpc/graphics_service/sessions/:sessionId',
  }));
  return calls;
}

const lastSocket = () => FakeSocket.made[FakeSocket.made.length - 1];
const displayStatus = () => within(screen.getByTestId('graphics-display')).getAllByRole('status')[0];

/** A running session with its display up: the socket opened, the password handed, noVNC connected. */
async function connected(password = PASSWORD) {
  await waitFor(() => expect(FakeSocket.made.length).toBeGreaterThan(0));
  const socket = lastSocket();
  act(() => {
    socket.open();
    socket.ready(password);
  });
  await waitFor(() => expect(rfb.FakeRfb.made.some((made) => made.channel === (socket as unknown as { sent: unknown[] }))).toBe(true));
  const made = rfb.FakeRfb.made[rfb.FakeRfb.made.length - 1];
  act(() => {
    made.dispatchEvent(new CustomEvent('connect', { detail: {} }));
  });
  return { socket, made };
}

const readsOf = (calls: GatewayCall[]) => callsTo(calls, 'graphics/session').length;

describe('a graphics session’s page before and after its desktop', () => {
  it('says why a queued session waits, and opens no display', async () => {
    renderPage(() => QUEUED);
    expect(await screen.findByText('Waiting for a node')).toBeTruthy();
    expect(screen.getByText('Why it waits: Waiting for free cores')).toBeTruthy();
    expect(FakeSocket.made).toHaveLength(0);
  });

  it('says the display is starting', async () => {
    renderPage(() => STARTING);
    expect(await screen.findByText('Starting the display…')).toBeTruthy();
    expect(FakeSocket.made).toHaveLength(0);
  });

  it('tells calmly that a simulated cluster shows no display', async () => {
    renderPage(() => session({ display: false }));
    expect(await screen.findByText('A simulated cluster shows no display')).toBeTruthy();
    expect(FakeSocket.made).toHaveLength(0);
  });

  it('says how an ended session ended, how long it ran, and links its bill', async () => {
    renderPage(() => ({ ...ENDED, end_reason: 'failed', end_message: 'Xvnc: no free display' }));
    expect(await screen.findByText('This session has ended')).toBeTruthy();
    expect(screen.getByText('It failed')).toBeTruthy();
    expect(screen.getByText('Xvnc: no free display')).toBeTruthy();
    expect(screen.getByText(/It ran for 1:00:00/)).toBeTruthy();
    expect(screen.getByRole('link', { name: "See the remote apps' bill" }).getAttribute('href')).toBe(
      '/pek3/hpc/graphics_service?tab=bill',
    );
    expect(screen.queryByRole('button', { name: /End|More time/ })).toBeNull();
  });

  it('shows the header: cluster, node, the time left counting down and the job’s page', async () => {
    renderPage(() => session({ display: false }));
    expect(await screen.findByRole('heading', { name: 'ParaView 5.11.2' })).toBeTruthy();
    expect(screen.getByText('wrf_ehpc')).toBeTruthy();
    expect(screen.getByText('node-1')).toBeTruthy();
    expect(screen.getByTestId('time-left').textContent).toBe('0:40:00');
    vi.setSystemTime(NOW + 5000);
    await waitFor(() => expect(screen.getByTestId('time-left').textContent).toBe('0:39:55'));
    expect(screen.getByRole('link', { name: '10234' }).getAttribute('href')).toBe('/pek3/hpc/jobs/hpcjob-7k2m9x4q/compute_dir');
    expect(screen.getByRole('button', { name: 'End ParaView' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'More time for ParaView' })).toBeTruthy();
  });

  it('says a session that is not the user’s as not found', async () => {
    renderPage(() => refusal(404, 1300, 'Graphics session gs-4k8m2q7w not found'));
    expect(await screen.findByText('This graphics session does not exist or is not yours')).toBeTruthy();
  });
});

describe('the desktop of a running session', () => {
  it('opens the socket with the session, the language and the CSRF subprotocol, and hands the password to noVNC only', async () => {
    const log = vi.spyOn(console, 'log');
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    document.cookie = 'hpc_csrf=csrf-t0k3n; path=/';
    const calls = renderPage(() => RUNNING);
    const { socket, made } = await connected();
    const url = new URL(socket.url);
    expect(url.pathname.endsWith('/api/graphics')).toBe(true);
    expect(url.searchParams.get('session_id')).toBe(RUNNING.session_id);
    expect(url.searchParams.get('lang')).toBe('en');
    expect(socket.protocols[0]).toBe('hpc-graphics.v1');
    expect(socket.protocols[1]).toMatch(/^csrf\./);

    expect(made.options).toEqual({ credentials: { password: PASSWORD }, shared: true });
    expect(made.target).toBe(screen.getByRole('region', { name: 'Remote desktop of ParaView' }).firstElementChild);
    expect(made.scaleViewport).toBe(false);
    expect(made.resizeSession).toBe(true);
    // The start frame comes after noVNC has the socket, and it is the only thing sent.
    expect(made.sentBeforeMade).toBe(0);
    expect(socket.sent).toEqual([JSON.stringify({ type: 'start' })]);
    expect(displayStatus().textContent).toBe('Connected');

    expect(socket.url).not.toContain(PASSWORD);
    expect(document.documentElement.outerHTML).not.toContain(PASSWORD);
    expect(JSON.stringify({ ...localStorage })).not.toContain(PASSWORD);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(PASSWORD);
    expect(document.cookie).not.toContain(PASSWORD);
    expect(JSON.stringify(calls.map((call) => [call.url.href, call.body]))).not.toContain(PASSWORD);
    for (const spy of [log, warn, error]) expect(JSON.stringify(spy.mock.calls)).not.toContain(PASSWORD);
  });

  it('shows the remote clipboard and sends the panel’s text to it', async () => {
    renderPage(() => RUNNING);
    const { made } = await connected();
    await userEvent.click(screen.getByRole('button', { name: 'Clipboard' }));
    act(() => {
      made.dispatchEvent(new CustomEvent('clipboard', { detail: { text: 'copied on the node' } }));
    });
    const text = screen.getByRole('textbox', { name: 'Remote clipboard' }) as HTMLTextAreaElement;
    expect(text.value).toBe('copied on the node');
    await userEvent.clear(text);
    await userEvent.type(text, 'ls -la');
    await userEvent.click(screen.getByRole('button', { name: 'Send to the remote desktop' }));
    expect(made.clipboardPasteFrom).toHaveBeenCalledWith('ls -la');
  });

  it('reconnects after a drop with back-off, 1, 2, 4… up to 30 s, with a new password', async () => {
    const calls = renderPage(() => RUNNING);
    await connected();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(NOW);
    const reads = readsOf(calls);
    act(() => lastSocket().drop(1006));
    expect(displayStatus().textContent).toBe('Connection lost: reconnecting in 1 s…');
    for (const [index, delay] of [...BACKOFF_MS, 30_000].entries()) {
      const before = FakeSocket.made.length;
      await act(() => vi.advanceTimersByTimeAsync(delay - 1));
      expect(FakeSocket.made).toHaveLength(before);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(FakeSocket.made).toHaveLength(before + 1);
      // The gateway is away: the socket fails before it opens, which is one more drop.
      act(() => lastSocket().drop(1006));
      const next = [...BACKOFF_MS, 30_000, 30_000][index + 1] / 1000;
      expect(displayStatus().textContent).toBe(`Connection lost: reconnecting in ${next} s…`);
    }
    expect(readsOf(calls)).toBeGreaterThan(reads);

    // Back: the next socket takes the display with the new password, and the back-off starts again.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    const socket = lastSocket();
    act(() => {
      socket.open();
      socket.ready('pw-n3wP4ss1');
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    const made = rfb.FakeRfb.made[rfb.FakeRfb.made.length - 1];
    expect(made.options.credentials?.password).toBe('pw-n3wP4ss1');
    act(() => {
      made.dispatchEvent(new CustomEvent('connect', { detail: {} }));
    });
    expect(displayStatus().textContent).toBe('Connected');
    act(() => socket.drop(4003));
    expect(displayStatus().textContent).toBe("The console's gateway restarted: reconnecting in 1 s…");
  });

  it('says the desktop did not answer (4004) and reconnects', async () => {
    renderPage(() => RUNNING);
    await connected();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(NOW);
    act(() => lastSocket().drop(4004));
    expect(displayStatus().textContent).toBe('The desktop did not answer: reconnecting in 1 s…');
    const before = FakeSocket.made.length;
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(FakeSocket.made).toHaveLength(before + 1);
  });

  it('tells of the other tab (4002) and waits for "Take it back" instead of reconnecting', async () => {
    renderPage(() => RUNNING);
    await connected();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    act(() => lastSocket().drop(4002));
    expect(displayStatus().textContent).toBe('Closed: opened elsewhere');
    expect(screen.getByText('Opened elsewhere')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(FakeSocket.made).toHaveLength(1);
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Take it back' }));
    expect(FakeSocket.made).toHaveLength(2);
    const { made } = await connected('pw-b4ckAg4n');
    expect(made.options.credentials?.password).toBe('pw-b4ckAg4n');
    expect(displayStatus().textContent).toBe('Connected');
  });

  it('tells that the console session ended (4001), offers the sign-in and does not reconnect', async () => {
    renderPage(() => RUNNING);
    await connected();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    act(() => lastSocket().drop(4001));
    expect(displayStatus().textContent).toBe('Closed: your console session ended');
    expect(screen.getByText('Your console session ended')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('reads the session when the desktop went away (4000) and shows its end', async () => {
    let now: GraphicsSession = RUNNING;
    renderPage(() => now);
    await connected();
    now = { ...ENDED, session_id: RUNNING.session_id, end_reason: 'app_exited' };
    act(() => lastSocket().drop(4000));
    expect(await screen.findByText('This session has ended')).toBeTruthy();
    expect(screen.getByText('The application was closed')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Remote desktop of ParaView' })).toBeNull();
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('reads the session when the socket is refused before it opens, and says why', async () => {
    let now: GraphicsSession = RUNNING;
    const calls = renderPage(() => now);
    await waitFor(() => expect(FakeSocket.made).toHaveLength(1));
    const reads = readsOf(calls);
    act(() => lastSocket().drop(1006));
    expect(displayStatus().textContent).toBe('The display could not be opened');
    await waitFor(() => expect(readsOf(calls)).toBeGreaterThan(reads));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();

    // Refused because it ended meanwhile: the page says so.
    now = { ...ENDED, session_id: RUNNING.session_id, end_reason: 'ended_by_user' };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    act(() => lastSocket().drop(1006));
    expect(await screen.findByText('You ended it')).toBeTruthy();
  });
});

describe('in Chinese', () => {
  afterEach(() => activateLocale('en'));

  it('says why a session waits and that the display was opened elsewhere', async () => {
    await activateLocale('zh');
    let now: GraphicsSession = QUEUED;
    renderPage(() => now);
    expect(await screen.findByText('正在等待节点')).toBeTruthy();
    expect(screen.getByText('等待原因：等待空闲核数')).toBeTruthy();

    // Its job starts: the page opens the display by itself.
    now = RUNNING;
    await act(() => client.invalidateQueries());
    await connected();
    act(() => lastSocket().drop(4002));
    expect(displayStatus().textContent).toBe('已关闭：已在别处打开');
    expect(screen.getByRole('button', { name: '收回到此处' })).toBeTruthy();
  });
});
