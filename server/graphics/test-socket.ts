/**
 * A graphics client for the proxy's tests: opens the socket as the console does (Origin, cookies, the protocol and
 * CSRF subprotocols), answers the refusal when there is no upgrade, and speaks RFB through it as noVNC would
 * (test-rfb.ts over the socket's binary frames).
 */
import WebSocket from 'ws';
import type { TestClient } from '../test-support';
import { openGatewaySocket, type OpenOptions, type Refused } from '../testing/gateway-socket';
import { GRAPHICS_PROTOCOL } from './checks';
import { bufferedTransport, rfbHandshake, type RfbResult } from './test-rfb';

export { isRefused, type OpenOptions } from '../testing/gateway-socket';

export class Viewer {
  /** The text frames received, parsed. */
  readonly texts: Record<string, unknown>[] = [];
  /** Binary bytes received (RFB from the display). */
  received = 0;
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly transport = bufferedTransport((bytes) => this.socket.send(bytes, { binary: true }));
  private readonly waiters = new Set<() => void>();
  /** RFB is spoken through the socket (start): what comes is read by the handshake, else only counted. */
  private speaking = false;

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      if (isBinary) {
        this.received += data.length;
        if (this.speaking) this.transport.push(data);
      } else this.texts.push(JSON.parse(data.toString()) as Record<string, unknown>);
      for (const wake of this.waiters) wake();
    });
    this.closed = new Promise((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  /** The `ready` frame's password (the first text frame). */
  async password(ms = 10_000): Promise<string> {
    const deadline = Date.now() + ms;
    while (!this.texts.length) {
      if (Date.now() > deadline) throw new Error('no ready frame');
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiters.delete(wake);
          resolve();
        };
        this.waiters.add(wake);
        setTimeout(wake, 100);
      });
    }
    const [ready] = this.texts;
    if (ready?.type !== 'ready' || typeof ready.password !== 'string') throw new Error(`not a ready frame: ${JSON.stringify(ready)}`);
    return ready.password;
  }

  /** Sends `start` and shakes hands with the display through the socket. */
  async start(password: string): Promise<RfbResult> {
    this.speaking = true;
    this.socket.send(JSON.stringify({ type: 'start' }));
    return rfbHandshake(this.transport, password);
  }

  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    this.socket.close();
    await this.closed;
  }
}

export function openViewer(
  url: string,
  client: TestClient | undefined,
  query: Record<string, string>,
  options: OpenOptions = {},
): Promise<Viewer | Refused> {
  return openGatewaySocket(
    { path: 'api/graphics', protocol: GRAPHICS_PROTOCOL, wrap: (socket) => new Viewer(socket) },
    url,
    client,
    query,
    options,
  );
}
