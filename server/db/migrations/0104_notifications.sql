-- Word when a job ends (ADR 0059): one notification per end of a job the console submitted, and its outbox of
-- e-mails and webhooks, written by a trigger in the transaction that ends the job, whatever wrote the end (the
-- scheduler loop, the engine's stop and delete steps, a purge, a refusal).

-- The submitter's choice for this job: default (their settings), in_app, email, webhook, all. NULL: not submitted
-- through the console (seeded history, rows older than this migration), which never notifies.
ALTER TABLE jobs ADD COLUMN notify text CHECK (notify IN ('default', 'in_app', 'email', 'webhook', 'all'));

CREATE TABLE notification_settings (
  user_id         text PRIMARY KEY,
  email_enabled   boolean NOT NULL DEFAULT false,
  email           text,
  webhook_enabled boolean NOT NULL DEFAULT false,
  webhook_url     text,
  webhook_secret  text,
  -- The console's language at the last change: the language of the e-mails and of the webhook's text.
  lang            text NOT NULL DEFAULT 'en',
  updated_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE notifications (
  id           bigserial PRIMARY KEY,
  user_id      text NOT NULL,
  owner        text NOT NULL,
  hpcjob_uuid  text NOT NULL,
  portal       text NOT NULL,
  zone         text,
  job_name     text NOT NULL,
  ended_as     text NOT NULL CHECK (ended_as IN ('finished', 'failed', 'timed_out', 'out_of_memory', 'cancelled', 'stopped', 'unknown')),
  exit_code    integer,
  ended_at     timestamptz NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  read_at      timestamptz
);
CREATE INDEX notifications_user ON notifications (user_id, id DESC);
CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL;

CREATE TABLE notification_deliveries (
  id               bigserial PRIMARY KEY,
  notification_id  bigint NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  user_id          text NOT NULL,
  channel          text NOT NULL CHECK (channel IN ('email', 'webhook')),
  target           text NOT NULL,
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  -- A worker's claim; past it, another worker may take the row (its sender died mid-send).
  claimed_until    timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notification_deliveries_due ON notification_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX notification_deliveries_user ON notification_deliveries (user_id, id DESC);

CREATE TABLE notification_attempts (
  delivery_id      bigint NOT NULL REFERENCES notification_deliveries (id) ON DELETE CASCADE,
  attempt          integer NOT NULL,
  at               timestamptz NOT NULL,
  http_status      integer,
  error            text,
  next_attempt_at  timestamptz,
  PRIMARY KEY (delivery_id, attempt)
);

CREATE FUNCTION job_ended_as(j jobs) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN j.job_status = 'finished' THEN 'finished'
    WHEN j.job_status = 'exited' AND j.scheduler_state LIKE 'OUT_OF_MEMORY%' THEN 'out_of_memory'
    WHEN j.job_status = 'exited' AND (j.scheduler_state LIKE 'TIMEOUT%' OR (j.scheduler_state IS NULL AND j.hits_time_limit AND j.exit_code = 124)) THEN 'timed_out'
    WHEN j.job_status = 'exited' THEN 'failed'
    WHEN j.job_status IN ('cancelled', 'deleted') THEN 'cancelled'
    WHEN j.job_status = 'stopped' THEN 'stopped'
    ELSE 'unknown'
  END
$$;

CREATE FUNCTION notify_job_end() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s notification_settings;
  notification bigint;
  wants_email boolean;
  wants_webhook boolean;
BEGIN
  INSERT INTO notifications (user_id, owner, hpcjob_uuid, portal, zone, job_name, ended_as, exit_code, ended_at)
  VALUES (NEW.user_id, NEW.owner, NEW.hpcjob_uuid, NEW.portal, (SELECT c.zone FROM clusters c WHERE c.cluster_id = NEW.cluster_id),
          NEW.name, job_ended_as(NEW), NEW.exit_code, coalesce(NEW.finished_time, NEW.modified_time, now()))
  RETURNING id INTO notification;
  SELECT * INTO s FROM notification_settings WHERE user_id = NEW.user_id;
  wants_email := CASE NEW.notify WHEN 'default' THEN coalesce(s.email_enabled, false) WHEN 'email' THEN true WHEN 'all' THEN true ELSE false END;
  wants_webhook := CASE NEW.notify WHEN 'default' THEN coalesce(s.webhook_enabled, false) WHEN 'webhook' THEN true WHEN 'all' THEN true ELSE false END;
  IF wants_email AND s.email IS NOT NULL THEN
    INSERT INTO notification_deliveries (notification_id, user_id, channel, target) VALUES (notification, NEW.user_id, 'email', s.email);
  END IF;
  IF wants_webhook AND s.webhook_url IS NOT NULL THEN
    INSERT INTO notification_deliveries (notification_id, user_id, channel, target) VALUES (notification, NEW.user_id, 'webhook', s.webhook_url);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER jobs_notify_end AFTER UPDATE OF job_status ON jobs FOR EACH ROW
  WHEN (NEW.notify IS NOT NULL AND OLD.job_status IN ('pending', 'running') AND NEW.job_status NOT IN ('pending', 'running'))
  EXECUTE FUNCTION notify_job_end();

-- The live topic `notifications` (ADR 0055): the user's notifications, deliveries and their attempts.
CREATE FUNCTION note_notification_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'notification_attempts' THEN
    PERFORM note_change('notifications:' || d.user_id) FROM notification_deliveries d
      WHERE d.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.delivery_id ELSE NEW.delivery_id END;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM note_change('notifications:' || OLD.user_id);
  ELSE
    PERFORM note_change('notifications:' || NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER notifications_live AFTER INSERT OR UPDATE OR DELETE ON notifications FOR EACH ROW EXECUTE FUNCTION note_notification_change();
CREATE TRIGGER notification_deliveries_live AFTER INSERT OR DELETE ON notification_deliveries FOR EACH ROW EXECUTE FUNCTION note_notification_change();
-- Not a claim alone (claimed_until), which moves nothing the user sees.
CREATE TRIGGER notification_deliveries_live_update AFTER UPDATE ON notification_deliveries FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'claimed_until') IS DISTINCT FROM (to_jsonb(NEW) - 'claimed_until')) EXECUTE FUNCTION note_notification_change();
CREATE TRIGGER notification_attempts_live AFTER INSERT OR UPDATE OR DELETE ON notification_attempts FOR EACH ROW EXECUTE FUNCTION note_notification_change();
CREATE TRIGGER notifications_live_truncate AFTER TRUNCATE ON notifications FOR EACH STATEMENT EXECUTE FUNCTION notify_change('notifications');
