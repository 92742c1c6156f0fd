-- Uploads hashed while they are sent (ADR 0035, revision of 2026-11-27): a session may be created before the
-- browser knows the file's SHA-256; the first chunk (or the completion) that carries it records it. Completion is
-- refused while it is still unknown. chunk_writes counts the chunks written (a chunk sent twice counts twice): a
-- gateway uses the SHA-256 it computed while the chunks arrived only when it saw every one of those writes.
ALTER TABLE storage_upload_sessions ALTER COLUMN sha256 DROP NOT NULL;
ALTER TABLE storage_upload_sessions ADD COLUMN chunk_writes integer NOT NULL DEFAULT 0;
