-- Change notices for what the console's live stream tells browsers about (ADR 0055, server/live), beyond the job and
-- cluster pages that 0071, 0072 and 0089 already cover:
--   job_live:<owner>    the jobs of one account as a person sees them change: any change but to the run time and the
--                       lines written, which the engine moves every second of a running job and the console counts up
--                       by itself (job_pages moves with them: the kept pages carry both);
--   job_live            what job lists show of other tables: a cluster's name or zone, shares, simulation software
--                       (job_pages moves at any change of a cluster, its node count or status time too);
--   operations:<owner>  the operation log of one account (its rows, before and after the change);
--   queues              queues, their nodes and queue types;
--   strategies          auto-scale strategies and their logs;
--   members             shared users and their clusters, IAM users, cluster users; not the storage they use, which
--                       the gateway measures every minute while files change (read again with the page);
--   remote_apps         remote-app usage logs.
-- Per row, so that a statement that changes nothing (an update to the same values, an insert of no row, as the engine
-- sends every second) notifies nothing; per statement for truncates. note_change keeps one notice and one change_log
-- row per key and transaction (0088).

CREATE FUNCTION note_job_live() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR changed IN SELECT DISTINCT 'job_live:' || owner FROM new_rows LOOP
      PERFORM note_change(changed);
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR changed IN SELECT DISTINCT 'job_live:' || owner FROM old_rows LOOP
      PERFORM note_change(changed);
    END LOOP;
  ELSE
    IF OLD.owner IS DISTINCT FROM NEW.owner THEN
      PERFORM note_change('job_live:' || OLD.owner);
    END IF;
    PERFORM note_change('job_live:' || NEW.owner);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER jobs_live_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_job_live();
CREATE TRIGGER jobs_live_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_job_live();
CREATE TRIGGER jobs_live_update AFTER UPDATE ON jobs FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'run_time' - 'lines_written') IS DISTINCT FROM (to_jsonb(NEW) - 'run_time' - 'lines_written'))
  EXECUTE FUNCTION note_job_live();
CREATE TRIGGER jobs_live_truncate AFTER TRUNCATE ON jobs FOR EACH STATEMENT EXECUTE FUNCTION notify_change('job_live');
CREATE TRIGGER clusters_job_live_rows AFTER INSERT OR DELETE ON clusters FOR EACH ROW EXECUTE FUNCTION notify_change('job_live');
CREATE TRIGGER clusters_job_live_update AFTER UPDATE ON clusters FOR EACH ROW
  WHEN (OLD.cluster_name IS DISTINCT FROM NEW.cluster_name OR OLD.zone IS DISTINCT FROM NEW.zone) EXECUTE FUNCTION notify_change('job_live');
CREATE TRIGGER cluster_shares_job_live AFTER INSERT OR UPDATE OR DELETE ON cluster_shares FOR EACH ROW EXECUTE FUNCTION notify_change('job_live');
CREATE TRIGGER simulation_software_job_live AFTER INSERT OR UPDATE OR DELETE ON simulation_software FOR EACH ROW EXECUTE FUNCTION notify_change('job_live');

CREATE FUNCTION note_operation_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM note_change('operations:' || OLD.owner);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM note_change('operations:' || NEW.owner);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER operations_live_rows AFTER INSERT OR DELETE ON operations FOR EACH ROW EXECUTE FUNCTION note_operation_change();
CREATE TRIGGER operations_live_update AFTER UPDATE ON operations FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION note_operation_change();
CREATE TRIGGER operations_live_truncate AFTER TRUNCATE ON operations FOR EACH STATEMENT EXECUTE FUNCTION notify_change('operations');

CREATE TRIGGER queues_live_rows AFTER INSERT OR DELETE ON queues FOR EACH ROW EXECUTE FUNCTION notify_change('queues');
CREATE TRIGGER queues_live_update AFTER UPDATE ON queues FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_change('queues');
CREATE TRIGGER queues_live_truncate AFTER TRUNCATE ON queues FOR EACH STATEMENT EXECUTE FUNCTION notify_change('queues');

CREATE TRIGGER queue_nodes_live_rows AFTER INSERT OR DELETE ON queue_nodes FOR EACH ROW EXECUTE FUNCTION notify_change('queues');
CREATE TRIGGER queue_nodes_live_update AFTER UPDATE ON queue_nodes FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_change('queues');
CREATE TRIGGER queue_nodes_live_truncate AFTER TRUNCATE ON queue_nodes FOR EACH STATEMENT EXECUTE FUNCTION notify_change('queues');

