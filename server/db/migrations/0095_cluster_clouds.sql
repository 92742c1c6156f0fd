-- The cloud a cluster's machines live in (ADR 0047): 'simulated' (rows only; the demo data and every cluster made
-- before this migration) or 'local' (hosts in Linux namespaces on the gateway's machine). A cluster stays where it
-- was created whatever HPC_CLOUD says later.
ALTER TABLE clusters ADD COLUMN cloud text NOT NULL DEFAULT 'simulated' CHECK (cloud IN ('simulated', 'local'));

-- The local cloud's failure of a cluster's creation, said to the user with the failed cluster (English detail of the
-- daemon or step that failed; the operation log carries the translated message).
ALTER TABLE clusters ADD COLUMN cloud_failure text;

-- Where a node's sshd is reached on a real cloud (host:port, its host's address on the cluster's bridge): the web
-- terminal's endpoint for that node. NULL on the simulated cloud, whose nodes are reached at HPC_SSH_ENDPOINT.
ALTER TABLE cluster_nodes ADD COLUMN ssh_endpoint text;

-- A cluster user's password as a real cloud's hosts check it (sha512-crypt, /etc/shadow's form), beside the
-- console's own scrypt hash; NULL for users made before it (they sign in on the hosts once their password is set).
ALTER TABLE cluster_users ADD COLUMN password_crypt text;
