-- The operation log: every asynchronous change, its state machine's progress and its outcome.
CREATE TABLE operations (
  job_id          text PRIMARY KEY,
  action          text NOT NULL,
  resource_type   text NOT NULL,
  resource_ids    text[] NOT NULL,
  resource_names  text[] NOT NULL DEFAULT '{}',
  status          text NOT NULL DEFAULT 'pending',
  error_message   text,
  owner           text NOT NULL,
  user_id         text NOT NULL,
  portal          text NOT NULL DEFAULT 'hpc',
  zone            text NOT NULL,
  step            integer NOT NULL DEFAULT 0,
  payload         jsonb NOT NULL DEFAULT '{}',
  run_at          timestamptz NOT NULL DEFAULT now(),
  create_time     timestamptz NOT NULL DEFAULT now(),
  status_time     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operations_owner_time ON operations (owner, create_time DESC);
CREATE INDEX operations_due ON operations (run_at) WHERE status IN ('pending', 'working');
CREATE INDEX operations_resources ON operations USING gin (resource_ids);
