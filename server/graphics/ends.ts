/**
 * How a graphics socket ends (ADR 0062, "The proxy's frames and close codes"): an application close code and its
 * reason word, which the console words. Nothing else is said to the browser after `start` (noVNC would read a text
 * frame as RFB).
 */
export const ENDS = {
  /** The display's socket closed: Xvnc went away (the session ended), or it closed this connection itself. */
  ended: 4000,
  /** The console session that opened the socket ended, however (server/auth/session-watch.ts, ADR 0043). */
  signed_out: 4001,
  /** A later socket to the same session on this gateway took it over. */
  taken_over: 4002,
  /** The gateway is shutting down. */
  shutdown: 4003,
  /** The display's socket could not be opened. */
  unreachable: 4004,
  /** The browser did not send `start` in time after `ready`. */
  start_timeout: 4005,
} as const;

export type EndReason = keyof typeof ENDS;

/** A frame the protocol does not have at that point (a text frame after `start`, binary before it): WebSocket's own code. */
export const PROTOCOL_ERROR = { code: 1002, reason: 'bad_message' } as const;
