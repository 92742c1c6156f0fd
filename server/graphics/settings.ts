/**
 * The graphics proxy's settings (ADR 0062). Fixed, with no environment variable: a test gives the gateway its own
 * object (server/gateway.ts, `graphics.settings`) and may change it while the gateway runs.
 */
export interface GraphicsSettings {
  /** Open graphics sockets per user on this gateway, each to another session (a second one to a session takes it over). */
  maxPerUser: number;
  /** A socket whose browser has not sent `start` this long after `ready` is closed (`start_timeout`). */
  startMs: number;
  /** A WebSocket ping this often; a socket that did not answer the last one is dropped. */
  pingMs: number;
  /** How often the sessions' change version is read while sockets are open (server/auth/session-watch.ts, ADR 0043). */
  sessionPollMs: number;
  /** The sockets' console sessions are looked at again this often even when nothing changed. */
  sessionCheckMs: number;
}

export const DEFAULT_GRAPHICS_SETTINGS: Readonly<GraphicsSettings> = {
  maxPerUser: 8,
  startMs: 30_000,
  pingMs: 20_000,
  sessionPollMs: 1_000,
  sessionCheckMs: 20_000,
};
