/**
 * One shell (ADR 0034): an ssh2 connection to the node with a PTY `xterm-256color`, the last 256 KiB of its output,
 * and the one socket it is attached to. Without a socket it is kept for the grace period, then closed; no input for
 * the idle time, or the maximum duration, closes it. What goes through it is never logged nor kept beyond the ring.
 */
import { randomBytes } from 'node:crypto';
import { Client, type ClientChannel } from 'ssh2';
import WebSocket from 'ws';
import { translate, type Lang, type MessageKey } from '../i18n/messages';
import type { SshAuth } from './login';
import { Flow } from './flow';
import { RingBuffer } from './ring-buffer';
import type { SshEndpoint, TerminalConfig } from './settings';

export const RING_BYTES = 256 * 1024;
const KEEPALIVE_MS = 15_000;
/**
 * The shell's locale, sent as the SSH session's LANG (as OpenSSH's client sends its own; login hosts accept it with
 * `AcceptEnv LANG LC_*`, their distributions' default). Without a UTF-8 locale bash's readline takes each byte of a
 * Chinese character as a Meta key, and what was typed arrives as dashes. C.UTF-8 is on every current glibc.
 */
export const SHELL_ENV = { LANG: 'C.UTF-8' };
/** setTimeout's longest delay (about 24.8 days): a longer one would fire at once. */
export const timerMs = (ms: number): number => Math.min(ms, 2_147_483_647);

export type CloseReason = 'idle' | 'max_duration' | 'exit' | 'unreachable' | 'taken_over' | 'shutdown' | 'signed_out' | 'login_timeout';

const CLOSE_MESSAGES: Record<CloseReason, MessageKey> = {
  idle: 'terminal_closed_idle',
  max_duration: 'terminal_closed_max_duration',
  exit: 'terminal_closed_exit',
  unreachable: 'webssh_unreachable',
  taken_over: 'terminal_closed_taken_over',
  shutdown: 'terminal_closed_shutdown',
  signed_out: 'terminal_closed_signed_out',
  login_timeout: 'terminal_closed_login_timeout',
};

/** The socket a shell is attached to, and the language its messages are in. */
export interface Attachment {
  socket: WebSocket;
  lang: Lang;
}

/** Sends a `closed` control message and closes the socket. */
export function sendClosed(attachment: Attachment, reason: CloseReason): void {
  const { socket, lang } = attachment;
  if (socket.readyState !== WebSocket.OPEN) return;
  socket.send(JSON.stringify({ type: 'closed', reason, message: translate(CLOSE_MESSAGES[reason], lang) }));
  socket.close(1000);
}

export interface ShellOwner {
  userId: string;
  /** The console session that opened the shell: the shell ends with it (ADR 0043). */
  sessionId: string;
  clusterId: string;
  instanceId: string;
}

export type ConnectResult = 'ready' | 'auth_failed' | 'unreachable';

export class Shell {
  readonly id = randomBytes(18).toString('base64url');
  private readonly client = new Client();
  private channel: ClientChannel | undefined;
  private readonly ring = new RingBuffer(RING_BYTES);
  private attachment: Attachment | undefined;
  /** Output paused while the socket is behind (flow.ts); created with the channel. */
  private flow: Flow | undefined;
  private closed = false;
  private idleTimer: NodeJS.Timeout | undefined;
  private lifeTimer: NodeJS.Timeout | undefined;
  private graceTimer: NodeJS.Timeout | undefined;

  constructor(
    readonly owner: ShellOwner,
    private readonly config: TerminalConfig,
    private readonly onClosed: (shell: Shell) => void,
  ) {}

