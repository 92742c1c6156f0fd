-- Jobs domain: what the simulated scheduler keeps per job, node allocations, the simulation platform and its
-- software, job templates and file templates, and the indexes of the job, template and operation-log lists.

-- The scheduler's own bookkeeping on the shared jobs table.
ALTER TABLE jobs ADD COLUMN run_as text;
ALTER TABLE jobs ADD COLUMN node_list text NOT NULL DEFAULT '';
ALTER TABLE jobs ADD COLUMN job_template_id text;
-- What the job does once started (parsed from its command or script): {duration, exit_code, lines[], error?}.
ALTER TABLE jobs ADD COLUMN plan jsonb;
-- Simulated seconds of the run (the plan's, capped by time_limit) and whether the time limit ends it.
ALTER TABLE jobs ADD COLUMN duration integer;
ALTER TABLE jobs ADD COLUMN hits_time_limit boolean NOT NULL DEFAULT false;
ALTER TABLE jobs ADD COLUMN lines_written integer NOT NULL DEFAULT 0;

-- Scheduler job ids (the Slurm job id) handed out when the scheduler accepts a job.
CREATE SEQUENCE scheduler_job_ids START 10001;

-- Cores of each node allocated to a running job (removed when the job ends, stops or is deleted).
CREATE TABLE job_nodes (
  hpcjob_uuid  text NOT NULL REFERENCES jobs (hpcjob_uuid) ON DELETE CASCADE,
  node_id      text NOT NULL,
  hostname     text NOT NULL,
  cores        integer NOT NULL CHECK (cores > 0),
  PRIMARY KEY (hpcjob_uuid, node_id)
);
CREATE INDEX job_nodes_node ON job_nodes (node_id);

-- Lists and the scheduler.
CREATE INDEX jobs_owner_cluster_time ON jobs (owner, portal, cluster_id, submitted_time DESC);
CREATE INDEX jobs_owner_queue_time ON jobs (owner, portal, queue_name, submitted_time DESC);
CREATE INDEX jobs_owner_software_time ON jobs (owner, portal, hpcsw_id, submitted_time DESC);
CREATE INDEX jobs_owner_name ON jobs (owner, portal, name);
CREATE INDEX jobs_owner_run_time ON jobs (owner, portal, run_time);
CREATE INDEX jobs_queue_status ON jobs (hpcqueue_id, job_status);
CREATE INDEX jobs_active ON jobs (portal, priority DESC, submitted_time) WHERE job_status IN ('pending', 'running');

-- The simulation portal's platform: one virtual cluster with a single node of 56 cores.
CREATE TABLE simulation_platform (
  cluster_id   text PRIMARY KEY,
  status       text NOT NULL,
  node_id      text NOT NULL,
  hostname     text NOT NULL,
  cores        integer NOT NULL,
  memory       integer NOT NULL
);
INSERT INTO simulation_platform (cluster_id, status, node_id, hostname, cores, memory)
VALUES ('simulation_cluster', 'active', 'sim-node01', 'sim-node01', 56, 229376);

-- The simulation software of the catalogue and the command line each runs by default.
CREATE TABLE simulation_software (
  hpcsw_id     text PRIMARY KEY,
  sw_name      text NOT NULL,
  sw_ver       text NOT NULL,
  default_cmd  text NOT NULL
);
INSERT INTO simulation_software (hpcsw_id, sw_name, sw_ver, default_cmd) VALUES
  ('hpcsw-fluent23', 'Fluent', '2023R1', 'fluent 3ddp -g -t{cores} -i run.jou'),
  ('hpcsw-fluent2024', 'Fluent', '2024R1', 'fluent 3ddp -g -t{cores} -i run.jou'),
  ('hpcsw-openfoam11', 'OpenFOAM', '11', 'mpirun -np {cores} simpleFoam -parallel'),
  ('hpcsw-abaqus2023', 'Abaqus', '2023', 'abaqus job=model cpus={cores} interactive'),
  ('hpcsw-lsdyna13', 'LS-DYNA', 'R13', 'lsdyna i=main.k ncpu={cores}'),
  ('hpcsw-comsol62', 'COMSOL', '6.2', 'comsol batch -np {cores} -inputfile model.mph');

CREATE TABLE job_templates (
  temp_id        text PRIMARY KEY,
  owner          text NOT NULL,
  user_id        text NOT NULL,
  name           text NOT NULL,
  cluster_id     text NOT NULL,
  hpcqueue_id    text,
  queue_name     text NOT NULL,
  priority       integer NOT NULL DEFAULT 5,
  cores          integer NOT NULL DEFAULT 1,
  memory         integer,
  time_limit     integer,
  submit_type    text NOT NULL CHECK (submit_type IN ('command', 'script')),
  cmd            text,
  script_path    text,
  file_temp_id   text,
  work_dir       text,
  stdout_path    text,
  stderr_path    text,
  description    text,
  create_time    timestamptz NOT NULL DEFAULT now(),
  update_time    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX job_templates_cluster_name ON job_templates (cluster_id, name);
CREATE INDEX job_templates_owner_create ON job_templates (owner, create_time DESC);
CREATE INDEX job_templates_owner_update ON job_templates (owner, update_time DESC);
CREATE INDEX job_templates_owner_name ON job_templates (owner, name);
CREATE INDEX job_templates_owner_cluster ON job_templates (owner, cluster_id, create_time DESC);

-- Ready-made job scripts; zone NULL offers the template in every zone.
CREATE TABLE file_templates (
  file_temp_id  text PRIMARY KEY,
  zone          text,
  name          text NOT NULL,
  software      text,
  sw_ver        text,
  file_name     text NOT NULL,
  content       text NOT NULL,
  description   text,
  create_time   timestamptz NOT NULL DEFAULT now(),
  update_time   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX file_templates_zone_time ON file_templates (zone, create_time DESC);
CREATE INDEX file_templates_software ON file_templates (software, create_time DESC);
CREATE INDEX file_templates_name ON file_templates (name);

-- The operation log's lists: by portal, status, action and either time.
CREATE INDEX operations_owner_portal_create ON operations (owner, portal, create_time DESC);
CREATE INDEX operations_owner_portal_status_time ON operations (owner, portal, status_time DESC);
CREATE INDEX operations_owner_portal_status ON operations (owner, portal, status, create_time DESC);
CREATE INDEX operations_owner_portal_action ON operations (owner, portal, action, create_time DESC);
