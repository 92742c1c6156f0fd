/**
 * One HTTP request to slurmrestd, over TCP (`http://host:port`) or its Unix socket (`unix:/path`), answered as parsed
 * JSON. Any failure to reach the server or a reply that is not JSON becomes a SlurmError (status undefined for the
 * former); HTTP >= 400 and a non-empty `errors` array become a SlurmError with the server's errors.
 */
import { Agent, request as httpRequest } from 'node:http';
import { SlurmError, type SlurmErrorEntry } from './types';

export interface SlurmHttpRequest {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
}

export interface SlurmHttpReply {
  status: number;
  body: Record<string, unknown>;
}

export type SlurmTransport = (request: SlurmHttpRequest) => Promise<SlurmHttpReply>;

function errorsOf(body: Record<string, unknown>): SlurmErrorEntry[] {
  const errors = body.errors;
  if (!Array.isArray(errors)) return [];
  return errors.map((entry: unknown) => {
    const e = (entry ?? {}) as Record<string, unknown>;
    const text = [e.error, e.description].filter((part) => typeof part === 'string' && part !== '').join(': ');
    const errno = typeof e.error_number === 'number' ? e.error_number : typeof e.errno === 'number' ? e.errno : undefined;
    return { error: text || JSON.stringify(entry), ...(errno === undefined ? {} : { errno }) };
  });
}

/** A transport to `url` with a keep-alive connection pool of its own. */
export function slurmTransport(url: string): SlurmTransport {
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  let target: { socketPath: string } | { host: string; port: number };
  if (url.startsWith('unix:')) {
    target = { socketPath: url.slice('unix:'.length).replace(/^\/\/(?=\/)/, '') };
  } else {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:') throw new SlurmError(`unsupported slurmrestd URL ${url} (http:// or unix:)`);
    target = { host: parsed.hostname, port: Number(parsed.port || 80) };
  }
  return (req) =>
    new Promise<SlurmHttpReply>((resolve, reject) => {
      const payload = req.body === undefined ? undefined : Buffer.from(JSON.stringify(req.body));
      const outgoing = httpRequest(
        {
          ...target,
          agent,
          method: req.method,
          path: req.path,
          headers: {
            accept: 'application/json',
            ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
            ...req.headers,
          },
          timeout: req.timeoutMs,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', (error) => reject(new SlurmError(`slurmrestd ${req.method} ${req.path}: ${error.message}`)));
          incoming.on('end', () => {
            const status = incoming.statusCode ?? 0;
            const text = Buffer.concat(chunks).toString('utf8');
            let body: Record<string, unknown> = {};
            try {
              const parsed: unknown = text === '' ? {} : JSON.parse(text);
              body = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
            } catch {
              if (status < 400) {
                reject(new SlurmError(`slurmrestd ${req.method} ${req.path}: a reply that is not JSON (${text.slice(0, 200)})`, status));
                return;
              }
            }
            const errors = errorsOf(body);
            if (status >= 400 || errors.length > 0) {
              const summary = errors.map((e) => e.error).join('; ') || text.trim().slice(0, 200) || `HTTP ${status}`;
              reject(new SlurmError(`slurmrestd ${req.method} ${req.path}: ${summary}`, status, errors));
              return;
            }
            resolve({ status, body });
          });
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${req.timeoutMs} ms`)));
      outgoing.on('error', (error) => reject(new SlurmError(`slurmrestd ${req.method} ${req.path}: ${error.message}`)));
      outgoing.end(payload);
    });
}
