/**
 * One web terminal's connection to the gateway (ADR 0034), without any UI: the WebSocket, its frames (binary
 * terminal bytes both ways, JSON control messages as text), the login, the status the page shows, and the automatic
 * reattach after a drop. It keeps no credential: a login is sent as it is given and forgotten.
 *
 * - A new shell: the socket opens without `terminal_id`; status `login` until the login modal sends one; `ready`
 *   gives the shell's id, kept in sessionStorage (terminal-address.ts) for a reload.
 * - A kept shell: the socket opens with the stored `terminal_id`; `ready` (reattached) gives back the shell and its
 *   recent output. When the gateway no longer has it (an error or a close before `ready`), the id is dropped and a
 *   new socket asks for the login.
 * - A drop after `ready` (the network, the gateway's restart): reconnects with back-off (1, 2, 4, 8, then every 15 s)
 *   while within the grace period the gateway keeps the shell; after it, `closed`.
 * - `closed` from the gateway (idle, max_duration, exit, unreachable, taken_over, login_timeout, signed_out) ends the
 *   shell with its message.
 * - Flow control (ADR 0040): output is acknowledged once the terminal has written it (`{"type":"ack","bytes":n}`,
 *   every ACK_BYTES; an ack of 0 at `ready` says this page acknowledges), so a flood waits in sshd, not in the page.
 */
import { storedTerminalId, storeTerminalId, terminalProtocols, terminalUrl, type TerminalTarget } from './terminal-address';

/** Login codes after which the same socket takes another login (ADR 0034). */
export const RETRYABLE_LOGIN_CODES = new Set(['auth_failed', 'key_too_large', 'key_invalid', 'key_type', 'login_locked']);
export const GRACE_MS = 300_000;
const BACKOFF_MS = [1000, 2000, 4000, 8000, 15_000];
/** Written output is acknowledged in steps of this many bytes (the gateway's window is 1 MiB). */
export const ACK_BYTES = 64 * 1024;

export type TerminalLogin = { user_name: string; password: string } | { user_name: string; private_key: string; passphrase?: string };

export type TerminalStatus =
  | { phase: 'connecting' }
  | { phase: 'login'; error?: { code: string; message: string }; sending: boolean }
  | { phase: 'connected'; reattached: boolean }
  | { phase: 'reconnecting'; attempt: number }
  /** reason: the gateway's (idle, max_duration, exit, unreachable, taken_over, login_timeout, signed_out), `refused` (no upgrade), `lost` (grace over). */
  | { phase: 'closed'; reason: string; message?: string };

export interface TerminalConnectionOptions {
  target: TerminalTarget;
  onStatus(status: TerminalStatus): void;
  /** Output for the terminal; `written` once the terminal has taken it in (what the acknowledgements count). */
  onOutput(bytes: Uint8Array, written: () => void): void;
  /** The size to send after `ready` (the terminal's cols and rows as fitted). */
  size?(): { cols: number; rows: number } | undefined;
  createSocket?: (url: string, protocols: string[]) => WebSocket;
  now?: () => number;
}

type ControlMessage =
  | { type: 'ready'; terminal_id: string; reattached?: boolean }
  | { type: 'error'; code: string; message: string }
  | { type: 'closed'; reason: string; message?: string }
  | { type: 'pong' };

const encoder = new TextEncoder();

export class TerminalConnection {
  private socket: WebSocket | undefined;
  private status: TerminalStatus = { phase: 'connecting' };
  private terminalId: string | undefined;
  private droppedAt: number | undefined;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;
  /** Output the terminal has written since the last acknowledgement, on the current socket. */
  private unacked = 0;
  private readonly now: () => number;

  constructor(private readonly options: TerminalConnectionOptions) {
    this.now = options.now ?? Date.now;
  }

  get current(): TerminalStatus {
    return this.status;
  }

  /** Opens the socket: reattaching to the kept shell when there is one, otherwise for a login. */
  start(): void {
    this.terminalId = storedTerminalId(this.options.target);
    this.open();
  }

  /** Sends the login of a new shell; the credentials are not kept. */
  login(credentials: TerminalLogin): void {
    if (this.status.phase !== 'login' || this.socket?.readyState !== WebSocket.OPEN) return;
    this.socket.send(JSON.stringify({ type: 'login', ...credentials }));
    this.setStatus({ phase: 'login', sending: true });
  }

  /** What the user typed or pasted, as terminal bytes. */
  sendInput(text: string): void {
    if (this.status.phase === 'connected' && this.socket?.readyState === WebSocket.OPEN) this.socket.send(encoder.encode(text));
  }

  resize(cols: number, rows: number): void {
    if (this.status.phase === 'connected' && this.socket?.readyState === WebSocket.OPEN)
      this.socket.send(JSON.stringify({ type: 'resize', cols, rows }));
  }

  /** After a close: tries the kept shell again (taken over elsewhere, a refusal, a lost connection). */
  reconnect(): void {
    this.attempt = 0;
    this.droppedAt = undefined;
    this.start();
  }

