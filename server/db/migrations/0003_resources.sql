-- The resources most domains share: clusters, their nodes and queues, NAS exports and compute jobs.
-- Domain-only tables come in the domain's own migration (0010 and on).
CREATE TABLE clusters (
  cluster_id          text PRIMARY KEY,
  cluster_name        text NOT NULL,
  cluster_type        text NOT NULL CHECK (cluster_type IN ('hpc', 'ehpc')),
  status              text NOT NULL,
  transition_status   text NOT NULL DEFAULT '',
  description         text NOT NULL DEFAULT '',
  zone                text NOT NULL,
  owner               text NOT NULL,
  created_by          text NOT NULL,
  nas_id              text,
  nas_shared_path     text,
  vxnet_id            text,
  vxnet_name          text,
  bm_vxnet_id         text,
  network_type        text,
  scheduler           text,
  version             text NOT NULL,
  previous_version    text,
  app_id              text NOT NULL,
  app_version         text NOT NULL,
  deploy_mode         integer NOT NULL DEFAULT 1,
  paid_type           integer NOT NULL DEFAULT 0,
  duration            integer NOT NULL DEFAULT 0,
  is_auto_renewal     integer NOT NULL DEFAULT 0,
  shared_status       text NOT NULL DEFAULT 'unshared',
  software            jsonb NOT NULL DEFAULT '[]',
  config              jsonb NOT NULL DEFAULT '{}',
  expire_time         timestamptz,
  create_time         timestamptz NOT NULL DEFAULT now(),
  status_time         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX clusters_owner_time ON clusters (owner, create_time DESC);
CREATE INDEX clusters_owner_status ON clusters (owner, status);
CREATE INDEX clusters_owner_type ON clusters (owner, cluster_type, create_time DESC);
CREATE INDEX clusters_nas ON clusters (nas_id);

CREATE TABLE cluster_nodes (
  node_id            text PRIMARY KEY,
  cluster_id         text NOT NULL REFERENCES clusters (cluster_id) ON DELETE CASCADE,
  instance_id        text NOT NULL,
  name               text NOT NULL,
  hostname           text NOT NULL,
  role               text NOT NULL CHECK (role IN ('login', 'controller', 'compute')),
  node_type          text NOT NULL,
  instance_class     integer NOT NULL,
  cpu                integer NOT NULL,
  memory             integer NOT NULL,
  gpu                integer NOT NULL DEFAULT 0,
  status             text NOT NULL,
  transition_status  text NOT NULL DEFAULT '',
  health_status      text NOT NULL DEFAULT 'fetching',
  private_ip         text NOT NULL,
  eip_id             text,
  eip_addr           text,
  description        text NOT NULL DEFAULT '',
  create_time        timestamptz NOT NULL DEFAULT now(),
  status_time        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cluster_nodes_cluster ON cluster_nodes (cluster_id, role, create_time DESC);

CREATE TABLE queues (
  hpcqueue_id   text PRIMARY KEY,
  cluster_id    text NOT NULL REFERENCES clusters (cluster_id) ON DELETE CASCADE,
  queue_name    text NOT NULL,
  category      text NOT NULL DEFAULT 'dedicated',
  is_default    integer NOT NULL DEFAULT 0,
  queue_type    text,
  status        text NOT NULL DEFAULT 'active',
  create_time   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX queues_cluster ON queues (cluster_id, create_time DESC);
CREATE UNIQUE INDEX queues_cluster_name ON queues (cluster_id, queue_name) WHERE status <> 'deleted';

CREATE TABLE queue_nodes (
  hpcqueue_id  text NOT NULL REFERENCES queues (hpcqueue_id) ON DELETE CASCADE,
  node_id      text NOT NULL REFERENCES cluster_nodes (node_id) ON DELETE CASCADE,
  PRIMARY KEY (hpcqueue_id, node_id)
);
CREATE INDEX queue_nodes_node ON queue_nodes (node_id);

CREATE TABLE nas_exports (
  nas_id        text PRIMARY KEY,
  fs_id         text NOT NULL,
  name          text NOT NULL,
  owner         text NOT NULL,
  zone          text NOT NULL,
  export_path   text NOT NULL,
  shared_path   text NOT NULL,
  quota_gb      integer NOT NULL,
  description   text NOT NULL DEFAULT '',
  status        text NOT NULL DEFAULT 'Active',
  private_ip    text NOT NULL,
  create_time   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX nas_exports_owner ON nas_exports (owner, zone, create_time DESC);

CREATE TABLE jobs (
  hpcjob_uuid      text PRIMARY KEY,
  job_id           text,
  portal           text NOT NULL DEFAULT 'hpc' CHECK (portal IN ('hpc', 'ispf')),
  cluster_id       text NOT NULL,
  owner            text NOT NULL,
  user_id          text NOT NULL,
  name             text NOT NULL,
  job_status       text NOT NULL,
  hpcqueue_id      text,
  queue_name       text,
  hpcsw_id         text,
  priority         integer NOT NULL DEFAULT 5,
  cores            integer NOT NULL,
  memory           integer,
  time_limit       integer,
  stdout_path      text,
  stderr_path      text,
  input_file       text,
  work_dir         text,
  cmd              text,
  script_path      text,
  submit_type      text NOT NULL,
  exit_code        integer,
  run_time         integer NOT NULL DEFAULT 0,
  submit_key       text,
  submitted_time   timestamptz NOT NULL DEFAULT now(),
  started_time     timestamptz,
  modified_time    timestamptz NOT NULL DEFAULT now(),
  finished_time    timestamptz
);
CREATE INDEX jobs_owner_time ON jobs (owner, portal, submitted_time DESC);
CREATE INDEX jobs_owner_status_time ON jobs (owner, portal, job_status, submitted_time DESC);
CREATE INDEX jobs_cluster_status ON jobs (cluster_id, job_status, submitted_time DESC);
CREATE UNIQUE INDEX jobs_submit_key ON jobs (owner, submit_key) WHERE submit_key IS NOT NULL;