  /** Connects and opens the PTY; the credentials go to ssh2 only. */
  connect(endpoint: SshEndpoint, auth: SshAuth, size: { cols: number; rows: number }): Promise<ConnectResult> {
    return new Promise((resolve) => {
      let settled = false;
      const settle = (result: ConnectResult) => {
        if (settled) return;
        settled = true;
        if (result !== 'ready') this.close();
        resolve(result);
      };
      this.client.on('error', (error: Error & { level?: string }) => {
        settle(error.level === 'client-authentication' ? 'auth_failed' : 'unreachable');
        if (settled) this.close('exit');
      });
      this.client.on('close', () => {
        settle('unreachable');
        this.close('exit');
      });
      this.client.on('ready', () => {
        // Keystrokes are tiny packets: sent at once, not held by Nagle's algorithm for the last one's ACK.
        this.client.setNoDelay(true);
        this.client.shell({ term: 'xterm-256color', cols: size.cols, rows: size.rows }, { env: SHELL_ENV }, (error, channel) => {
          if (error) return settle('unreachable');
          this.channel = channel;
          this.flow = new Flow(channel);
          channel.on('data', (chunk: Buffer) => this.output(chunk));
          channel.stderr.on('data', (chunk: Buffer) => this.output(chunk));
          channel.on('close', () => this.close('exit'));
          channel.on('error', () => this.close('exit'));
          this.idleTimer = setTimeout(() => this.close('idle'), timerMs(this.config.idleSeconds * 1000));
          this.lifeTimer = setTimeout(() => this.close('max_duration'), timerMs(this.config.maxHours * 3_600_000));
          settle('ready');
        });
      });
      this.client.connect({
        host: endpoint.host,
        port: endpoint.port,
        username: auth.username,
        ...('password' in auth ? { password: auth.password } : { privateKey: auth.privateKey, passphrase: auth.passphrase }),
        tryKeyboard: false,
        readyTimeout: this.config.connectTimeoutMs,
        keepaliveInterval: KEEPALIVE_MS,
        keepaliveCountMax: 3,
      });
    });
  }

  get isAttached(): boolean {
    return this.attachment !== undefined;
  }

  /** Attaches a socket (a second one takes the shell over), sends `ready` and the kept output. */
  attach(attachment: Attachment, reattached: boolean): void {
    clearTimeout(this.graceTimer);
    const previous = this.attachment;
    this.attachment = attachment;
    if (previous && previous.socket !== attachment.socket) sendClosed(previous, 'taken_over');
    attachment.socket.send(JSON.stringify({ type: 'ready', terminal_id: this.id, reattached }));
    this.flow?.reset();
    if (reattached && this.ring.length) this.flow?.send(attachment.socket, this.ring.contents());
  }

  /** The socket went away: the shell is kept for the grace period. */
  detach(socket: WebSocket): void {
    if (this.attachment?.socket !== socket) return;
    this.attachment = undefined;
    this.flow?.reset();
    if (!this.closed) this.graceTimer = setTimeout(() => this.close(), timerMs(this.config.graceSeconds * 1000));
  }

  input(data: Buffer): void {
    if (!this.channel || this.closed) return;
    this.idleTimer?.refresh();
    this.channel.write(data);
  }

  /** The attached socket's browser has written `bytes` more of the output (flow.ts). */
  ack(socket: WebSocket, bytes: number): void {
    if (this.attachment?.socket === socket) this.flow?.ack(socket, bytes);
  }

  resize(cols: number, rows: number): void {
    this.channel?.setWindow(rows, cols, 0, 0);
  }

  private output(chunk: Buffer): void {
    this.ring.push(chunk);
    const attachment = this.attachment;
    if (!attachment || attachment.socket.readyState !== WebSocket.OPEN) return;
    this.flow?.send(attachment.socket, chunk);
  }

  /** Ends the shell and its connection; the attached socket is told why (no reason: nobody to tell). */
  close(reason?: CloseReason): void {
    if (this.closed) return;
    this.closed = true;
    for (const timer of [this.idleTimer, this.lifeTimer, this.graceTimer]) clearTimeout(timer);
    const attachment = this.attachment;
    this.attachment = undefined;
    if (attachment && reason) sendClosed(attachment, reason);
    this.channel?.removeAllListeners('close');
    try {
      this.channel?.close();
      this.client.end();
    } catch {
      // The connection is already gone: nothing left to end politely.
    }
    this.client.destroy();
    this.onClosed(this);
  }
}
