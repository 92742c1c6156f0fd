-- Change notices for the gateway's in-process caches (server/db/database.ts `changes`, server/db/answer-cache.ts):
-- every transaction that changes what a cached answer is made of sends NOTIFY hpc_changes '<topic>', delivered when
-- it commits (never when it rolls back). The embedded database's only client is the gateway's process, which
-- listens and counts the notices per topic before the write's caller gets its answer; so an answer kept under a
-- count is exact for as long as the count holds. A PostgreSQL server may have other clients: there the gateway
-- keeps no such answers and nobody listens (the notices cost only their queueing at commit).
--
-- Topics:
--   auth       the session look-up (session_of, migration 0070): sessions and users.
--   job_pages  the pages of job/list and simulation/list/job (server/domains/jobs/list.ts): jobs, clusters,
--              cluster_shares and simulation_software, any column.
-- pg_notify keeps one notice per topic and transaction however many rows change.

CREATE FUNCTION notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hpc_changes', TG_ARGV[0]);
  RETURN NULL;
END
$$;

-- Sessions and users: rows changed or removed (only sessions that were found are kept, so an insert changes none).
CREATE TRIGGER sessions_change_rows AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_change('auth');
CREATE TRIGGER sessions_change_update AFTER UPDATE ON sessions FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION notify_change('auth');
CREATE TRIGGER sessions_change_truncate AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION notify_change('auth');
CREATE TRIGGER users_change_rows AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_change('auth');
CREATE TRIGGER users_change_update AFTER UPDATE ON users FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION notify_change('auth');
CREATE TRIGGER users_change_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_change('auth');

-- Jobs: per statement for inserts and deletes (a bulk insert notifies once), per changed row for updates (an
-- update that changes nothing notifies nothing).
CREATE TRIGGER jobs_change_rows AFTER INSERT OR DELETE OR TRUNCATE ON jobs FOR EACH STATEMENT EXECUTE FUNCTION notify_change('job_pages');
CREATE TRIGGER jobs_change_update AFTER UPDATE ON jobs FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION notify_change('job_pages');
-- Clusters, and their shares: a job row shows its cluster's name, job/list filters on the cluster's zone, and which
-- jobs a user sees may depend on the cluster's owner, creator, status and shares (server/domains/cluster-access.ts):
-- any change.
CREATE TRIGGER clusters_change_rows AFTER INSERT OR DELETE OR TRUNCATE ON clusters FOR EACH STATEMENT EXECUTE FUNCTION notify_change('job_pages');
CREATE TRIGGER clusters_change_update AFTER UPDATE ON clusters FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION notify_change('job_pages');
CREATE TRIGGER cluster_shares_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cluster_shares
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change('job_pages');
-- Simulation software: a simulation job row shows its software's name and version.
CREATE TRIGGER simulation_software_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON simulation_software
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change('job_pages');
