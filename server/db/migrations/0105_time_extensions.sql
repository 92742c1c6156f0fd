-- More time for a job (ADR 0060): the submitter's requests for a longer time limit and their decisions, at most one
-- pending per job; a queue's longest time as its scheduler reports it; the account the gateway raises limits as.
CREATE TABLE time_extensions (
  extension_id    text PRIMARY KEY,
  hpcjob_uuid     text NOT NULL REFERENCES jobs (hpcjob_uuid) ON DELETE CASCADE,
  cluster_id      text NOT NULL,
  -- The job's account: its owner decides, and the log of every step is the account's.
  owner           text NOT NULL,
  user_id         text NOT NULL,
  zone            text NOT NULL,
  old_time_limit  integer NOT NULL,
  new_time_limit  integer NOT NULL,
  reason          text NOT NULL,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'refused', 'withdrawn')),
  decided_by      text,
  decide_time     timestamptz,
  refuse_reason   text,
  -- Why the scheduler did not take the last approval; the request stays pending.
  error           text,
  -- An approval under way (the scheduler is being asked): no other decision meanwhile.
  claimed_at      timestamptz,
  create_time     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX time_extensions_open ON time_extensions (hpcjob_uuid) WHERE status = 'pending';
CREATE INDEX time_extensions_owner ON time_extensions (owner, create_time DESC);
CREATE INDEX time_extensions_cluster ON time_extensions (cluster_id, create_time DESC);

-- Null: the contract's JobTimeLimit maximum. The inventory writes a Slurm partition's MaxTime here.
ALTER TABLE queues ADD COLUMN max_time_limit integer;

-- Slurm raises a limit only for its operator (SlurmUser, root, AdminLevel=Operator); root is every local Slurm's SlurmUser.
ALTER TABLE slurm_clusters ADD COLUMN operator_account text NOT NULL DEFAULT 'root';

-- The requests show on job pages and on the deciders' list, who may be a zone administrator of another account: the
-- shared job_live key (every reader's jobs topic, ADR 0055) moves with them. They are rare.
CREATE TRIGGER time_extensions_live_rows AFTER INSERT OR DELETE ON time_extensions FOR EACH ROW EXECUTE FUNCTION notify_change('job_live');
CREATE TRIGGER time_extensions_live_update AFTER UPDATE ON time_extensions FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION notify_change('job_live');
CREATE TRIGGER time_extensions_live_truncate AFTER TRUNCATE ON time_extensions FOR EACH STATEMENT EXECUTE FUNCTION notify_change('job_live');
