/**
 * One graphics session's display connection (ADR 0062), without any UI: the WebSocket to the gateway's proxy, the
 * hand-over to noVNC, the status the page shows and the reconnects after a drop.
 *
 * - The socket opens at `{base}api/graphics?session_id=…&lang=…` with the subprotocols `hpc-graphics.v1` and
 *   `csrf.<token>`. Its first frame is the gateway's text `{"type":"ready","password":…}`; the password goes to
 *   noVNC's credentials and nowhere else (not kept here, not logged, not in the page), noVNC takes the open socket
 *   over, and then `{"type":"start"}` tells the gateway to pipe the desktop's RFB bytes.
 * - Close codes: 4000 the session ended, 4001 the console session ended, 4002 the display was opened in another tab
 *   or browser (no automatic reconnect: two tabs would take it from each other forever); 4003 the gateway shut down
 *   and 4004 the desktop did not answer are drops like a lost network: reconnected with back-off (1, 2, 4… 30 s).
 * - A socket refused before the upgrade (403, 404, 409, 429 show only as a failed socket) is `refused`; the page reads
 *   the session to say why. Every drop and refusal is told to the page (`onDropped`) for the same reason: the
 *   session may have ended, and then the page stops the connection.
 */
import { gatewaySocketProtocols, gatewaySocketUrl } from '@/shared/routing/gateway-socket';
import type { RemoteDisplay, RemoteDisplayEvents } from './novnc-display';

export const GRAPHICS_PROTOCOL = 'hpc-graphics.v1';
/** The waits before each reconnect, the last one repeated. */
export const BACKOFF_MS = [1000, 2000, 4000, 8000, 16_000, 30_000];

/** The gateway's application close codes. */
export const CLOSE_REASONS: Record<number, 'ended' | 'signed_out' | 'taken_over' | 'shutdown' | 'unreachable'> = {
  4000: 'ended',
  4001: 'signed_out',
  4002: 'taken_over',
  4003: 'shutdown',
  4004: 'unreachable',
};

/** Why a connection dropped and is being made again. */
export type DropReason = 'lost' | 'shutdown' | 'unreachable';
/** Why it stays closed until the user acts (or the page moves on). */
export type ClosedReason = 'ended' | 'signed_out' | 'taken_over' | 'refused';

export type DisplayStatus =
  | { phase: 'connecting' }
  | { phase: 'connected' }
  | { phase: 'reconnecting'; reason: DropReason; attempt: number; retryAt: number }
  | { phase: 'closed'; reason: ClosedReason };

type OpenDisplay = (target: HTMLElement, socket: WebSocket, password: string, events: RemoteDisplayEvents) => RemoteDisplay;

export interface DisplayConnectionOptions {
  sessionId: string;
  /** Where noVNC puts its canvas. */
  target: HTMLElement;
  onStatus(status: DisplayStatus): void;
  /** The remote desktop's clipboard changed. */
  onClipboard(text: string): void;
  /** The socket dropped or was refused: the session may have changed. */
  onDropped(): void;
  createSocket?: (url: string, protocols: string[]) => WebSocket;
  /** noVNC, loaded with the first connection (never with the page). */
  loadDisplay?: () => Promise<OpenDisplay>;
  now?: () => number;
}

const loadNoVnc = () => import('./novnc-display').then((module) => module.openRemoteDisplay);

function readyPassword(data: unknown): string | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const message = JSON.parse(data) as { type?: unknown; password?: unknown };
    return message.type === 'ready' && typeof message.password === 'string' ? message.password : undefined;
  } catch {
    return undefined;
  }
}

export class DisplayConnection {
  private socket: WebSocket | undefined;
  private display: RemoteDisplay | undefined;
  private status: DisplayStatus = { phase: 'connecting' };
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;
  private readonly now: () => number;

  constructor(private readonly options: DisplayConnectionOptions) {
    this.now = options.now ?? Date.now;
  }

  get current(): DisplayStatus {
    return this.status;
  }

  start(): void {
    this.open();
  }

  /** Text for the remote desktop's clipboard. */
  paste(text: string): void {
    if (this.status.phase === 'connected') this.display?.paste(text);
  }

  focus(): void {
    this.display?.focus();
  }

  /** After a close (taken over elsewhere, a refusal): connects again at once, taking the display back. */
  reconnect(): void {
    this.attempt = 0;
    this.setStatus({ phase: 'connecting' });
    this.open();
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.retryTimer);
    this.release();
  }

  private setStatus(status: DisplayStatus): void {
    this.status = status;
    if (!this.disposed) this.options.onStatus(status);
  }

  /** Lets go of the current socket and display, without hearing of their close. */
  private release(): void {
    const socket = this.socket;
    const display = this.display;
    this.socket = undefined;
    this.display = undefined;
    if (display) display.disconnect();
    else if (socket && socket.readyState < 2) socket.close(1000);
  }

  private open(): void {
    clearTimeout(this.retryTimer);
    this.release();
    if (this.disposed) return;
    const url = gatewaySocketUrl('graphics', { session_id: this.options.sessionId });
    const create = this.options.createSocket ?? ((address, protocols) => new WebSocket(address, protocols));
    const socket = create(url, gatewaySocketProtocols(GRAPHICS_PROTOCOL));
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    let opened = false;
    socket.addEventListener('open', () => {
      opened = true;
    });
    const onReady = (event: MessageEvent) => {
      socket.removeEventListener('message', onReady);
      const password = readyPassword(event.data);
      if (password === undefined) socket.close(1000);
      else void this.attach(socket, password);
    };
    socket.addEventListener('message', onReady);
    socket.addEventListener('close', (event: CloseEvent) => {
      if (socket === this.socket) this.closed(event.code, opened);
    });
  }

  /** Hands the open socket to noVNC with the password, then asks the gateway for the desktop. */
  private async attach(socket: WebSocket, password: string): Promise<void> {
    const load = this.options.loadDisplay ?? loadNoVnc;
    let openDisplay: OpenDisplay;
    try {
      openDisplay = await load();
    } catch {
      if (socket === this.socket) socket.close(1000);
      return;
    }
    if (socket !== this.socket || this.disposed || socket.readyState !== 1) return;
    this.display = openDisplay(this.options.target, socket, password, {
      connected: () => {
        if (socket !== this.socket) return;
        this.attempt = 0;
        this.setStatus({ phase: 'connected' });
      },
      clipboard: (text) => {
        if (socket === this.socket) this.options.onClipboard(text);
      },
    });
    socket.send(JSON.stringify({ type: 'start' }));
  }

  private closed(code: number, opened: boolean): void {
    // noVNC heard the close too and let go of its canvas.
    this.socket = undefined;
    this.display = undefined;
    if (this.disposed) return;
    const reason = CLOSE_REASONS[code];
    this.options.onDropped();
    if (reason === 'ended' || reason === 'signed_out' || reason === 'taken_over') {
      this.setStatus({ phase: 'closed', reason });
      return;
    }
    // Refused before the upgrade on the first try; once connected, a socket that cannot open (the gateway restarting,
    // the network away) is one more drop.
    if (!opened && this.status.phase === 'connecting') {
      this.setStatus({ phase: 'closed', reason: 'refused' });
      return;
    }
    const delay = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)];
    this.attempt += 1;
    this.setStatus({
      phase: 'reconnecting',
      reason: reason === 'shutdown' || reason === 'unreachable' ? reason : 'lost',
      attempt: this.attempt,
      retryAt: this.now() + delay,
    });
    this.retryTimer = setTimeout(() => this.open(), delay);
  }
}
