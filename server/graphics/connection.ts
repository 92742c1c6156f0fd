/**
 * One upgraded graphics socket (ADR 0062): the session's VNC password is rotated and handed over in the one text
 * frame `{"type":"ready","password":…}`; after the browser's `{"type":"start"}` the socket carries RFB bytes between
 * the browser (binary frames) and the display's Unix socket, the display's output paused while the WebSocket is
 * behind (server/terminal/flow.ts). When the socket closes the password is rotated again, so the one handed over
 * opens one connection. Neither frames nor the password are ever logged.
 */
import { connect, type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import WebSocket, { type RawData } from 'ws';
import { Flow } from '../terminal/flow';
import { keepAlive } from '../terminal/upgrades';
import { ENDS, PROTOCOL_ERROR, type EndReason } from './ends';
import type { Lease } from './connections';
import type { GraphicsSettings } from './settings';
import type { GraphicsDisplay } from './types';
import { rotateVncPassword } from './vnc-password';

export interface GraphicsTarget {
  display: GraphicsDisplay;
  userId: string;
  /** The console session that opened the socket: the socket ends with it. */
  consoleSessionId: string;
  lease: Lease;
}

export interface GraphicsConnectionContext {
  settings: GraphicsSettings;
  /** Calls `ended` once when the console session ends; the answer stops watching (server/auth/session-watch.ts). */
  watchSession: (sessionId: string, ended: () => void) => () => void;
  log: FastifyBaseLogger;
}

function isStart(data: RawData): boolean {
  try {
    const message: unknown = JSON.parse(data.toString());
    return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'start';
  } catch {
    return false;
  }
}

const bytesOf = (data: RawData): Buffer => (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as Buffer));

export function serveGraphics(socket: WebSocket, target: GraphicsTarget, ctx: GraphicsConnectionContext): void {
  const { display, lease } = target;
  const logged = { user_id: target.userId, session_id: display.sessionId, cluster_id: display.clusterId };
  let phase: 'ready' | 'piping' = 'ready';
  let vnc: Socket | undefined;
  let connected = false;

  const end = (reason: EndReason) => {
    if (socket.readyState === WebSocket.OPEN) socket.close(ENDS[reason], reason);
  };
  lease.endWith(end);

  const stopPinging = keepAlive(socket, ctx.settings.pingMs);
  const startTimer = setTimeout(() => end('start_timeout'), ctx.settings.startMs);
  const unwatch = ctx.watchSession(target.consoleSessionId, () => end('signed_out'));

  socket.on('close', (code) => {
    stopPinging();
    clearTimeout(startTimer);
    unwatch();
    vnc?.destroy();
    // A socket that took the session over has rotated the password already: its own must not be replaced.
    const mine = lease.current;
    lease.release();
    if (mine) rotate('closed');
    ctx.log.info({ ...logged, code }, 'graphics connection closed');
  });
  socket.on('error', () => socket.terminate());

  /** A new password in the session's file; false when the file is gone (the session ended). */
  function rotate(when: 'opened' | 'closed'): string | false {
    try {
      return rotateVncPassword(display.passwordPath);
    } catch (error) {
      // The error names the file, never a password.
      ctx.log.info(
        { ...logged, err: (error as NodeJS.ErrnoException).code ?? String(error) },
        `graphics password not rotated when ${when}`,
      );
      return false;
    }
  }

  const pipe = () => {
    phase = 'piping';
    clearTimeout(startTimer);
    const unix = connect(display.socketPath);
    vnc = unix;
    const flow = new Flow(unix);
    unix.on('connect', () => (connected = true));
    unix.on('data', (chunk: Buffer) => {
      if (socket.readyState === WebSocket.OPEN) flow.send(socket, chunk);
    });
    unix.on('drain', () => socket.resume());
    unix.on('error', () => unix.destroy());
    unix.on('close', () => end(connected ? 'ended' : 'unreachable'));
  };

  socket.on('message', (data: RawData, isBinary: boolean) => {
    if (phase === 'ready') {
      if (!isBinary && isStart(data)) return pipe();
      return socket.close(PROTOCOL_ERROR.code, PROTOCOL_ERROR.reason);
    }
    if (!isBinary) return socket.close(PROTOCOL_ERROR.code, PROTOCOL_ERROR.reason);
    // The browser's input waits in the WebSocket while Xvnc is behind (writes before the connect are queued).
    if (vnc && !vnc.write(bytesOf(data))) socket.pause();
  });

  const password = rotate('opened');
  if (password === false) return end('ended');
  socket.send(JSON.stringify({ type: 'ready', password }));
  ctx.log.info(logged, 'graphics connection opened');
}
