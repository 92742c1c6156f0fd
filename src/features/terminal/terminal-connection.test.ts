import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureGateway } from '@/api/gateway';
import { followWindowResize, RESIZE_DEBOUNCE_MS } from './follow-resize';
import { storedTerminalId, storeTerminalId, TERMINAL_PROTOCOL } from './terminal-address';
import { ACK_BYTES, GRACE_MS, TerminalConnection, type TerminalStatus } from './terminal-connection';

/** A WebSocket of the test's: records what is sent; the test opens it, answers and closes it. */
class FakeSocket {
  static readonly OPEN = 1;
  readyState = 0;
  binaryType = 'blob';
  sent: (string | Uint8Array)[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(
    readonly url: URL,
    readonly protocols: string[],
  ) {}
  send(data: string | Uint8Array) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  control(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  output(text: string) {
    this.onmessage?.({ data: new TextEncoder().encode(text).buffer });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
  controls() {
    return this.sent.filter((item): item is string => typeof item === 'string').map((item) => JSON.parse(item) as Record<string, unknown>);
  }
}

const TARGET = { clusterId: 'ehpc-k8x2m4q1', instanceId: 'i-l0g1n9a2' };

function connect(now = () => Date.now()) {
  const sockets: FakeSocket[] = [];
  const statuses: TerminalStatus[] = [];
  const output: string[] = [];
  /** The terminal's write callbacks, called by the test when "xterm" has written the output. */
  const writes: (() => void)[] = [];
  const connection = new TerminalConnection({
    target: TARGET,
    onStatus: (status) => statuses.push(status),
    onOutput: (bytes, written) => {
      output.push(new TextDecoder().decode(bytes));
      writes.push(written);
    },
    size: () => ({ cols: 120, rows: 40 }),
    createSocket: (url, protocols) => {
      const socket = new FakeSocket(new URL(url), protocols);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    now,
  });
  connection.start();
  return {
    connection,
    sockets,
    statuses,
    output,
    writes,
    last: () => sockets[sockets.length - 1],
    phase: () => statuses[statuses.length - 1]?.phase,
  };
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  configureGateway({ baseUrl: '/_micro_/hpc/api', csrfToken: () => 'tok123', lang: 'en' });
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the web terminal connection', () => {
  it('opens a new shell under the base path with the CSRF subprotocol, signs in, and carries bytes both ways', () => {
    const { connection, last, phase, output } = connect();
    const socket = last();
    expect(socket.url.pathname).toBe('/_micro_/hpc/api/terminal');
    expect(socket.url.protocol).toBe('ws:');
    expect(Object.fromEntries(socket.url.searchParams)).toEqual({
      cluster_id: TARGET.clusterId,
      instance_id: TARGET.instanceId,
      lang: 'en',
    });
    expect(socket.protocols).toEqual([TERMINAL_PROTOCOL, 'csrf.tok123']);
    expect(phase()).toBe('connecting');
    socket.open();
    expect(phase()).toBe('login');

    connection.login({ user_name: 'cfd_user', password: 'secret' });
    expect(socket.controls()).toEqual([{ type: 'login', user_name: 'cfd_user', password: 'secret' }]);
    socket.control({ type: 'ready', terminal_id: 'term-1', reattached: false });
    expect(phase()).toBe('connected');
    expect(storedTerminalId(TARGET)).toBe('term-1');
    // The terminal's size goes right after ready.
    expect(socket.controls().at(-1)).toEqual({ type: 'resize', cols: 120, rows: 40 });

    socket.output('hello\r\n');
    expect(output).toEqual(['hello\r\n']);
    connection.sendInput('ls é\r');
    const input = socket.sent.at(-1);
    // A binary frame (bytes, not a text frame).
    expect(typeof input).not.toBe('string');
    expect(ArrayBuffer.isView(input)).toBe(true);
    expect(new TextDecoder().decode(input as Uint8Array)).toBe('ls é\r');
  });

  it('acknowledges output only once the terminal has written it, so that the gateway holds a flood back (ADR 0040)', () => {
    const { connection, last, writes } = connect();
    const socket = last();
    socket.open();
    connection.login({ user_name: 'cfd_user', password: 'secret' });
    socket.control({ type: 'ready', terminal_id: 'term-1', reattached: false });
    // The page says it acknowledges: from here the gateway keeps the unacknowledged output under its window.
    expect(socket.controls()).toContainEqual({ type: 'ack', bytes: 0 });
    const acks = () => socket.controls().filter((message) => message.type === 'ack' && message.bytes !== 0);

    const chunk = 'x'.repeat(16 * 1024);
    for (let i = 0; i < 8; i += 1) socket.output(chunk);
    // Received but not yet written by the terminal: nothing is acknowledged, however much arrived.
    expect(writes).toHaveLength(8);
    expect(acks()).toEqual([]);
    // Written: acknowledged in steps of ACK_BYTES.
    for (const written of writes.splice(0, 3)) written();
    expect(acks()).toEqual([]);
    writes.shift()!();
    expect(acks()).toEqual([{ type: 'ack', bytes: ACK_BYTES }]);
    for (const written of writes.splice(0)) written();
    expect(acks()).toEqual([
      { type: 'ack', bytes: ACK_BYTES },
      { type: 'ack', bytes: ACK_BYTES },
    ]);
  });

  it('acknowledges nothing on a new socket for output that came on the one before', () => {
    vi.useFakeTimers();
    const { connection, sockets, last, writes } = connect();
    last().open();
    connection.login({ user_name: 'cfd_user', password: 'secret' });
    last().control({ type: 'ready', terminal_id: 'term-1', reattached: false });
    last().output('y'.repeat(ACK_BYTES));
    last().drop();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    last().open();
    last().control({ type: 'ready', terminal_id: 'term-1', reattached: true });
    writes.shift()!();
    expect(
      last()
        .controls()
        .filter((message) => message.type === 'ack'),
    ).toEqual([{ type: 'ack', bytes: 0 }]);
  });

  it('shows a refused login in the modal and takes another on the same socket', () => {
    const { connection, last, statuses } = connect();
    last().open();
    connection.login({ user_name: 'cfd_user', password: 'wrong' });
    expect(statuses.at(-1)).toEqual({ phase: 'login', sending: true });
    last().control({ type: 'error', code: 'auth_failed', message: 'Wrong user name or password' });
    expect(statuses.at(-1)).toEqual({
      phase: 'login',
      sending: false,
      error: { code: 'auth_failed', message: 'Wrong user name or password' },
    });
    connection.login({ user_name: 'cfd_user', password: 'right' });
    last().control({ type: 'ready', terminal_id: 'term-2' });
    expect(statuses.at(-1)).toEqual({ phase: 'connected', reattached: false });
  });

  it('reattaches to the kept shell with the stored terminal_id (a reload), without a login', () => {
    storeTerminalId(TARGET, 'term-kept');
    const { last, phase, statuses } = connect();
    expect(last().url.searchParams.get('terminal_id')).toBe('term-kept');
    last().open();
    expect(phase()).toBe('connecting');
    last().control({ type: 'ready', terminal_id: 'term-kept', reattached: true });
    expect(statuses.at(-1)).toEqual({ phase: 'connected', reattached: true });
    expect(
      last()
        .controls()
        .some((message) => message.type === 'login'),
    ).toBe(false);
  });

  it('asks for a login when the kept shell is gone', () => {
    storeTerminalId(TARGET, 'term-old');
    const { last, phase, sockets } = connect();
    last().open();
    last().control({ type: 'error', code: 'not_found', message: 'The terminal no longer exists' });
    expect(storedTerminalId(TARGET)).toBeUndefined();
    expect(sockets).toHaveLength(2);
    expect(last().url.searchParams.has('terminal_id')).toBe(false);
    last().open();
    expect(phase()).toBe('login');
  });

  it('reconnects after a drop with back-off and the same terminal_id, within the grace period only', () => {
    vi.useFakeTimers();
    const { last, phase, sockets, statuses } = connect();
    last().open();
    last().control({ type: 'ready', terminal_id: 'term-3' });
    last().drop();
    expect(statuses.at(-1)).toEqual({ phase: 'reconnecting', attempt: 1 });
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(last().url.searchParams.get('terminal_id')).toBe('term-3');
    last().drop(); // the gateway is still away
    expect(statuses.at(-1)).toEqual({ phase: 'reconnecting', attempt: 2 });
    vi.advanceTimersByTime(2000);
    last().open();
    last().control({ type: 'ready', terminal_id: 'term-3', reattached: true });
    expect(phase()).toBe('connected');

    // Away for longer than the grace period: closed, and the id is forgotten.
    last().drop();
    vi.advanceTimersByTime(GRACE_MS);
    last().drop();
    expect(statuses.at(-1)).toEqual({ phase: 'closed', reason: 'lost', message: undefined });
    expect(storedTerminalId(TARGET)).toBeUndefined();
  });

  it('closes with the gateway message on the idle timeout, and signs in again to a new shell', () => {
    const { connection, last, statuses, phase } = connect();
    last().open();
    connection.login({ user_name: 'cfd_user', password: 'secret' });
    last().control({ type: 'ready', terminal_id: 'term-4' });
    last().control({ type: 'closed', reason: 'idle', message: 'The session was idle for 30 minutes and was closed' });
    expect(statuses.at(-1)).toEqual({ phase: 'closed', reason: 'idle', message: 'The session was idle for 30 minutes and was closed' });
    expect(storedTerminalId(TARGET)).toBeUndefined();
    last().drop();
    expect(phase()).toBe('closed');
    connection.signInAgain();
    expect(last().url.searchParams.has('terminal_id')).toBe(false);
    last().open();
    expect(phase()).toBe('login');
  });

  it('keeps the login open on a locked login, with the message saying when to retry', () => {
    const { connection, last, statuses } = connect();
    last().open();
    connection.login({ user_name: 'cfd_user', password: 'guess' });
    last().control({
      type: 'error',
      code: 'login_locked',
      retry_after: 60,
      message: 'Too many failed logins to this node: please try again in 1 min',
    });
    expect(statuses.at(-1)).toEqual({
      phase: 'login',
      sending: false,
      error: { code: 'login_locked', message: 'Too many failed logins to this node: please try again in 1 min' },
    });
  });

  it('closes for good when the console session ended, even while taking a kept shell back (no new login offered)', () => {
    storeTerminalId(TARGET, 'term-kept');
    const { last, sockets, statuses } = connect();
    last().open();
    last().control({ type: 'closed', reason: 'signed_out', message: 'The terminal was closed: your console session ended' });
    expect(statuses.at(-1)).toEqual({
      phase: 'closed',
      reason: 'signed_out',
      message: 'The terminal was closed: your console session ended',
    });
    expect(sockets).toHaveLength(1);
    expect(storedTerminalId(TARGET)).toBeUndefined();
  });

  it('says the connection was refused when the gateway does not upgrade', () => {
    const { last, statuses } = connect();
    last().drop();
    expect(statuses.at(-1)).toEqual({ phase: 'closed', reason: 'refused' });
  });
});

describe('the terminal follows the window', () => {
  it('fits and sends the size once the window has stood still for 150 ms', () => {
    vi.useFakeTimers();
    let cols = 80;
    const sent: [number, number][] = [];
    const stop = followWindowResize(
      () => ({ cols, rows: 24 }),
      (c, r) => sent.push([c, r]),
    );
    for (let i = 0; i < 10; i += 1) {
      cols += 2;
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(100);
    }
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 100 - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([[100, 24]]);
    // The same size again sends nothing.
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
    expect(sent).toHaveLength(1);
    stop();
  });
});
