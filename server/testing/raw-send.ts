/**
 * Sends a request byte for byte as the tests build it (node:http, not fetch): the path is sent as written (no
 * dot-segment clean-up, so `..` and `%2e%2e` reach the gateway), the body is raw text (broken JSON too), and
 * the answer is read as text, so an answer outside the JSON envelope is seen as such rather than thrown.
 */
import { Agent, request as httpRequest } from 'node:http';

export interface RawRequest {
  method: string;
  /** Path and query as sent, already encoded (or deliberately not). */
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface RawAnswer {
  status: number;
  text: string;
  /** The answer parsed as JSON, or undefined when it is not JSON. */
  json: Record<string, unknown> | undefined;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

export function rawSend(origin: string, req: RawRequest): Promise<RawAnswer> {
  const url = new URL(origin);
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { ...req.headers };
    if (req.body !== undefined) headers['content-length'] = Buffer.byteLength(req.body);
    const r = httpRequest({ host: url.hostname, port: url.port, method: req.method, path: req.path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: Record<string, unknown> | undefined;
        try {
          const parsed: unknown = JSON.parse(text);
          if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) json = parsed as Record<string, unknown>;
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, text, json });
      });
      res.on('error', (e) => resolve({ status: 0, text: `answer broken: ${e.message}`, json: undefined }));
    });
    // A connection closed without an answer: status 0, which no property accepts.
    r.on('error', (e) => resolve({ status: 0, text: `no answer: ${e.message}`, json: undefined }));
    if (req.body !== undefined) r.write(req.body);
    r.end();
  });
}

/** Closes the kept-alive connections (at the end of a test file). */
export function closeRawConnections(): void {
  agent.destroy();
}
