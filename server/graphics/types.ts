/**
 * What the graphics proxy (server/graphics) needs of the graphics domain (server/domains/graphics, ADR 0062): the
 * display of one of the user's own running sessions, as files on this machine.
 */
import type { SessionUser } from '../auth/sessions';

export interface GraphicsDisplay {
  sessionId: string;
  clusterId: string;
  /** The session's Xvnc Unix socket (`-rfbunixpath`), as this machine sees it. */
  socketPath: string;
  /** The session's VncAuth password file (`-PasswordFile`), rewritten in place before and after each connection. */
  passwordPath: string;
}

/**
 * The display of the user's own running session. Throws a Failure: not found (404, `graphics_session_not_found`) for a
 * missing session or another user's, conflict (409, `graphics_session_not_running`) while it is queued or starting,
 * when it has ended, or when it has no display (a simulated cluster's).
 */
export type FindDisplay = (user: SessionUser, sessionId: string) => Promise<GraphicsDisplay>;
