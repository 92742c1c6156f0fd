-- Sessions end after an idle time as well as at their absolute expiry (issue 18 item 3; ADR 0029).
-- When a session was last used is kept apart from `sessions`, so that recording it (at most every 30 s per
-- session, server/auth/sessions.ts) does not move the `auth` change version and throw away every kept session.
CREATE TABLE session_activity (
  session_id text PRIMARY KEY REFERENCES sessions (session_id) ON DELETE CASCADE,
  last_seen  timestamptz NOT NULL
);
INSERT INTO session_activity (session_id, last_seen) SELECT session_id, create_time FROM sessions;
