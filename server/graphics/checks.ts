/**
 * What a graphics socket's upgrade request must pass (ADR 0062), in the terminal's order and with its words where
 * they are the same (server/terminal/checks.ts, ADR 0034 and 0043): its Origin (403), a live console session (401;
 * the upgrade counts as a use), the CSRF token as a subprotocol (401), a `session_id` (422 naming it), the user's own
 * running session (FindDisplay: 404, 409), the `change` right on its cluster (a read-only member: 403), and the
 * per-user cap (429). Refusals are Failures.
 */
import type { IncomingMessage } from 'node:http';
import type { ValidateFunction } from 'ajv';
import { findSession, SESSION_COOKIE, type Session, type SessionPolicy } from '../auth/sessions';
import type { Db } from '../db/database';
import { allows, rightOn, unseenCluster } from '../domains/cluster-access';
import { fail, Failure } from '../http/failure';
import { schemaErrorOf } from '../http/validation-messages';
import { offeredProtocols } from '../terminal/checks';
import type { End, GraphicsConnections, Lease } from './connections';
import type { FindDisplay, GraphicsDisplay } from './types';

export const GRAPHICS_PROTOCOL = 'hpc-graphics.v1';

export interface GraphicsCheckContext {
  db: Db;
  sessions?: SessionPolicy;
  findDisplay: FindDisplay;
  connections: GraphicsConnections;
  maxPerUser: () => number;
  validateQuery: ValidateFunction;
  parseCookie: (header: string) => Record<string, string | undefined>;
  originAllowed: (request: IncomingMessage) => boolean;
}

export interface GraphicsChecked {
  session: Session;
  display: GraphicsDisplay;
  /** The socket's place among this gateway's graphics sockets (connections.ts). */
  lease: Lease;
}

/** `end` ends the socket while it is not upgraded yet, should a later socket take its session over meanwhile. */
export async function checkGraphicsUpgrade(
  request: IncomingMessage,
  query: Record<string, unknown>,
  ctx: GraphicsCheckContext,
  end: End,
): Promise<GraphicsChecked> {
  if (!ctx.originAllowed(request)) throw fail.forbidden('graphics_origin_refused');
  const cookies = ctx.parseCookie(request.headers.cookie ?? '');
  const session = await findSession(ctx.db, cookies[SESSION_COOKIE], ctx.sessions);
  if (!session) throw fail.unauthorized();
  const protocols = offeredProtocols(request);
  if (!protocols.includes(GRAPHICS_PROTOCOL) || !protocols.includes(`csrf.${session.csrfToken}`)) throw fail.unauthorized('csrf_missing');
  if (!ctx.validateQuery(query)) {
    throw fail.invalid(
      (ctx.validateQuery.errors ?? []).map((e) => ({
        location: ['query', ...e.instancePath.split('/').filter(Boolean)],
        ...schemaErrorOf(e),
      })),
    );
  }
  const sessionId = String(query.session_id);
  const display = await ctx.findDisplay(session.user, sessionId);
  const right = await rightOn(ctx.db, session.user, display.clusterId);
  if (!right) throw unseenCluster(display.clusterId);
  // The desktop runs as the cluster account and changes what a read-only member may only read (ADR 0043).
  if (!allows(right, 'change')) throw fail.forbidden('graphics_read_only');
  const lease = ctx.connections.reserve(session.user.user_id, sessionId, end);
  if (!lease) throw new Failure(429, 1310, 'graphics_too_many', { max: ctx.maxPerUser() });
  return { session, display, lease };
}
