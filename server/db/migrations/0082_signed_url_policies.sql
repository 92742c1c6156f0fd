-- The policies of signed URLs (getUploadSignature, getDownloadSignature), kept by the gateway: a URL carries only
-- the policy's id (fields.policy, pol-…) and the HMAC of that id (fields.signature), so it stays short whatever
-- the number of files (a download names up to 20000). policy is what the URL allows (kind, nas_id, the files,
-- file_name or archive_name, prefix and overwrite, user_id, expire_time); the columns repeat what is looked up.
-- Rows past their expire_time are deleted when a URL is signed: only expired rows are ever deleted.
CREATE TABLE storage_signed_policies (
  policy_id    text PRIMARY KEY,
  kind         text NOT NULL CHECK (kind IN ('upload', 'download')),
  nas_id       text NOT NULL,
  user_id      text NOT NULL,
  policy       jsonb NOT NULL,
  expire_time  timestamptz NOT NULL,
  create_time  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX storage_signed_policies_expire ON storage_signed_policies (expire_time);
