-- A site's own Slurm registered from the console and its machines joined as nodes (ADR 0065).
-- What a registered cluster needs to take machines (the munge key as the gateway sees it, slurmctld's address for
-- configless slurmd, the feature its partitions take dynamic nodes by), and slurmctld's last answer time.
ALTER TABLE slurm_clusters
  ADD COLUMN munge_key_file text,
  ADD COLUMN controller     text,
  ADD COLUMN node_feature   text,
  ADD COLUMN answer_ms      integer,
  ADD COLUMN node_count     integer,
  ADD COLUMN partition_count integer;

-- Machines reachable over SSH, free or joined to a registered cluster as a node. The key is a secret: never
-- answered, kept here so that every gateway on the database may join or release the machine.
CREATE TABLE machines (
  machine_id   text PRIMARY KEY,
  zone         text NOT NULL,
  name         text NOT NULL,
  address      text NOT NULL,
  port         integer NOT NULL,
  login_user   text NOT NULL,
  private_key  text NOT NULL,
  hostname     text NOT NULL,
  cpus         integer NOT NULL,
  memory_mb    integer NOT NULL,
  -- free: in the pool; joining/leaving: an operation on it runs (since state_time); node: a node of cluster_id.
  state        text NOT NULL DEFAULT 'free' CHECK (state IN ('free', 'joining', 'node', 'leaving')),
  state_time   timestamptz NOT NULL DEFAULT now(),
  cluster_id   text REFERENCES clusters (cluster_id),
  last_error   text,
  created_by   text NOT NULL,
  create_time  timestamptz NOT NULL DEFAULT now(),
  CHECK ((state = 'free') = (cluster_id IS NULL))
);
CREATE UNIQUE INDEX machines_name ON machines (zone, lower(name));
CREATE UNIQUE INDEX machines_address ON machines (address, port);
