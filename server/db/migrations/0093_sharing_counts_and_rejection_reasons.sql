-- The cluster list shows with how many members each cluster is shared, counted from the sharing tables themselves
-- (server/domains/shared-members.ts): the pages of cluster/list (topic cluster_pages, migration 0072) move with
-- shared_user_clusters, project_members and project_resources too, as 0072 does (per statement for inserts,
-- deletes and truncates, per changed row for updates).
CREATE TRIGGER shared_user_clusters_pages_rows AFTER INSERT OR DELETE OR TRUNCATE ON shared_user_clusters FOR EACH STATEMENT EXECUTE FUNCTION notify_change('cluster_pages');
CREATE TRIGGER shared_user_clusters_pages_update AFTER UPDATE ON shared_user_clusters FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION notify_change('cluster_pages');
CREATE TRIGGER project_members_pages_rows AFTER INSERT OR DELETE OR TRUNCATE ON project_members FOR EACH STATEMENT EXECUTE FUNCTION notify_change('cluster_pages');
CREATE TRIGGER project_members_pages_update AFTER UPDATE ON project_members FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION notify_change('cluster_pages');
CREATE TRIGGER project_resources_pages_rows AFTER INSERT OR DELETE OR TRUNCATE ON project_resources FOR EACH STATEMENT EXECUTE FUNCTION notify_change('cluster_pages');
CREATE TRIGGER project_resources_pages_update AFTER UPDATE ON project_resources FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION notify_change('cluster_pages');

-- The zone administrator says why an application for software is rejected; the applicant reads it (ADR 0025).
ALTER TABLE software_applications ADD COLUMN reject_reason text;
