-- Clusters on a real Slurm (issue 17, ADR 0039): a cluster with a row here is driven through slurmrestd by the
-- Slurm adapter (server/domains/slurm-clusters/), not by the simulated scheduler.
CREATE TABLE slurm_clusters (
  cluster_id    text PRIMARY KEY REFERENCES clusters (cluster_id) ON DELETE CASCADE,
  rest_url      text NOT NULL,
  jwt_key_file  text,
  -- The slurmrestd API version (v0.0.38 …); null: discovered by the client.
  api_version   text,
  -- The directory every node of the cluster mounts (scripts, working directories, output).
  shared_dir    text NOT NULL,
  ssh_endpoint  text NOT NULL,
  -- console user_id -> unix account the user's jobs run as (never root).
  account_map   jsonb NOT NULL DEFAULT '{}',
  last_sync     timestamptz,
  last_error    text
);

-- The Slurm job behind a console job: its current Slurm id, and whether the adapter still follows it (false once
-- it ended in Slurm or the console stopped or deleted it and the adapter cancelled it).
CREATE TABLE slurm_jobs (
  hpcjob_uuid    text PRIMARY KEY REFERENCES jobs (hpcjob_uuid) ON DELETE CASCADE,
  cluster_id     text NOT NULL REFERENCES slurm_clusters (cluster_id) ON DELETE CASCADE,
  slurm_job_id   text NOT NULL,
  active         boolean NOT NULL DEFAULT true,
  submitted_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX slurm_jobs_active ON slurm_jobs (cluster_id) WHERE active;

-- The scheduler's own state of the job (TIMEOUT, OUT_OF_MEMORY …), shown on the job's page; null for the simulator.
ALTER TABLE jobs ADD COLUMN scheduler_state text;
