-- The accounts domain: cluster users, projects and sub-accounts, shared members, billing and software.
-- Cluster ids are not foreign keys here: clusters are the clusters domain's rows, and the billing history of a
-- deleted cluster stays.

-- Accounts on a cluster with their core-hour and storage quotas. phase is the simulated set-up state
-- (creating / updating / deleting until the engine step has run); deleting accounts are no longer listed.
CREATE TABLE cluster_users (
  cluster_id            text NOT NULL,
  account               text NOT NULL,
  owner                 text NOT NULL,
  uid                   integer NOT NULL,
  gid                   integer NOT NULL DEFAULT 10000,
  password_hash         text NOT NULL,
  allocated_core_hours  integer NOT NULL,
  storage_quota         bigint NOT NULL,
  storage_used          bigint NOT NULL DEFAULT 0,
  queues                text[] NOT NULL DEFAULT '{}',
  folders               text[] NOT NULL DEFAULT '{}',
  status                text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  phase                 text NOT NULL DEFAULT 'ready' CHECK (phase IN ('creating', 'updating', 'ready', 'deleting')),
  is_admin              boolean NOT NULL DEFAULT false,
  create_time           timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (cluster_id, account)
);
CREATE INDEX cluster_users_cluster_time ON cluster_users (cluster_id, create_time DESC);
CREATE INDEX cluster_users_owner ON cluster_users (owner);

-- Projects share clusters of their owner with the owner's sub-accounts. project_members is the source of truth
-- of project sharing (mirrored into the clusters domain's cluster_shares when that table exists).
CREATE TABLE projects (
  project_id   text PRIMARY KEY,
  name         text NOT NULL,
  owner        text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  create_time  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX projects_owner_time ON projects (owner, create_time DESC);

CREATE TABLE project_resources (
  project_id   text NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
  cluster_id   text NOT NULL,
  create_time  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, cluster_id)
);
CREATE INDEX project_resources_cluster ON project_resources (cluster_id);

CREATE TABLE project_members (
  project_id   text NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
  user_id      text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  role_type    text NOT NULL DEFAULT 'member',
  permission   text NOT NULL CHECK (permission IN ('readonly', 'readwrite')),
  shared_role  text NOT NULL CHECK (shared_role IN ('shared_owner', 'shared_member')),
  create_time  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, user_id)
);
CREATE INDEX project_members_user ON project_members (user_id);
CREATE INDEX project_members_time ON project_members (project_id, create_time DESC);

-- The initial HPC password of a sub-user, shown the first time the sub-user is listed after its permission opened.
CREATE TABLE subuser_passwords (
  user_id     text PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
  password    text NOT NULL,
  shown_time  timestamptz NOT NULL DEFAULT now()
);

-- IAM users of an owner's account; user_id links the ones that can sign in to the console.
CREATE TABLE iam_users (
  iam_user_id   text PRIMARY KEY,
  owner         text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  iamuser_name  text NOT NULL,
  email         text,
  status        text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  user_id       text REFERENCES users (user_id) ON DELETE SET NULL,
  create_time   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (owner, iamuser_name)
);
CREATE INDEX iam_users_owner_time ON iam_users (owner, create_time DESC);
CREATE INDEX iam_users_email ON iam_users (owner, lower(email));

CREATE TABLE login_accounts (
  login_account  text NOT NULL,
  owner          text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  status         text NOT NULL DEFAULT 'active',
  create_time    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner, login_account)
);
CREATE TABLE login_account_users (
  owner          text NOT NULL,
  login_account  text NOT NULL,
  user_id        text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  create_time    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner, login_account, user_id),
  FOREIGN KEY (owner, login_account) REFERENCES login_accounts (owner, login_account) ON DELETE CASCADE
);

-- Shared members (IAM users of the owner) and, per cluster, their resource limit and usage.
CREATE TABLE shared_users (
  shared_user_id  text PRIMARY KEY,
  owner           text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  iam_user_id     text NOT NULL REFERENCES iam_users (iam_user_id) ON DELETE CASCADE,
  username        text NOT NULL,
  permission      text NOT NULL CHECK (permission IN ('readonly', 'readwrite')),
  status          text NOT NULL CHECK (status IN ('creating', 'active', 'disabled', 'deleting')),
  uid             integer NOT NULL,
  gid             integer NOT NULL DEFAULT 20001,
  password_hash   text,
  create_time     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (owner, iam_user_id)
);
CREATE INDEX shared_users_owner_time ON shared_users (owner, create_time DESC);

CREATE TABLE shared_user_clusters (
  shared_user_id        text NOT NULL REFERENCES shared_users (shared_user_id) ON DELETE CASCADE,
  cluster_id            text NOT NULL,
  removing              boolean NOT NULL DEFAULT false,
  has_limit             boolean NOT NULL DEFAULT false,
  queue                 text,
  partition             text,
  file_system_acl       jsonb NOT NULL DEFAULT '[]',
  allocated_core_hours  integer,
  file_system_quota     bigint,
  used_file_system      bigint NOT NULL DEFAULT 0,
  create_time           timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shared_user_id, cluster_id)
);
CREATE INDEX shared_user_clusters_cluster ON shared_user_clusters (cluster_id);

