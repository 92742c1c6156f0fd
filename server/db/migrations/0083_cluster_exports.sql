-- The NAS export holding each cluster's files (docs/decisions/0011-vnas-mounted-clusters.md), stated once for every
-- domain that needs it: cluster/nasInfo, the jobs domain's job files, the storage domain's "mounted by" answers and
-- its refusals, the cluster users' storage quota and a cluster's billed storage.
--
-- A cluster's nas_id is its mount point: a NAS export (nas-…) or an S2 server (vNAS, s2-…).
--   - A cluster mounting a NAS export: that export, when it exists and is the cluster owner's.
--   - A cluster mounting a vNAS of its owner: the export of the vNAS's first shared target (by create_time, then
--     shared_target_id) whose nas_id is an export of the owner (a target without nas_id shares a vNAS volume).
--   - Otherwise (no mount point, an export that is gone, a vNAS sharing no export of the owner, another account's
--     vNAS or export): no row.
-- At most one row per cluster, for every cluster whatever its status (callers keep the live ones).
--
-- Both branches are plain joins (no LIMIT, no DISTINCT ON), so a condition on either column reaches the indexes:
-- by cluster (clusters' primary key, then s2_shared_targets_server) and by export (nas_exports' primary key and
-- clusters_nas for a direct mount; s2_shared_targets_nas then clusters_nas through a vNAS). "First" is the
-- NOT EXISTS: no earlier target of the same vNAS shares an export of the owner. The ids' prefixes (nas-, s2-) keep
-- the two branches apart: a nas_id names an export or an S2 server, never both.
--
-- No cached answer (ADR 0009) reads the view; a query of one that starts to must add triggers notifying its topic
-- on nas_exports, s2_servers and s2_shared_targets.

CREATE VIEW cluster_exports (cluster_id, export_nas_id) AS
  SELECT c.cluster_id, e.nas_id
    FROM clusters c
    JOIN nas_exports e ON e.nas_id = c.nas_id AND e.owner = c.owner
  UNION ALL
  SELECT c.cluster_id, e.nas_id
    FROM clusters c
    JOIN s2_servers s ON s.s2_server_id = c.nas_id AND s.owner = c.owner
    JOIN s2_shared_targets st ON st.s2_server_id = s.s2_server_id
    JOIN nas_exports e ON e.nas_id = st.nas_id AND e.owner = c.owner
   WHERE NOT EXISTS (
     SELECT 1
       FROM s2_shared_targets p
       JOIN nas_exports pe ON pe.nas_id = p.nas_id AND pe.owner = c.owner
      WHERE p.s2_server_id = st.s2_server_id
        AND (p.create_time, p.shared_target_id) < (st.create_time, st.shared_target_id)
   );
