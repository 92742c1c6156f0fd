/**
 * The HTTP layer's own refusals (a URL or headers beyond Node's limit, a malformed request, a timeout), answered
 * in the Failure envelope like every other refusal (ADR 0001) instead of Fastify's English-only JSON: ret_code
 * 1100 and a translated message. The request was not read, so its language is taken from what arrived of it
 * (an Accept-Language line among the bytes read), Chinese otherwise. The socket is ended, not destroyed, and what
 * the client still sends is read and dropped, so the client reads the answer rather than a connection reset.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { langOf, translate, type MessageKey } from '../i18n/messages';

/** How long a refused connection may keep sending before it is cut. */
const DRAIN_MS = 5_000;

function refusalOf(code: string | undefined): { status: number; key: MessageKey } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, key: 'request_head_too_large' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, key: 'request_timeout' };
  return { status: 400, key: 'request_malformed' };
}

/** The language of what arrived of the request (its Accept-Language line, if it was read). */
function langOfPacket(raw: unknown): ReturnType<typeof langOf> {
  if (!Buffer.isBuffer(raw)) return 'zh';
  const line = /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(raw.toString('latin1'));
  return langOf(line?.[1]);
}

export function clientErrorHandler(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, key } = refusalOf(error.code);
  const body = JSON.stringify({ ret_code: 1100, message: translate(key, langOfPacket(error.rawPacket)) });
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const head = `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n`;
  socket.end(head + body);
  socket.on('data', () => undefined);
  socket.resume();
  setTimeout(() => socket.destroy(), DRAIN_MS).unref();
}
