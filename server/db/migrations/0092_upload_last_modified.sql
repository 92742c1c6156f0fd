-- Uploads resumed by what the browser knows before hashing (ADR 0035, revision of 2026-11-28): the file's
-- modification time as announced at creation, which with the folder, name, size and overwrite finds the user's
-- unfinished session of the same file. Null for a session created without it.
ALTER TABLE storage_upload_sessions ADD COLUMN last_modified timestamptz;
