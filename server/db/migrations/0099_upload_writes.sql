-- Chunk writes in progress, in the database so that every gateway sees them (ADR 0052): a chunk streamed into an
-- upload session's data file has a row here while its bytes are written; a completion, on any gateway, claims the
-- session and then waits until none is left, so no byte lands in the file after it was checked. A row of a gateway
-- that died mid-write is ignored once it is older than the longest a chunk may take (upload-data.ts).
CREATE TABLE storage_upload_writes (
  write_id text PRIMARY KEY,
  upload_id text NOT NULL REFERENCES storage_upload_sessions (upload_id) ON DELETE CASCADE,
  start_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX storage_upload_writes_upload ON storage_upload_writes (upload_id);
