/**
 * Opens one of the gateway's WebSockets as the console does (Origin, cookies, the socket's protocol and the CSRF
 * subprotocol), for the terminal's and the graphics proxy's tests; a refused upgrade answers its status and body.
 */
import WebSocket from 'ws';
import type { TestClient } from '../test-support';

export interface Refused {
  refused: true;
  status: number;
  body: Record<string, unknown>;
}

export interface OpenOptions {
  /** The Origin header; the gateway's own by default, null for none. */
  origin?: string | null;
  /** Subprotocols; the socket's protocol and the client's CSRF token by default. */
  protocols?: string[];
  /** Accept-Language; the client's by default. */
  lang?: string;
}

export interface GatewaySocket<T> {
  /** The path under the gateway's base, e.g. `api/terminal`. */
  path: string;
  /** The socket's own subprotocol. */
  protocol: string;
  /** The test's client around the socket: made before the upgrade's answer, so it hears the frames that come with it. */
  wrap(socket: WebSocket): T;
}

export function openGatewaySocket<T>(
  kind: GatewaySocket<T>,
  url: string,
  client: TestClient | undefined,
  query: Record<string, string>,
  options: OpenOptions = {},
): Promise<T | Refused> {
  const origin = options.origin === undefined ? url : options.origin;
  const protocols = options.protocols ?? [kind.protocol, ...(client?.csrf ? [`csrf.${client.csrf}`] : [])];
  const address = `${url.replace(/^http/, 'ws')}/_micro_/hpc/${kind.path}?${new URLSearchParams(query)}`;
  const headers: Record<string, string> = { 'accept-language': options.lang ?? client?.lang ?? 'zh-cn' };
  if (client?.cookies.size) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  if (origin !== null) headers.origin = origin;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(address, protocols, { headers });
    const wrapped = kind.wrap(socket);
    socket.on('unexpected-response', (_request, response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({ refused: true, status: response.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }),
      );
    });
    socket.once('open', () => resolve(wrapped));
    socket.once('error', (error) => reject(error));
  });
}

export const isRefused = <T extends object>(value: T | Refused): value is Refused => 'refused' in value;
