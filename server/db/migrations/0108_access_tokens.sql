-- Personal access tokens (ADR 0063): a user's tokens for scripts and the command line. The secret is kept only as
-- its SHA-256; the id is the token's visible part. A user's tokens go with the user.
CREATE TABLE access_tokens (
  token_id           text PRIMARY KEY,
  user_id            text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  name               text NOT NULL,
  scopes             text[] NOT NULL,
  secret_sha256      bytea NOT NULL,
  create_time        timestamptz NOT NULL DEFAULT now(),
  expire_time        timestamptz NOT NULL,
  revoke_time        timestamptz,
  -- Written at most every 30 s per token (a use in between is not written again).
  last_used_time     timestamptz,
  last_used_address  text
);
CREATE INDEX access_tokens_user ON access_tokens (user_id, create_time DESC, token_id DESC);
-- A name is unique among the user's live tokens (not revoked; an expired one keeps its name until it is revoked or
-- forgotten, so that a list never shows two tokens of one name that could both be in use).
CREATE UNIQUE INDEX access_tokens_live_name ON access_tokens (user_id, lower(name)) WHERE revoke_time IS NULL;

-- The token a change was made with (null: a browser's session), named in the operation log.
ALTER TABLE operations ADD COLUMN token_id text, ADD COLUMN token_name text;
