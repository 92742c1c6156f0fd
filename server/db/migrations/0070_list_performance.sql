-- List performance (npm run bench:gateway, docs/benchmarks.md "Gateway").

-- The version of what the job lists count. job/list and simulation/list/job keep their status counts and
-- total_count per version (server/db/count-cache.ts): every transaction that changes something a count depends
-- on bumps it, as part of its commit, so a count kept for a version is exact for as long as the version holds.
CREATE TABLE list_versions (
  name     text PRIMARY KEY,
  version  bigint NOT NULL DEFAULT 0
);
INSERT INTO list_versions (name) VALUES ('jobs');

-- Deferred, the triggers run when their transaction commits: the version row is then the last lock it takes,
-- so two transactions changing jobs never wait for each other's job rows while one holds the version row
-- (no deadlock on a PostgreSQL server). The transaction's first row bumps the version; its other rows only look
-- at the transaction-local flag.
CREATE FUNCTION bump_jobs_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('hpc.jobs_list_bumped', true) IS DISTINCT FROM 'on' THEN
    UPDATE list_versions SET version = version + 1 WHERE name = 'jobs';
    PERFORM set_config('hpc.jobs_list_bumped', 'on', true);
  END IF;
  RETURN NULL;
END
$$;

-- Jobs added or removed, or a job changed in a column a list filters on.
CREATE CONSTRAINT TRIGGER jobs_list_version_rows AFTER INSERT OR DELETE ON jobs
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_jobs_list_version();
CREATE CONSTRAINT TRIGGER jobs_list_version_update AFTER UPDATE ON jobs
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (
    OLD.job_status IS DISTINCT FROM NEW.job_status OR OLD.owner IS DISTINCT FROM NEW.owner OR OLD.portal IS DISTINCT FROM NEW.portal
    OR OLD.cluster_id IS DISTINCT FROM NEW.cluster_id OR OLD.queue_name IS DISTINCT FROM NEW.queue_name OR OLD.hpcsw_id IS DISTINCT FROM NEW.hpcsw_id
    OR OLD.name IS DISTINCT FROM NEW.name OR OLD.hpcjob_uuid IS DISTINCT FROM NEW.hpcjob_uuid OR OLD.job_id IS DISTINCT FROM NEW.job_id
    OR OLD.submitted_time IS DISTINCT FROM NEW.submitted_time
  ) EXECUTE FUNCTION bump_jobs_list_version();
-- job/list filters on the zone of the job's cluster.
CREATE CONSTRAINT TRIGGER clusters_list_version_rows AFTER INSERT OR DELETE ON clusters
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_jobs_list_version();
CREATE CONSTRAINT TRIGGER clusters_list_version_update AFTER UPDATE ON clusters
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.zone IS DISTINCT FROM NEW.zone OR OLD.cluster_id IS DISTINCT FROM NEW.cluster_id)
  EXECUTE FUNCTION bump_jobs_list_version();

-- job/list's page and its counts: the live jobs of an owner by submission time (the default sort and the
-- console's default time range), with the status and cluster in the index so counting needs no table rows.
CREATE INDEX jobs_owner_live_time ON jobs (owner, portal, submitted_time DESC, hpcjob_uuid DESC)
  INCLUDE (job_status, cluster_id) WHERE job_status <> 'deleted';

-- The session look-up of every request (server/auth/sessions.ts findSession), as a function so that the plan of
-- its join is kept: the embedded database plans every statement anew, and planning is most of its cost.
CREATE FUNCTION session_of(id text)
  RETURNS TABLE (csrf_token text, expire_time timestamptz, user_id text, user_name text, email text, owner text, role text, user_type integer,
                 iamuser_name text, verify_status text, zone text, zones text[], lang text, currency text)
  LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT s.csrf_token, s.expire_time, u.user_id, u.user_name, u.email, u.owner, u.role, u.user_type, u.iamuser_name, u.verify_status, u.zone,
           u.zones, u.lang, u.currency
      FROM sessions s JOIN users u ON u.user_id = s.user_id
     WHERE s.session_id = id AND s.expire_time > now();
END
$$;

-- Substring searches of the job lists (search_word: name, id or scheduler job id, ILIKE '%word%') use trigram
-- indexes where pg_trgm is there: always in the embedded database (server/db/database.ts loads it); on a
-- PostgreSQL server without it, or without the right to create it, the searches scan the owner's jobs as before.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX jobs_name_trgm ON jobs USING gin (name gin_trgm_ops);
    CREATE INDEX jobs_uuid_trgm ON jobs USING gin (hpcjob_uuid gin_trgm_ops);
    CREATE INDEX jobs_job_id_trgm ON jobs USING gin ((coalesce(job_id, '')) gin_trgm_ops);
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm cannot be created here: job searches scan the jobs';
END
$$;
