-- Graphics sessions (ADR 0062): a desktop or one graphics application run as a job of its user, whose display the
-- console opens through the gateway. The session's state is read from its job; the row keeps what the job does not.
-- No foreign key to jobs: a session answers (ended) even when its job's row is gone.
CREATE TABLE graphics_sessions (
  session_id    text PRIMARY KEY,
  hpcjob_uuid   text NOT NULL UNIQUE,
  hpcsw_id      text NOT NULL,
  app_name      text NOT NULL,
  sw_ver        text,
  cluster_id    text NOT NULL,
  owner         text NOT NULL,
  user_id       text NOT NULL,
  iamuser_name  text,
  -- What the session started (software.launch when it was opened): desktop, a command line, or null (none there).
  launch        text,
  -- As asked, then as given more time: what the session answers when its job's row is gone.
  cores         integer NOT NULL,
  time_limit    integer NOT NULL,
  queue_name    text,
  -- Its usage record (remote_app_logs), written when its job starts.
  log_id        text,
  -- When its user ended it (null: not ended by its user).
  ended_at      timestamptz,
  -- When its display was first seen (the VNC socket in the job's folder): moves the live version once.
  display_at    timestamptz,
  create_time   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX graphics_sessions_user ON graphics_sessions (user_id, create_time DESC, session_id DESC);
-- getRemoteAppLink's rejoin: the user's session of an application on a cluster.
CREATE INDEX graphics_sessions_app ON graphics_sessions (user_id, hpcsw_id, cluster_id) WHERE ended_at IS NULL;

-- What a graphics application runs on a real cluster's node: desktop (a window manager and a terminal) or a command
-- line; null: it cannot run there (its session ends failed, saying the application is not installed).
ALTER TABLE software ADD COLUMN launch text;

-- The graphics session a usage record belongs to; null for the records written before sessions were jobs.
ALTER TABLE remote_app_logs ADD COLUMN session_id text;

-- A session's usage is its job's run: the record is written when the job starts (from its real start) and closed when
-- it ends (at its real end; a stop has no end of its scheduler's, the stop's time is it). Written where the job's row
-- changes, in the same transaction, whichever gateway or path changed it (the scheduler loop, a stop, a deletion).
CREATE FUNCTION graphics_session_usage() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s graphics_sessions;
BEGIN
  SELECT * INTO s FROM graphics_sessions WHERE hpcjob_uuid = NEW.hpcjob_uuid;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF s.log_id IS NULL AND NEW.started_time IS NOT NULL THEN
    s.log_id := 'ral-' || substr(md5(s.session_id || random()::text || clock_timestamp()::text), 1, 10);
    INSERT INTO remote_app_logs (log_id, hpcsw_id, app_name, owner, user_id, iamuser_name, cluster_id, nas_id, app_state, start_time, billed_until,
                                 session_id)
    VALUES (s.log_id, s.hpcsw_id, s.app_name, s.owner, s.user_id, s.iamuser_name, s.cluster_id,
            (SELECT c.nas_id FROM clusters c WHERE c.cluster_id = s.cluster_id), 'running', NEW.started_time, NEW.started_time, s.session_id);
    UPDATE graphics_sessions SET log_id = s.log_id WHERE session_id = s.session_id;
  END IF;
  IF s.log_id IS NOT NULL AND NEW.job_status NOT IN ('pending', 'running') THEN
    UPDATE remote_app_logs SET app_state = 'stopped', end_time = greatest(start_time, coalesce(NEW.finished_time, NEW.modified_time))
     WHERE log_id = s.log_id AND app_state = 'running';
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER jobs_graphics_usage AFTER UPDATE OF job_status, started_time ON jobs FOR EACH ROW
  WHEN (OLD.job_status IS DISTINCT FROM NEW.job_status OR OLD.started_time IS DISTINCT FROM NEW.started_time)
  EXECUTE FUNCTION graphics_session_usage();

-- A job's row is not deleted by the console (a deletion marks it deleted); should one go, its session's usage ends then.
CREATE FUNCTION graphics_session_job_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE remote_app_logs l SET app_state = 'stopped', end_time = greatest(l.start_time, now())
    FROM graphics_sessions g
   WHERE g.hpcjob_uuid = OLD.hpcjob_uuid AND l.log_id = g.log_id AND l.app_state = 'running';
  RETURN NULL;
END
$$;

CREATE TRIGGER jobs_graphics_gone AFTER DELETE ON jobs FOR EACH ROW EXECUTE FUNCTION graphics_session_job_gone();

-- The sessions show with the user's jobs (the live topic jobs, ADR 0055): their changes move the account's job_live key.
CREATE TRIGGER graphics_sessions_live_insert AFTER INSERT ON graphics_sessions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_job_live();
CREATE TRIGGER graphics_sessions_live_delete AFTER DELETE ON graphics_sessions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_job_live();
CREATE TRIGGER graphics_sessions_live_update AFTER UPDATE ON graphics_sessions FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION note_job_live();
CREATE TRIGGER graphics_sessions_live_truncate AFTER TRUNCATE ON graphics_sessions FOR EACH STATEMENT EXECUTE FUNCTION notify_change('job_live');
