-- The clusters domain: who a cluster is shared with, and the indexes of the cluster and node lists.
-- (clusters, cluster_nodes, queues and queue_nodes themselves are in 0003_resources.sql.)
CREATE TABLE cluster_shares (
  cluster_id   text NOT NULL REFERENCES clusters (cluster_id) ON DELETE CASCADE,
  user_id      text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  permission   text NOT NULL CHECK (permission IN ('readonly', 'readwrite')),
  create_time  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (cluster_id, user_id)
);
CREATE INDEX cluster_shares_user ON cluster_shares (user_id, create_time DESC);

-- cluster/list: owner and zone, then the status filter and each sort key.
CREATE INDEX clusters_owner_zone_time ON clusters (owner, zone, create_time DESC);
CREATE INDEX clusters_owner_zone_status_time ON clusters (owner, zone, status, create_time DESC);
CREATE INDEX clusters_owner_zone_name ON clusters (owner, zone, cluster_name);
CREATE INDEX clusters_owner_vxnet ON clusters (owner, vxnet_id);

-- cluster/listNodes: one cluster, then the role, type and status filters and each sort key.
CREATE INDEX cluster_nodes_cluster_time ON cluster_nodes (cluster_id, create_time DESC);
CREATE INDEX cluster_nodes_cluster_status ON cluster_nodes (cluster_id, status, create_time DESC);
CREATE INDEX cluster_nodes_cluster_type ON cluster_nodes (cluster_id, node_type, create_time DESC);
CREATE INDEX cluster_nodes_cluster_name ON cluster_nodes (cluster_id, name);
CREATE INDEX cluster_nodes_private_ip ON cluster_nodes (private_ip);
-- An EIP is bound to at most one live node.
CREATE UNIQUE INDEX cluster_nodes_live_eip ON cluster_nodes (eip_id) WHERE eip_id IS NOT NULL AND status NOT IN ('deleted', 'ceased');
