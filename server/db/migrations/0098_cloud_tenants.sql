-- HPC clusters on a real cloud are tenants of their zone's shared cluster (ADR 0050). Each gets a slot, unique per
-- cloud and zone and never reused (rows stay after the cluster is gone): its hosts' uids are its own plus
-- slot * 100000, so no two tenants, nor a later one, share a uid on the shared hosts or on a NAS export.
CREATE TABLE cloud_tenants (
  cluster_id text PRIMARY KEY,
  cloud text NOT NULL,
  zone text NOT NULL,
  slot integer NOT NULL CHECK (slot >= 1),
  UNIQUE (cloud, zone, slot)
);
