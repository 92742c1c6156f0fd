-- Figures read from the hosts of clusters on a real cloud (ADR 0049): what the monitors answer for them instead of the
-- simulated load. The machines ticker observes a live cluster's hosts every few seconds; each host gets one row per
-- minute, the average of that minute's observations so far (`samples` of them), and the cluster's shared storage one
-- row per minute of its disk as last seen. Rows older than the monitoring range (7 days) are deleted.
CREATE TABLE host_samples (
  cluster_id text NOT NULL,
  minute timestamptz NOT NULL,
  node_id text NOT NULL,
  cpu_percent double precision NOT NULL,
  cpu_system_percent double precision NOT NULL,
  load1 double precision NOT NULL,
  memory_used_mb double precision NOT NULL,
  memory_total_mb double precision NOT NULL,
  samples integer NOT NULL DEFAULT 1,
  PRIMARY KEY (cluster_id, minute, node_id)
);
CREATE INDEX host_samples_minute ON host_samples (minute);

CREATE TABLE cluster_disk_samples (
  cluster_id text NOT NULL,
  minute timestamptz NOT NULL,
  used_bytes bigint NOT NULL,
  total_bytes bigint NOT NULL,
  PRIMARY KEY (cluster_id, minute)
);
CREATE INDEX cluster_disk_samples_minute ON cluster_disk_samples (minute);