  /** After the shell ended: a new shell, asking for the login. */
  signInAgain(): void {
    storeTerminalId(this.options.target, undefined);
    this.attempt = 0;
    this.droppedAt = undefined;
    this.terminalId = undefined;
    this.open();
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.retryTimer);
    this.detach()?.close(1000);
  }

  private setStatus(status: TerminalStatus): void {
    this.status = status;
    if (!this.disposed) this.options.onStatus(status);
  }

  private detach(): WebSocket | undefined {
    const socket = this.socket;
    this.socket = undefined;
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
    }
    return socket;
  }

  private open(): void {
    clearTimeout(this.retryTimer);
    this.detach()?.close(1000);
    if (this.disposed) return;
    if (this.droppedAt === undefined) this.setStatus({ phase: 'connecting' });
    const url = terminalUrl(this.options.target, this.terminalId);
    const socket = (this.options.createSocket ?? ((address, protocols) => new WebSocket(address, protocols)))(url, terminalProtocols());
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    this.unacked = 0;
    let opened = false;
    socket.onopen = () => {
      opened = true;
      if (!this.terminalId) this.setStatus({ phase: 'login', sending: false });
    };
    socket.onmessage = (event: MessageEvent) => this.receive(event.data);
    socket.onclose = () => {
      this.socket = undefined;
      this.dropped(opened);
    };
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') {
      // binaryType arraybuffer: an ArrayBuffer (compared by shape: a test's may come from another realm).
      if (this.status.phase !== 'connected' || !data || typeof (data as ArrayBuffer).byteLength !== 'number') return;
      const bytes = new Uint8Array(data as ArrayBuffer);
      const socket = this.socket;
      this.options.onOutput(bytes, () => this.written(socket, bytes.byteLength));
      return;
    }
    let message: ControlMessage;
    try {
      message = JSON.parse(data) as ControlMessage;
    } catch {
      return;
    }
    if (message.type === 'ready') this.ready(message.terminal_id, Boolean(message.reattached));
    else if (message.type === 'error') this.failed(message.code, message.message);
    else if (message.type === 'closed') this.ended(message.reason, message.message);
  }

  /** The terminal wrote `bytes` that came on `socket`: acknowledged in steps of ACK_BYTES (none for an old socket). */
  private written(socket: WebSocket | undefined, bytes: number): void {
    if (!socket || socket !== this.socket || socket.readyState !== WebSocket.OPEN) return;
    this.unacked += bytes;
    if (this.unacked < ACK_BYTES) return;
    socket.send(JSON.stringify({ type: 'ack', bytes: this.unacked }));
    this.unacked = 0;
  }

  private ready(terminalId: string, reattached: boolean): void {
    this.terminalId = terminalId;
    this.droppedAt = undefined;
    this.attempt = 0;
    storeTerminalId(this.options.target, terminalId);
    // This page acknowledges what its terminal writes: the gateway keeps the output within its window from now on.
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify({ type: 'ack', bytes: 0 }));
    this.setStatus({ phase: 'connected', reattached });
    const size = this.options.size?.();
    if (size) this.resize(size.cols, size.rows);
  }

  private failed(code: string, message: string): void {
    if (this.status.phase === 'login' && RETRYABLE_LOGIN_CODES.has(code)) {
      this.setStatus({ phase: 'login', sending: false, error: { code, message } });
      return;
    }
    if (this.terminalId && this.status.phase !== 'connected') {
      // The kept shell is gone (the grace period passed, another gateway): a new one, with a login.
      this.signInAgain();
      return;
    }
    this.finish(code, message);
  }

  private ended(reason: string, message: string | undefined): void {
    // A kept shell that is gone asks for a new login, unless the console session itself ended (no new shell then).
    if (
      this.terminalId &&
      this.status.phase !== 'connected' &&
      this.status.phase !== 'reconnecting' &&
      reason !== 'taken_over' &&
      reason !== 'signed_out'
    ) {
      this.signInAgain();
      return;
    }
    this.finish(reason, message);
  }

  private finish(reason: string, message: string | undefined): void {
    // taken_over: the shell lives on in another tab; this tab may take it back with "Reconnect".
    if (reason !== 'taken_over') storeTerminalId(this.options.target, undefined);
    this.detach()?.close(1000);
    this.setStatus({ phase: 'closed', reason, message });
  }

  private dropped(opened: boolean): void {
    if (this.disposed || this.status.phase === 'closed') return;
    const wasLive = this.status.phase === 'connected' || this.status.phase === 'reconnecting';
    if (!wasLive || !this.terminalId) {
      // Refused before the upgrade (signed out, no access, too many shells) or lost before a shell: nothing to keep.
      this.setStatus({ phase: 'closed', reason: opened ? 'lost' : 'refused' });
      return;
    }
    this.droppedAt ??= this.now();
    if (this.now() - this.droppedAt >= GRACE_MS) {
      this.finish('lost', undefined);
      return;
    }
    const delay = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)];
    this.attempt += 1;
    this.setStatus({ phase: 'reconnecting', attempt: this.attempt });
    this.retryTimer = setTimeout(() => this.open(), delay);
  }
}
