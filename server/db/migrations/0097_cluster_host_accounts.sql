-- The Unix accounts a real cloud's hosts have for the console's users who run jobs there (ADR 0047): each job runs as
-- its account (jobs.run_as: the user's cluster account, or the shared member account it uses), so an IAM user's or a
-- sub-user's job runs as an account of its own, never as the owner's. Cluster users (cluster_users) and the owner's
-- account have their uids already; the others get one here, the first time a job of theirs is on the cluster, from
-- 20000 on. `on_hosts` is set once the cluster's hosts have the account: a job waits for it before it reaches Slurm.
CREATE TABLE cluster_host_accounts (
  cluster_id text NOT NULL,
  account text NOT NULL,
  uid integer NOT NULL,
  on_hosts boolean NOT NULL DEFAULT false,
  PRIMARY KEY (cluster_id, account),
  UNIQUE (cluster_id, uid)
);
