-- The queues domain: queue types, the billing fields of dedicated HPC queues, auto-scale policies and their runs.
CREATE TABLE queue_types (
  zone             text NOT NULL,
  queue_type       text NOT NULL,
  name             text NOT NULL,
  category         text NOT NULL CHECK (category IN ('dedicated', 'shared')),
  cores_per_node   integer NOT NULL CHECK (cores_per_node IN (54, 56)),
  memory_per_node  integer NOT NULL,
  gpu_per_node     integer NOT NULL DEFAULT 0,
  price            double precision NOT NULL,
  currency         text NOT NULL DEFAULT 'cny',
  description      text NOT NULL DEFAULT '',
  sort_order       integer NOT NULL DEFAULT 0,
  PRIMARY KEY (zone, queue_type)
);

-- Dedicated HPC queues are billed (PayForUsed or Reserved); every queue remembers its last change.
ALTER TABLE queues ADD COLUMN IF NOT EXISTS paid_type integer NOT NULL DEFAULT 0;
ALTER TABLE queues ADD COLUMN IF NOT EXISTS duration integer NOT NULL DEFAULT 0;
ALTER TABLE queues ADD COLUMN IF NOT EXISTS is_auto_renewal integer NOT NULL DEFAULT 0;
ALTER TABLE queues ADD COLUMN IF NOT EXISTS expire_time timestamptz;
ALTER TABLE queues ADD COLUMN IF NOT EXISTS update_time timestamptz;

CREATE INDEX queues_cluster_status ON queues (cluster_id, status, create_time DESC);
CREATE INDEX queues_cluster_default ON queues (cluster_id) WHERE is_default = 1 AND status <> 'deleted';

CREATE TABLE queue_strategies (
  strategy_id          text PRIMARY KEY,
  cluster_id           text NOT NULL REFERENCES clusters (cluster_id) ON DELETE CASCADE,
  queue_id             text NOT NULL REFERENCES queues (hpcqueue_id) ON DELETE CASCADE,
  op_type              text NOT NULL CHECK (op_type IN ('expand', 'shrink')),
  queued_cores         integer,
  reserved_idle_nodes  integer,
  node_step            integer NOT NULL,
  max_nodes            integer,
  check_frequency      integer NOT NULL,
  op_is_enabled        integer NOT NULL DEFAULT 1,
  run_now              integer NOT NULL DEFAULT 0,
  op_status            text NOT NULL CHECK (op_status IN ('Running', 'Enabling', 'Disabled')),
  last_exec_time       timestamptz,
  create_time          timestamptz NOT NULL DEFAULT now(),
  update_time          timestamptz NOT NULL DEFAULT now()
);
-- A queue has at most one policy of each op_type.
CREATE UNIQUE INDEX queue_strategies_queue_type ON queue_strategies (queue_id, op_type);
CREATE INDEX queue_strategies_cluster ON queue_strategies (cluster_id, create_time DESC);
CREATE INDEX queue_strategies_due ON queue_strategies (op_status) WHERE op_is_enabled = 1;

-- Runs of the policies; they outlive their policy (no foreign key on strategy_id).
CREATE TABLE queue_strategy_logs (
  log_id             text PRIMARY KEY,
  strategy_id        text NOT NULL,
  cluster_id         text NOT NULL REFERENCES clusters (cluster_id) ON DELETE CASCADE,
  queue_id           text NOT NULL,
  queue_name         text NOT NULL,
  op_type            text NOT NULL,
  op_status          text NOT NULL CHECK (op_status IN ('successful', 'failed', 'running', 'skipped')),
  op_time            timestamptz NOT NULL DEFAULT now(),
  node_count_before  integer NOT NULL,
  node_count_after   integer NOT NULL,
  job_id             text,
  message_key        text NOT NULL,
  message_params     jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX queue_strategy_logs_cluster ON queue_strategy_logs (cluster_id, op_time DESC);
CREATE INDEX queue_strategy_logs_strategy ON queue_strategy_logs (strategy_id, op_time DESC);
