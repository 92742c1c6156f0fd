-- The cloud a cluster's machines live in (ADR 0047): 'simulated' (rows only; the demo data and every cluster made
-- before this migration) or 'local' (hosts in Linux namespaces on the gateway's machine). A cluster stays where it
-- was created whatever HPC_CLOUD says later.
ALTER TABLE clusters ADD COLUMN cloud text NOT NULL DEFAULT 'simulated' CHECK (cloud IN ('simulated', 'local'));

-- The local cloud's failure of a cluster's creation, said to the user with the failed cluster (English detail of the
-- daemon or step that failed; the operation log carries the translated message).
ALTER TABLE clusters ADD COLUMN cloud_failure text;
