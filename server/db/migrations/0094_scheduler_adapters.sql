-- Schedulers as adapters behind one interface (ADR 0048).

-- Which scheduler runs a cluster; a cluster without a row is the simulator's. shared_dir: the directory every node of
-- the cluster mounts (null: the cluster's NAS export under the data dir). own_machines: the user's own hardware
-- (a registered cluster), not charged by the console.
CREATE TABLE cluster_schedulers (
  cluster_id    text PRIMARY KEY REFERENCES clusters (cluster_id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('simulator', 'slurm')),
  shared_dir    text,
  own_machines  boolean NOT NULL DEFAULT false,
  since         timestamptz NOT NULL DEFAULT now()
);
INSERT INTO cluster_schedulers (cluster_id, kind, shared_dir, own_machines) SELECT cluster_id, 'slurm', shared_dir, true FROM slurm_clusters;
ALTER TABLE slurm_clusters DROP COLUMN shared_dir;
-- A cluster on a Slurm the console built has no SSH endpoint of its own (its login node is one of its nodes).
ALTER TABLE slurm_clusters ALTER COLUMN ssh_endpoint DROP NOT NULL;

-- When the console accepted the job (its checks passed); job_id stays the scheduler's id, null until the scheduler has it.
ALTER TABLE jobs ADD COLUMN accepted_time timestamptz;
UPDATE jobs SET accepted_time = coalesce(modified_time, submitted_time) WHERE job_id IS NOT NULL;

-- Which scheduler holds each job, under which id, and whether the loop still follows it (generalises slurm_jobs).
-- requeue: the console took the job back (resumed, its node restarted): the loop cancels it there and submits it again.
CREATE TABLE scheduler_jobs (
  hpcjob_uuid       text PRIMARY KEY REFERENCES jobs (hpcjob_uuid) ON DELETE CASCADE,
  kind              text NOT NULL CHECK (kind IN ('simulator', 'slurm')),
  cluster_id        text NOT NULL,
  scheduler_job_id  text NOT NULL,
  active            boolean NOT NULL DEFAULT true,
  requeue           boolean NOT NULL DEFAULT false,
  submitted_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX scheduler_jobs_active ON scheduler_jobs (kind, cluster_id) WHERE active;
CREATE INDEX scheduler_jobs_id ON scheduler_jobs (kind, scheduler_job_id);
INSERT INTO scheduler_jobs (hpcjob_uuid, kind, cluster_id, scheduler_job_id, active, submitted_at)
  SELECT hpcjob_uuid, 'slurm', cluster_id, slurm_job_id, active, submitted_at FROM slurm_jobs;
DROP TABLE slurm_jobs;

-- The simulator's own record of the jobs it holds: its states, not the console's (the loop maps them).
CREATE TABLE simulator_jobs (
  hpcjob_uuid       text PRIMARY KEY REFERENCES jobs (hpcjob_uuid) ON DELETE CASCADE,
  scheduler_job_id  text NOT NULL,
  state             text NOT NULL CHECK (state IN ('PENDING', 'RUNNING', 'COMPLETED', 'FAILED', 'TIMEOUT', 'DISK_QUOTA', 'CANCELLED')),
  exit_code         integer,
  start_time        timestamptz,
  end_time          timestamptz,
  nodes             text NOT NULL DEFAULT '',
  changed_at        timestamptz NOT NULL
);
CREATE INDEX simulator_jobs_changed ON simulator_jobs (changed_at);
CREATE INDEX simulator_jobs_held ON simulator_jobs (state) WHERE state IN ('PENDING', 'RUNNING');

-- Jobs the simulator held before: pending and running ones with a scheduler id, off every Slurm cluster.
INSERT INTO simulator_jobs (hpcjob_uuid, scheduler_job_id, state, start_time, nodes, changed_at)
  SELECT j.hpcjob_uuid, j.job_id, upper(j.job_status), j.started_time, j.node_list, coalesce(j.modified_time, now())
    FROM jobs j
   WHERE j.job_id IS NOT NULL AND j.job_status IN ('pending', 'running')
     AND NOT EXISTS (SELECT 1 FROM cluster_schedulers s WHERE s.cluster_id = j.cluster_id);
INSERT INTO scheduler_jobs (hpcjob_uuid, kind, cluster_id, scheduler_job_id, active, submitted_at)
  SELECT s.hpcjob_uuid, 'simulator', j.cluster_id, s.scheduler_job_id, true, s.changed_at FROM simulator_jobs s JOIN jobs j ON j.hpcjob_uuid = s.hpcjob_uuid;
