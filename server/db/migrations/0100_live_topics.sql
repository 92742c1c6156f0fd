-- Change notices for what the console's live stream tells browsers about (ADR 0053, server/live), beyond the job and
-- cluster pages that 0071, 0072 and 0089 already cover:
--   operations:<owner>  the operation log of one account (its rows, before and after the change);
--   queues              queues, their nodes and queue types;
--   strategies          auto-scale strategies and their logs;
--   members             shared users and their clusters, IAM users, cluster users;
--   remote_apps         remote-app usage logs.
-- As in 0072: per statement for inserts, deletes and truncates, per changed row for updates (an update that changes
-- nothing notifies nothing); note_change keeps one notice and one change_log row per key and transaction (0088).

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

CREATE TRIGGER queues_live_rows AFTER INSERT OR DELETE OR TRUNCATE ON queues FOR EACH STATEMENT EXECUTE FUNCTION notify_change('queues');
CREATE TRIGGER queues_live_update AFTER UPDATE ON queues FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION notify_change('queues');
CREATE TRIGGER queue_nodes_live_rows AFTER INSERT OR DELETE OR TRUNCATE ON queue_nodes FOR EACH STATEMENT EXECUTE FUNCTION notify_change('queues');
CREATE TRIGGER queue_nodes_live_update AFTER UPDATE ON queue_nodes FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION notify_change('queues');
CREATE TRIGGER queue_types_live AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON queue_types FOR EACH STATEMENT EXECUTE FUNCTION notify_change('queues');

CREATE TRIGGER queue_strategies_live_rows AFTER INSERT OR DELETE OR TRUNCATE ON queue_strategies FOR EACH STATEMENT
  EXECUTE FUNCTION notify_change('strategies');
CREATE TRIGGER queue_strategies_live_update AFTER UPDATE ON queue_strategies FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION notify_change('strategies');
CREATE TRIGGER queue_strategy_logs_live AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON queue_strategy_logs FOR EACH STATEMENT
  EXECUTE FUNCTION notify_change('strategies');

CREATE TRIGGER shared_users_live_rows AFTER INSERT OR DELETE OR TRUNCATE ON shared_users FOR EACH STATEMENT EXECUTE FUNCTION notify_change('members');
CREATE TRIGGER shared_users_live_update AFTER UPDATE ON shared_users FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION notify_change('members');
CREATE TRIGGER shared_user_clusters_live AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shared_user_clusters FOR EACH STATEMENT
  EXECUTE FUNCTION notify_change('members');
CREATE TRIGGER iam_users_live AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON iam_users FOR EACH STATEMENT EXECUTE FUNCTION notify_change('members');
CREATE TRIGGER cluster_users_live AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cluster_users FOR EACH STATEMENT EXECUTE FUNCTION notify_change('members');

CREATE TRIGGER remote_app_logs_live AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON remote_app_logs FOR EACH STATEMENT
  EXECUTE FUNCTION notify_change('remote_apps');
