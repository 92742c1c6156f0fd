/**
 * The live stream (ADR 0055): `GET {basePath}api/events`, server-sent events telling a signed-in browser which live
 * topics changed, so the console asks again for what it shows only when that changed. Outside the contract's paths
 * (OpenAPI cannot describe a stream); its events carry the contract's LiveNotice. Signed in by the session cookie
 * (a GET: no CSRF token, and a cross-site page cannot send the SameSite=Strict cookie); ends when the session ends
 * (sign-out included) and when the gateway closes. A browser that reconnects sends the last event's id
 * (Last-Event-ID, or `last_event_id` for a first connection that resumes another tab's stream) and is told at once
 * what changed meanwhile.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SessionWatch } from '../auth/session-watch';
import { findSession, SESSION_COOKIE } from '../auth/sessions';
import type { GatewayConfig } from '../config';
import type { Db } from '../db/database';
import { fail, Failure } from '../http/failure';
import { versionsOf } from './event-id';
import { LiveHub, type LiveStream } from './hub';
import { topicKeys } from './topics';

export interface LiveOptions {
  config: GatewayConfig;
  db: Db;
  /** The gateway's API prefix, e.g. /_micro_/hpc/api */
  prefix: string;
}

/** A stream whose browser reads slower than this much is ended (it reconnects and resumes from its last id). */
const MAX_BUFFERED_BYTES = 64 * 1024;
/** How long a browser waits before it reconnects after a drop (EventSource's `retry`). */
const RETRY_MS = 2_000;

export function registerLive(app: FastifyInstance, options: LiveOptions): void {
  const { config, db, prefix } = options;
  if (!config.live.enabled) return;
  const settings = config.live;
  const log = (what: string) => (error: unknown) => app.log.error({ err: error instanceof Error ? error.message : String(error) }, what);
  // A server's versions hold for every gateway on it; the embedded database's count from zero at each start.
  const hub = new LiveHub(db, db.kind === 'postgres' ? 'pg' : randomUUID().slice(0, 8), settings, log('live stream check failed'));
  const sessionWatch = new SessionWatch({
    db,
    policy: config.session,
    pollMs: () => settings.sessionPollMs,
    checkMs: () => settings.sessionCheckMs,
    onError: log('live stream session check failed'),
  });
  const perSession = new Map<string, number>();
  const ends = new Set<() => void>();

  app.get<{ Querystring: { last_event_id?: string } }>(`${prefix}/events`, async (request, reply) => {
    const session = await findSession(db, request.cookies[SESSION_COOKIE], config.session);
    if (!session) throw fail.unauthorized();
    const held = perSession.get(session.sessionId) ?? 0;
    if (held >= settings.maxPerSession) throw new Failure(429, 1310, 'live_streams_too_many', { max: settings.maxPerSession });
    const lastId = request.headers['last-event-id'] ?? request.query.last_event_id;
    const resumed = typeof lastId === 'string' && lastId ? versionsOf(lastId, hub.epoch) : undefined;
    perSession.set(session.sessionId, held + 1);

    const raw = openStream(reply);
    let ended = false;
    const stream: LiveStream = {
      keys: topicKeys(session.user),
      send(event, topics, id) {
        if (ended) return;
        raw.write(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify({ topics })}\n\n`);
        if (raw.writableLength > MAX_BUFFERED_BYTES) end();
      },
    };
    const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), settings.heartbeatMs);
    const end = (why?: 'session_ended') => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      hub.close(stream);
      unwatch();
      ends.delete(end);
      const left = (perSession.get(session.sessionId) ?? 1) - 1;
      if (left > 0) perSession.set(session.sessionId, left);
      else perSession.delete(session.sessionId);
      // An ended session: told, so the browser does not reconnect into a refusal; it goes to sign-in.
      if (why) raw.write(`event: ended\ndata: {}\n\n`);
      raw.end();
    };
    const unwatch = sessionWatch.watch(session.sessionId, () => end('session_ended'));
    ends.add(end);
    raw.on('close', () => end());
    try {
      await hub.open(stream, resumed);
      // The browser may have gone while the versions were read: its end came before the hub held the stream.
      if (ended) hub.close(stream);
    } catch (error) {
      log('live stream open failed')(error);
      end();
    }
  });

  app.addHook('preClose', (done) => {
    for (const end of [...ends]) end();
    hub.closeAll();
    sessionWatch.stop();
    done();
  });
}

function openStream(reply: FastifyReply): FastifyReply['raw'] {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // A buffering proxy (nginx) would hold the events back.
    'x-accel-buffering': 'no',
    // Not kept alive for another request after the stream: ended while the gateway closes, it must not linger.
    connection: 'close',
  });
  raw.write(`retry: ${RETRY_MS}\n\n`);
  return raw;
}