-- Billing: the owner's balance, charge records (deductions), bill lines, arrears and the accrual state.
CREATE TABLE account_balances (
  owner        text PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
  available    numeric(16, 4) NOT NULL DEFAULT 0,
  frozen       numeric(16, 4) NOT NULL DEFAULT 0,
  currency     text NOT NULL DEFAULT 'cny',
  update_time  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE charge_records (
  charge_record_id  text PRIMARY KEY,
  owner             text NOT NULL,
  resource_id       text NOT NULL,
  resource_name     text NOT NULL DEFAULT '',
  total_sum         numeric(16, 4) NOT NULL,
  fee               numeric(16, 4) NOT NULL,
  currency          text NOT NULL DEFAULT 'cny',
  duration          text NOT NULL,
  charge_time       timestamptz NOT NULL,
  remarks           text NOT NULL DEFAULT ''
);
CREATE INDEX charge_records_resource_time ON charge_records (owner, resource_id, charge_time DESC);
CREATE UNIQUE INDEX charge_records_hourly ON charge_records (owner, resource_id, charge_time, duration);

-- kind cluster: lines of a cluster's resources (cluster_id set); kind remoteapp: a remote app's usage per day.
CREATE TABLE bills (
  bill_id        text PRIMARY KEY,
  owner          text NOT NULL,
  kind           text NOT NULL CHECK (kind IN ('cluster', 'remoteapp')),
  cluster_id     text,
  hpcsw_id       text,
  resource_id    text NOT NULL,
  resource_name  text NOT NULL DEFAULT '',
  charge_type    text NOT NULL CHECK (charge_type IN ('PayForUsed', 'Reserved')),
  amount         numeric(16, 4) NOT NULL,
  currency       text NOT NULL DEFAULT 'cny',
  core_hours     numeric(16, 2),
  start_time     timestamptz NOT NULL,
  end_time       timestamptz NOT NULL
);
CREATE INDEX bills_cluster_time ON bills (owner, kind, cluster_id, start_time DESC);
CREATE INDEX bills_remoteapp_time ON bills (owner, kind, hpcsw_id, start_time DESC);
CREATE UNIQUE INDEX bills_daily ON bills (owner, kind, cluster_id, resource_id, charge_type, start_time);

CREATE TABLE arrears_infos (
  owner          text NOT NULL,
  resource_id    text NOT NULL,
  resource_name  text NOT NULL DEFAULT '',
  amount         numeric(16, 4) NOT NULL,
  currency       text NOT NULL DEFAULT 'cny',
  since          timestamptz NOT NULL,
  PRIMARY KEY (owner, resource_id)
);

CREATE TABLE billing_accruals (
  cluster_id     text PRIMARY KEY,
  accrued_until  timestamptz NOT NULL
);

CREATE TABLE reserved_periods (
  cluster_id  text PRIMARY KEY,
  months      integer NOT NULL,
  period_end  timestamptz NOT NULL
);

-- Software catalogue, the users' collected flags, applications for commercial software and remote-app usage.
CREATE TABLE software_classes (
  class_id  text PRIMARY KEY,
  name      text NOT NULL,
  name_en   text NOT NULL
);

CREATE TABLE software (
  hpcsw_id       text PRIMARY KEY,
  sw_name        text NOT NULL,
  sw_ver         text NOT NULL,
  class_id       text NOT NULL REFERENCES software_classes (class_id),
  description    text NOT NULL DEFAULT '',
  vendor         text NOT NULL DEFAULT '',
  license        text NOT NULL CHECK (license IN ('free', 'commercial')),
  is_graphics    integer NOT NULL DEFAULT 0,
  icon           text,
  cluster_types  text[] NOT NULL DEFAULT '{hpc,ehpc}',
  hourly_price   numeric(10, 4) NOT NULL DEFAULT 0,
  create_time    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX software_class_time ON software (class_id, create_time DESC);
CREATE INDEX software_time ON software (create_time DESC);

CREATE TABLE software_marks (
  user_id   text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  hpcsw_id  text NOT NULL REFERENCES software (hpcsw_id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, hpcsw_id)
);

CREATE TABLE software_applications (
  apply_id     text PRIMARY KEY,
  hpcsw_id     text NOT NULL REFERENCES software (hpcsw_id) ON DELETE CASCADE,
  cluster_id   text NOT NULL,
  owner        text NOT NULL,
  user_id      text NOT NULL,
  reason       text NOT NULL,
  status       text NOT NULL CHECK (status IN ('new', 'pending', 'passed', 'rejected')),
  create_time  timestamptz NOT NULL DEFAULT now(),
  status_time  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX software_applications_open ON software_applications (hpcsw_id, cluster_id) WHERE status IN ('pending', 'passed');
CREATE INDEX software_applications_user ON software_applications (user_id, hpcsw_id, create_time DESC);

CREATE TABLE remote_app_logs (
  log_id        text PRIMARY KEY,
  hpcsw_id      text NOT NULL,
  app_name      text NOT NULL,
  owner         text NOT NULL,
  user_id       text NOT NULL,
  iamuser_name  text,
  cluster_id    text NOT NULL,
  nas_id        text,
  app_state     text NOT NULL CHECK (app_state IN ('running', 'stopped')),
  start_time    timestamptz NOT NULL,
  end_time      timestamptz,
  billed_until  timestamptz NOT NULL,
  cost          numeric(16, 4) NOT NULL DEFAULT 0,
  currency      text NOT NULL DEFAULT 'cny'
);
CREATE INDEX remote_app_logs_owner_time ON remote_app_logs (owner, start_time DESC);
CREATE INDEX remote_app_logs_running ON remote_app_logs (app_state) WHERE app_state = 'running';
