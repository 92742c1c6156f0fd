-- Storage: NAS file systems (their exports are nas_exports of 0003), S2 servers (vNAS) with their shared
-- targets, and the secret that signs upload and download URLs.
CREATE TABLE file_systems (
  fs_id        text PRIMARY KEY,
  name         text NOT NULL,
  description  text NOT NULL DEFAULT '',
  owner        text NOT NULL,
  zone         text NOT NULL,
  status       text NOT NULL DEFAULT 'Creating',
  capacity_gb  integer NOT NULL,
  private_ip   text NOT NULL,
  create_time  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX file_systems_owner ON file_systems (owner, zone, create_time DESC);
CREATE UNIQUE INDEX file_systems_owner_name ON file_systems (owner, zone, name);

CREATE INDEX nas_exports_fs ON nas_exports (fs_id, create_time DESC);
CREATE UNIQUE INDEX nas_exports_fs_name ON nas_exports (fs_id, name);

CREATE TABLE s2_servers (
  s2_server_id       text PRIMARY KEY,
  name               text NOT NULL,
  description        text NOT NULL DEFAULT '',
  status             text NOT NULL,
  transition_status  text NOT NULL DEFAULT '',
  private_ip         text NOT NULL,
  vxnet_id           text NOT NULL,
  vxnet_name         text NOT NULL DEFAULT '',
  owner              text NOT NULL,
  zone               text NOT NULL,
  create_time        timestamptz NOT NULL DEFAULT now(),
  status_time        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX s2_servers_owner ON s2_servers (owner, zone, create_time DESC);

CREATE TABLE s2_shared_targets (
  shared_target_id  text PRIMARY KEY,
  s2_server_id      text NOT NULL REFERENCES s2_servers (s2_server_id) ON DELETE CASCADE,
  export_name       text NOT NULL,
  nas_id            text,
  create_time       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX s2_shared_targets_server ON s2_shared_targets (s2_server_id, create_time);
CREATE INDEX s2_shared_targets_nas ON s2_shared_targets (nas_id);

CREATE TABLE storage_secrets (
  secret_id    text PRIMARY KEY,
  secret       text NOT NULL,
  create_time  timestamptz NOT NULL DEFAULT now()
);
