/**
 * A terminal client for the gateway tests: opens the terminal socket as the browser does (Origin, cookies, the
 * CSRF subprotocol), answers the refusal when there is no upgrade, and waits for what the gateway sends.
 */
import WebSocket from 'ws';
import type { TestClient } from '../test-support';
import { openGatewaySocket, type OpenOptions, type Refused } from '../testing/gateway-socket';

export { isRefused, type OpenOptions } from '../testing/gateway-socket';

type Control = Record<string, unknown> & { type: string };

export class Term {
  readonly controls: Control[] = [];
  output = '';
  closed = false;
  private waiters: (() => void)[] = [];

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      if (isBinary) this.output += data.toString('utf8');
      else this.controls.push(JSON.parse(data.toString()) as Control);
      this.wake();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** Resolves when `check` holds (checked on every frame), rejects after `ms` with what arrived. */
  async until<T>(check: () => T | undefined | false, ms = 15_000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = check();
      if (value) return value;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`timed out; controls ${JSON.stringify(this.controls)}; output ${JSON.stringify(this.output.slice(-500))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  control(type: string, from = 0): Promise<Control> {
    return this.until(() => this.controls.slice(from).find((c) => c.type === type));
  }

  send(message: Record<string, unknown>): void {
    this.socket.send(JSON.stringify(message));
  }

  type(text: string): void {
    this.socket.send(Buffer.from(text), { binary: true });
  }

  /** Types a command and waits for `expected` in the output after it. */
  async run(command: string, expected: string | RegExp): Promise<void> {
    const from = this.output.length;
    this.type(`${command}\n`);
    await this.until(() =>
      typeof expected === 'string' ? this.output.slice(from).includes(expected) : expected.test(this.output.slice(from)),
    );
  }

  /** Logs in and waits for `ready` (or the error that refused it). */
  async login(login: Record<string, unknown>): Promise<Control> {
    const from = this.controls.length;
    this.send({ type: 'login', ...login });
    return this.until(() => this.controls.slice(from).find((c) => c.type === 'ready' || c.type === 'error' || c.type === 'closed'), 30_000);
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.socket.close();
    return this.until(() => this.closed).then(() => undefined);
  }
}

export function openTerminal(
  url: string,
  client: TestClient | undefined,
  query: Record<string, string>,
  options: OpenOptions = {},
): Promise<Term | Refused> {
  return openGatewaySocket(
    { path: 'api/terminal', protocol: 'hpc-terminal.v1', wrap: (socket) => new Term(socket) },
    url,
    client,
    query,
    options,
  );
}
