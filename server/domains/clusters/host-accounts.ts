/**
 * The Unix accounts of a cluster's hosts on a real cloud (ADR 0047): its cluster users, the account its owner's jobs
 * run as, and an account of its own for every other user whose jobs run there (jobs.run_as: an IAM user, a sub-user,
 * a shared member), so that no job runs as an account it does not own. A job reaches the hosts' Slurm once its account
 * is on them (accountReady).
 */
import type { UserPlan } from '../../cloud/index';
import type { Db } from '../../db/database';
import { clusterUser } from '../user-storage';
import { sharedName, tenantAccounts, tenantOf } from './tenants';

/** The uid of the account the owner's jobs run as on a real cloud's hosts: below the cluster users' (10001 on). */
export const OWNER_ACCOUNT_UID = 10000;
/** The first uid of the accounts of users who are not cluster users (cluster_host_accounts). */
const JOB_ACCOUNT_UID = 20000;

/** The account the owner's jobs run as (the console's rule for a user's cluster account). */
export const ownerAccount = (owner: string): string => clusterUser({ user_id: owner, iamuser_name: null });

/** A plain Unix account name: what a run_as may become on the hosts. */
const ACCOUNT_NAME = /^[a-z_][a-z0-9_-]{0,31}$/;

/** Gives the account a uid of its own on the cluster's hosts, once (a race with another gateway is retried next pass). */
async function giveAccount(db: Db, clusterId: string, account: string): Promise<void> {
  await db.query(
    `INSERT INTO cluster_host_accounts (cluster_id, account, uid)
     SELECT $1, $2, coalesce(max(uid), $3 - 1) + 1 FROM cluster_host_accounts WHERE cluster_id = $1
     ON CONFLICT DO NOTHING`,
    [clusterId, account, JOB_ACCOUNT_UID],
  );
}

/**
 * The accounts the cluster's hosts have: its cluster users (a user whose password predates the crypt form signs in
 * once it is set again), its owner's jobs' account and its other users' jobs' accounts (no password: they sign in
 * through a cluster user; given when their first job is about to reach Slurm, accountReady). A tenant of a shared
 * cluster has them in its block of uids, its homes under /home/<cluster id>/ (ADR 0050).
 */
export async function hostAccounts(db: Db, clusterId: string): Promise<UserPlan[]> {
  const [cluster] = await db.query<{ owner: string }>('SELECT owner FROM clusters WHERE cluster_id = $1', [clusterId]);
  const users = await db.query<{ account: string; uid: number; password_crypt: string | null }>(
    "SELECT account, uid, password_crypt FROM cluster_users WHERE cluster_id = $1 AND phase <> 'deleting' ORDER BY account",
    [clusterId],
  );
  const jobAccounts = await db.query<{ account: string; uid: number }>(
    'SELECT account, uid FROM cluster_host_accounts WHERE cluster_id = $1 ORDER BY account',
    [clusterId],
  );
  const accounts = users.map((u) => ({ name: u.account, uid: u.uid, passwordCrypt: u.password_crypt ?? '!' }));
  const owner = cluster ? ownerAccount(cluster.owner) : undefined;
  if (owner && !accounts.some((a) => a.name === owner)) accounts.unshift({ name: owner, uid: OWNER_ACCOUNT_UID, passwordCrypt: '!' });
  for (const a of jobAccounts)
    if (!accounts.some((known) => known.name === a.account)) accounts.push({ name: a.account, uid: a.uid, passwordCrypt: '!' });
  const tenant = await tenantOf(db, clusterId);
  return tenant ? tenantAccounts(tenant, accounts) : accounts;
}

/** The name an account of the cluster has in its hosts' Slurm: its own, or on a shared cluster its shared name. */
export async function slurmUserOf(db: Db, clusterId: string, account: string): Promise<string> {
  if (!(await tenantOf(db, clusterId))) return account;
  const found = (await hostAccounts(db, clusterId)).find((a) => a.name === account);
  return found ? sharedName(found.uid) : account;
}

/** Records which job accounts the hosts now have (their observation's accounts). */
export async function markAccountsOnHosts(db: Db, clusterId: string, onHosts: string[]): Promise<void> {
  await db.query(
    'UPDATE cluster_host_accounts SET on_hosts = (account = ANY($2)) WHERE cluster_id = $1 AND on_hosts <> (account = ANY($2))',
    [clusterId, onHosts],
  );
}

/** Whether the cluster has a job account its hosts do not have yet. */
export async function accountsAwaited(db: Db, clusterId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM cluster_host_accounts WHERE cluster_id = $1 AND NOT on_hosts LIMIT 1', [clusterId])).length > 0;
}

/**
 * Whether a job of `account` can reach the hosts' Slurm: the owner's account and cluster users are made with the
 * cluster or with the user; another user's account once the hosts have it (given its uid now if it has none yet:
 * Slurm would take a job of an account its hosts do not know as nobody's).
 */
export async function accountReady(db: Db, clusterId: string, account: string): Promise<boolean> {
  const [cluster] = await db.query<{ owner: string; user: boolean }>(
    'SELECT owner, EXISTS (SELECT 1 FROM cluster_users u WHERE u.cluster_id = c.cluster_id AND u.account = $2) AS user FROM clusters c WHERE cluster_id = $1',
    [clusterId, account],
  );
  if (!cluster) return false;
  if (cluster.user || account === ownerAccount(cluster.owner)) return true;
  // A name the hosts cannot have never reaches them: its job waits, saying why.
  if (!ACCOUNT_NAME.test(account)) return false;
  await giveAccount(db, clusterId, account);
  const [row] = await db.query<{ on_hosts: boolean }>('SELECT on_hosts FROM cluster_host_accounts WHERE cluster_id = $1 AND account = $2', [
    clusterId,
    account,
  ]);
  return row?.on_hosts ?? false;
}
