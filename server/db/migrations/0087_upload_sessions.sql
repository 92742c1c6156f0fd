-- Resumable chunked uploads (ADR 0035): one row per unfinished upload of one file into one folder of an export, by
-- one user. The chunks themselves are files under <data dir>/nas-uploads/<upload_id>/ (never inside an export).
-- received lists the indexes of the chunks stored; status 'completing' while the file is being joined and checked.
-- A session expires 24 h after its last chunk; expired rows (and their chunk folders) are removed when a session is
-- created or listed.
CREATE TABLE storage_upload_sessions (
  upload_id    text PRIMARY KEY,
  nas_id       text NOT NULL,
  user_id      text NOT NULL,
  prefix       text NOT NULL,
  file_name    text NOT NULL,
  size         bigint NOT NULL,
  sha256       text NOT NULL,
  overwrite    boolean NOT NULL,
  chunk_size   integer NOT NULL,
  received     integer[] NOT NULL DEFAULT '{}',
  status       text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'completing')),
  create_time  timestamptz NOT NULL DEFAULT now(),
  expire_time  timestamptz NOT NULL
);
CREATE INDEX storage_upload_sessions_user ON storage_upload_sessions (user_id, nas_id, prefix);
CREATE INDEX storage_upload_sessions_expire ON storage_upload_sessions (expire_time);
