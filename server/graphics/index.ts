/**
 * The graphics sessions' proxy (ADR 0062): `GET {basePath}api/graphics?session_id=…[&lang=…]` upgraded to a
 * WebSocket (`ws`, noServer) beside the terminal's (server/terminal/upgrades.ts) once every check has passed
 * (checks.ts); a refusal is a plain HTTP answer in the Failure envelope, in the request's language, and the socket is
 * never upgraded. app.close() ends every graphics socket with `shutdown`.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import { SessionWatch } from '../auth/session-watch';
import type { GatewayConfig } from '../config';
import { createContractAjv, type OpenApiDoc } from '../contract/document';
import type { Db } from '../db/database';
import { Failure } from '../http/failure';
import { langOf } from '../i18n/messages';
import { originAllowed, proxyTrust } from '../terminal/origin';
import { refuse, serveUpgrades } from '../terminal/upgrades';
import { checkGraphicsUpgrade, GRAPHICS_PROTOCOL, type GraphicsCheckContext } from './checks';
import { serveGraphics } from './connection';
import { GraphicsConnections } from './connections';
import { DEFAULT_GRAPHICS_SETTINGS, type GraphicsSettings } from './settings';
import type { FindDisplay } from './types';

/** noVNC's largest messages are clipboard texts. */
const MAX_FRAME_BYTES = 8 * 1024 * 1024;
/** How long a closing socket may take to answer `shutdown` before it is dropped. */
const SHUTDOWN_GRACE_MS = 1_000;

/** Where the proxy finds the displays, and how it runs. */
export interface GraphicsSetup {
  /** The display of one of the user's own running sessions (the graphics domain's, or a test's). */
  findDisplay: FindDisplay;
  /** Read at each use: a test may change them while the gateway runs. */
  settings?: GraphicsSettings;
}

export interface GraphicsOptions extends GraphicsSetup {
  config: GatewayConfig;
  db: Db;
  doc: OpenApiDoc;
  /** The gateway's API prefix, e.g. /_micro_/hpc/api */
  prefix: string;
}

export function registerGraphics(app: FastifyInstance, options: GraphicsOptions): void {
  const { config, db, doc, prefix, findDisplay } = options;
  const settings = options.settings ?? { ...DEFAULT_GRAPHICS_SETTINGS };
  const sessionWatch = new SessionWatch({
    db,
    policy: config.session,
    pollMs: () => settings.sessionPollMs,
    checkMs: () => settings.sessionCheckMs,
    onError: (error) => app.log.error({ err: error instanceof Error ? error.message : String(error) }, 'graphics session check failed'),
  });
  const connections = new GraphicsConnections(() => settings.maxPerUser);
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    handleProtocols: (protocols) => (protocols.has(GRAPHICS_PROTOCOL) ? GRAPHICS_PROTOCOL : false),
  });
  const trusted = proxyTrust(config.trustProxy);
  const ctx: GraphicsCheckContext = {
    db,
    sessions: config.session,
    findDisplay,
    connections,
    maxPerUser: () => settings.maxPerUser,
    validateQuery: createContractAjv(doc, { verbose: true }).compile({
      type: 'object',
      required: ['session_id'],
      properties: {
        session_id: { $ref: 'contract#/components/schemas/GraphicsSessionId' },
        lang: { type: 'string', maxLength: 35 },
      },
    }),
    parseCookie: (header) => app.parseCookie(header),
    originAllowed: (request) => originAllowed(request, trusted),
  };
  const connection = {
    settings,
    watchSession: (sessionId: string, ended: () => void) => sessionWatch.watch(sessionId, ended),
    log: app.log,
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer, url: URL) => {
    const query = Object.fromEntries(url.searchParams);
    const lang = langOf(query.lang ?? request.headers['accept-language']);
    socket.on('error', () => socket.destroy());
    checkGraphicsUpgrade(request, query, ctx, () => socket.destroy()).then(
      ({ session, display, lease }) => {
        // A socket that ends before it is upgraded (an aborted upgrade included) gives its place back; once upgraded,
        // the connection does, after it has rotated the password.
        const release = () => lease.release();
        socket.once('close', release);
        if (socket.destroyed) return lease.release();
        wss.handleUpgrade(request, socket, head, (ws) => {
          socket.off('close', release);
          serveGraphics(ws, { display, userId: session.user.user_id, consoleSessionId: session.sessionId, lease }, connection);
        });
      },
      (error: unknown) => {
        if (error instanceof Failure) return refuse(socket, error, lang);
        app.log.error({ err: error instanceof Error ? error.message : String(error) }, 'graphics upgrade failed');
        refuse(socket, new Failure(500, 5000, 'internal_error'), lang);
      },
    );
  };
  const stopServing = serveUpgrades(app.server, `${prefix}/graphics`, onUpgrade);
  app.addHook('preClose', (done) => {
    stopServing();
    connections.endAll('shutdown');
    sessionWatch.stop();
    const drop = setTimeout(() => {
      for (const client of wss.clients) client.terminate();
    }, SHUTDOWN_GRACE_MS);
    wss.close(() => {
      clearTimeout(drop);
      done();
    });
  });
}
