-- Change notices (migration 0071's NOTIFY hpc_changes '<topic>', function notify_change) for two more in-process
-- caches:
--   cluster_pages   the pages of cluster/list (server/domains/clusters/list.ts): clusters, cluster_shares and
--                   cluster_nodes (the node count and cores of each row), any column.
--   cluster_access  the cluster-access look-up (rightOn, server/domains/cluster-access.ts): which clusters exist, their
--                   owner and creator, and cluster_shares. Not moved by a cluster's status or name, which the rule
--                   does not read.
-- As in 0071: per statement for inserts, deletes and truncates, per changed row for updates (an update that changes
-- nothing notifies nothing); pg_notify keeps one notice per topic and transaction.

CREATE TRIGGER clusters_pages_rows AFTER INSERT OR DELETE OR TRUNCATE ON clusters FOR EACH STATEMENT EXECUTE FUNCTION notify_change('cluster_pages');
CREATE TRIGGER clusters_pages_update AFTER UPDATE ON clusters FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION notify_change('cluster_pages');
CREATE TRIGGER cluster_shares_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cluster_shares
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change('cluster_pages');
CREATE TRIGGER cluster_nodes_pages_rows AFTER INSERT OR DELETE OR TRUNCATE ON cluster_nodes FOR EACH STATEMENT EXECUTE FUNCTION notify_change('cluster_pages');
CREATE TRIGGER cluster_nodes_pages_update AFTER UPDATE ON cluster_nodes FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION notify_change('cluster_pages');

CREATE TRIGGER clusters_access_rows AFTER INSERT OR DELETE OR TRUNCATE ON clusters FOR EACH STATEMENT EXECUTE FUNCTION notify_change('cluster_access');
CREATE TRIGGER clusters_access_update AFTER UPDATE ON clusters FOR EACH ROW
  WHEN (OLD.cluster_id IS DISTINCT FROM NEW.cluster_id OR OLD.owner IS DISTINCT FROM NEW.owner OR OLD.created_by IS DISTINCT FROM NEW.created_by)
  EXECUTE FUNCTION notify_change('cluster_access');
CREATE TRIGGER cluster_shares_access AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cluster_shares
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change('cluster_access');
