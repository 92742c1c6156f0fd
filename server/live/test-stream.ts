/**
 * A live-stream client for the gateway tests: opens `GET …/events` as a browser's EventSource does (the session
 * cookie, Last-Event-ID when it resumes), reads the events as they come, and waits for the ones a test expects.
 */
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import type { TestClient } from '../test-support';

export interface LiveEvent {
  event: string;
  id?: string;
  data: { topics?: string[] };
}

export interface Refused {
  status: number;
  body: Record<string, unknown>;
}

export class LiveClient {
  readonly events: LiveEvent[] = [];
  closed = false;
  private waiters: (() => void)[] = [];

  private constructor(private readonly request: ClientRequest) {}

  /**
   * The stream, or the refusal's status and body. Over node:http rather than fetch: closing it closes its connection
   * at once, as a browser's EventSource.close() does.
   */
  static async open(client: TestClient, options: { lastEventId?: string; query?: string } = {}): Promise<LiveClient | Refused> {
    const request = httpRequest(`${client.api}/events${options.query ?? ''}`, {
      agent: false,
      headers: {
        accept: 'text/event-stream',
        'accept-language': client.lang,
        ...(client.cookies.size ? { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
      },
    });
    const response = await new Promise<IncomingMessage>((resolve, reject) => request.on('response', resolve).on('error', reject).end());
    if (response.statusCode !== 200) {
      let text = '';
      for await (const chunk of response) text += String(chunk);
      return { status: response.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> };
    }
    const live = new LiveClient(request);
    void live.read(response);
    return live;
  }

  /** The first event (from `from` on) that `match` accepts, waiting up to `ms` for it. */
  async next(match: (event: LiveEvent) => boolean, from = 0, ms = 5_000): Promise<LiveEvent> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.events.slice(from).find(match);
      if (found) return found;
      if (this.closed) throw new Error(`stream closed; events: ${JSON.stringify(this.events)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no such event in ${ms} ms; events: ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits until the gateway ends the stream. */
  async ended(ms = 5_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!this.closed) {
      if (Date.now() > deadline) throw new Error(`stream still open; events: ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  close(): void {
    this.request.destroy();
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  private async read(body: IncomingMessage): Promise<void> {
    body.setEncoding('utf8');
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += String(chunk);
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (!line || line.startsWith(':')) continue;
            const at = line.indexOf(':');
            fields.set(line.slice(0, at), line.slice(at + 1).trimStart());
          }
          const data = fields.get('data');
          if (data === undefined) continue;
          this.events.push({ event: fields.get('event') ?? 'message', id: fields.get('id'), data: JSON.parse(data) as LiveEvent['data'] });
          this.wake();
        }
      }
    } catch {
      // Closed by the test.
    } finally {
      this.closed = true;
      this.wake();
    }
  }
}

export const isRefused = (answer: LiveClient | Refused): answer is Refused => !(answer instanceof LiveClient);