CREATE TRIGGER queue_types_live_rows AFTER INSERT OR DELETE ON queue_types FOR EACH ROW EXECUTE FUNCTION notify_change('queues');
CREATE TRIGGER queue_types_live_update AFTER UPDATE ON queue_types FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_change('queues');
CREATE TRIGGER queue_types_live_truncate AFTER TRUNCATE ON queue_types FOR EACH STATEMENT EXECUTE FUNCTION notify_change('queues');

CREATE TRIGGER queue_strategies_live_rows AFTER INSERT OR DELETE ON queue_strategies FOR EACH ROW EXECUTE FUNCTION notify_change('strategies');
CREATE TRIGGER queue_strategies_live_update AFTER UPDATE ON queue_strategies FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_change('strategies');
CREATE TRIGGER queue_strategies_live_truncate AFTER TRUNCATE ON queue_strategies FOR EACH STATEMENT EXECUTE FUNCTION notify_change('strategies');

CREATE TRIGGER queue_strategy_logs_live_rows AFTER INSERT OR DELETE ON queue_strategy_logs FOR EACH ROW EXECUTE FUNCTION notify_change('strategies');
CREATE TRIGGER queue_strategy_logs_live_update AFTER UPDATE ON queue_strategy_logs FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_change('strategies');
CREATE TRIGGER queue_strategy_logs_live_truncate AFTER TRUNCATE ON queue_strategy_logs FOR EACH STATEMENT EXECUTE FUNCTION notify_change('strategies');

CREATE TRIGGER shared_users_live_rows AFTER INSERT OR DELETE ON shared_users FOR EACH ROW EXECUTE FUNCTION notify_change('members');
CREATE TRIGGER shared_users_live_update AFTER UPDATE ON shared_users FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_change('members');
CREATE TRIGGER shared_users_live_truncate AFTER TRUNCATE ON shared_users FOR EACH STATEMENT EXECUTE FUNCTION notify_change('members');

CREATE TRIGGER shared_user_clusters_live_rows AFTER INSERT OR DELETE ON shared_user_clusters FOR EACH ROW EXECUTE FUNCTION notify_change('members');
CREATE TRIGGER shared_user_clusters_live_update AFTER UPDATE ON shared_user_clusters FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'used_file_system') IS DISTINCT FROM (to_jsonb(NEW) - 'used_file_system')) EXECUTE FUNCTION notify_change('members');
CREATE TRIGGER shared_user_clusters_live_truncate AFTER TRUNCATE ON shared_user_clusters FOR EACH STATEMENT EXECUTE FUNCTION notify_change('members');

CREATE TRIGGER iam_users_live_rows AFTER INSERT OR DELETE ON iam_users FOR EACH ROW EXECUTE FUNCTION notify_change('members');
CREATE TRIGGER iam_users_live_update AFTER UPDATE ON iam_users FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_change('members');
CREATE TRIGGER iam_users_live_truncate AFTER TRUNCATE ON iam_users FOR EACH STATEMENT EXECUTE FUNCTION notify_change('members');

CREATE TRIGGER cluster_users_live_rows AFTER INSERT OR DELETE ON cluster_users FOR EACH ROW EXECUTE FUNCTION notify_change('members');
CREATE TRIGGER cluster_users_live_update AFTER UPDATE ON cluster_users FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'storage_used') IS DISTINCT FROM (to_jsonb(NEW) - 'storage_used')) EXECUTE FUNCTION notify_change('members');
CREATE TRIGGER cluster_users_live_truncate AFTER TRUNCATE ON cluster_users FOR EACH STATEMENT EXECUTE FUNCTION notify_change('members');

CREATE TRIGGER remote_app_logs_live_rows AFTER INSERT OR DELETE ON remote_app_logs FOR EACH ROW EXECUTE FUNCTION notify_change('remote_apps');
CREATE TRIGGER remote_app_logs_live_update AFTER UPDATE ON remote_app_logs FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_change('remote_apps');
CREATE TRIGGER remote_app_logs_live_truncate AFTER TRUNCATE ON remote_app_logs FOR EACH STATEMENT EXECUTE FUNCTION notify_change('remote_apps');
