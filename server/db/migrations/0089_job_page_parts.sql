-- The job list pages by part (issue 18 item 7, ADR 0037): a change to one job no longer outdates every kept page
-- (server/domains/jobs/list.ts), only the pages of its owner that it can affect. Instead of the topic job_pages,
-- a change to jobs notes, for the owner of each changed row (before and after the change):
--   job_pages:<owner>            any change to one of the owner's jobs (pages of every status);
--   job_pages:<owner>:<status>   any change to one of the owner's jobs that had or has that status (the rows of pages
--                                that show only some statuses);
--   job_pages:<owner>:counts     a job added or removed, or a change to a column the lists filter or count by (owner,
--                                portal, status, submitted time, name, ids, cluster, queue, software): the totals and
--                                the status tabs' counts.
-- The topic job_pages itself still moves for clusters, cluster_shares and simulation_software (migration 0071),
-- and for a truncate of jobs; a page depends on it too. One statement trigger per event, with transition tables:
-- one pass over the changed rows, one notice (and change_log row) per key and transaction (note_change, 0088).

DROP TRIGGER jobs_change_rows ON jobs;
DROP TRIGGER jobs_change_update ON jobs;

CREATE FUNCTION note_job_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR changed IN
      SELECT DISTINCT k FROM new_rows n,
        LATERAL (VALUES ('job_pages:' || n.owner), ('job_pages:' || n.owner || ':' || n.job_status), ('job_pages:' || n.owner || ':counts')) AS v(k)
    LOOP
      PERFORM note_change(changed);
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR changed IN
      SELECT DISTINCT k FROM old_rows o,
        LATERAL (VALUES ('job_pages:' || o.owner), ('job_pages:' || o.owner || ':' || o.job_status), ('job_pages:' || o.owner || ':counts')) AS v(k)
    LOOP
      PERFORM note_change(changed);
    END LOOP;
  ELSE
    FOR changed IN
      SELECT DISTINCT k FROM old_rows o FULL JOIN new_rows n ON n.hpcjob_uuid = o.hpcjob_uuid,
        LATERAL (VALUES (o.owner, o.job_status), (n.owner, n.job_status)) AS side(owner, status),
        LATERAL (VALUES ('job_pages:' || side.owner), ('job_pages:' || side.owner || ':' || side.status),
          (CASE WHEN o.hpcjob_uuid IS NULL OR n.hpcjob_uuid IS NULL
                  OR (o.owner, o.portal, o.job_status, o.submitted_time, o.name, o.job_id, o.cluster_id, o.queue_name, o.hpcsw_id)
                     IS DISTINCT FROM (n.owner, n.portal, n.job_status, n.submitted_time, n.name, n.job_id, n.cluster_id, n.queue_name, n.hpcsw_id)
                THEN 'job_pages:' || side.owner || ':counts' END)) AS v(k)
      WHERE side.owner IS NOT NULL AND k IS NOT NULL
        AND (o.hpcjob_uuid IS NULL OR n.hpcjob_uuid IS NULL OR ROW(o.*) IS DISTINCT FROM ROW(n.*))
    LOOP
      PERFORM note_change(changed);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER jobs_pages_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_job_changes();
CREATE TRIGGER jobs_pages_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_job_changes();
CREATE TRIGGER jobs_pages_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_job_changes();
CREATE TRIGGER jobs_pages_truncate AFTER TRUNCATE ON jobs FOR EACH STATEMENT EXECUTE FUNCTION notify_change('job_pages');
