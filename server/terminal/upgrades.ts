/**
 * The gateway's WebSocket endpoints (the terminal, ADR 0034; the graphics proxy, ADR 0062) share the HTTP server's
 * one `upgrade` event: each path has its handler, a URL that cannot be read is refused (400) and a path no endpoint
 * serves (404). A refusal is a plain HTTP answer in the Failure envelope and the socket is never upgraded. An upgraded
 * socket is kept alive by pings (keepAlive).
 */
import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import { Failure, problemsOf } from '../http/failure';
import { langOf, translate, type Lang } from '../i18n/messages';

export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer, url: URL) => void;

export function refuse(socket: Duplex, failure: Failure, lang: Lang): void {
  const body = JSON.stringify({
    ret_code: failure.retCode,
    message: translate(failure.key, lang, failure.params),
    ...(failure.validation.length ? { validation: problemsOf(failure, lang) } : {}),
  });
  socket.end(
    `HTTP/1.1 ${failure.status} ${STATUS_CODES[failure.status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

interface Endpoints {
  handlers: Map<string, UpgradeHandler>;
  listener: (request: IncomingMessage, socket: Duplex, head: Buffer) => void;
}

/** The endpoints of each server, by path, behind its one listener. */
const routes = new WeakMap<Server, Endpoints>();

function dispatch(handlers: Map<string, UpgradeHandler>): Endpoints['listener'] {
  return (request, socket, head) => {
    let url: URL;
    try {
      url = new URL(request.url ?? '/', 'http://gateway');
    } catch {
      return refuse(socket, new Failure(400, 1100, 'request_url_invalid'), langOf(request.headers['accept-language']));
    }
    const handler = handlers.get(url.pathname);
    if (!handler)
      return refuse(socket, new Failure(404, 1400, 'unknown_action', { path: url.pathname }), langOf(request.headers['accept-language']));
    handler(request, socket, head, url);
  };
}

/** Serves the upgrades to `path` with `handler`; the answer stops serving them (the app closes). */
export function serveUpgrades(server: Server, path: string, handler: UpgradeHandler): () => void {
  let endpoints = routes.get(server);
  if (!endpoints) {
    const handlers = new Map<string, UpgradeHandler>();
    endpoints = { handlers, listener: dispatch(handlers) };
    server.on('upgrade', endpoints.listener);
    routes.set(server, endpoints);
  }
  const { handlers, listener } = endpoints;
  if (handlers.has(path)) throw new Error(`two WebSocket endpoints at ${path}`);
  handlers.set(path, handler);
  return () => {
    if (handlers.get(path) !== handler) return;
    handlers.delete(path);
    // The listener goes with the last endpoint (the app closes).
    if (handlers.size || routes.get(server)?.listener !== listener) return;
    server.off('upgrade', listener);
    routes.delete(server);
  };
}

/**
 * Pings an upgraded socket every `everyMs` and drops it when the last ping had no answer (a browser gone without a
 * close: a laptop's lid shut). Answers the stop, for when the socket closes.
 */
export function keepAlive(socket: WebSocket, everyMs: number): () => void {
  let alive = true;
  socket.on('pong', () => (alive = true));
  const pinger = setInterval(() => {
    if (!alive) return socket.terminate();
    alive = false;
    socket.ping();
  }, everyMs);
  return () => clearInterval(pinger);
}
