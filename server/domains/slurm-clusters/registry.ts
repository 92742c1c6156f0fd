/**
 * A zone administrator's registered Slurm clusters (ADR 0065): registered and changed after their checks
 * (./checks.ts), listed with their health, removed (their jobs' records kept). `npm run slurm:local` registers
 * through registerOrChange, with the same checks.
 */
import type { Session, SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { iso, paging } from '../../db/lists';
import { fail } from '../../http/failure';
import type { Handlers, Schema } from '../../http/handler-types';
import { recordDone } from '../../operations/records';
import { isZoneAdmin } from '../accounts/public';
import { signedIn } from '../jobs/public';
import { checkCluster, type ClusterCheck } from './checks';
import { registerSlurmClusterInDb } from './register';

export type RegisterForm = Schema<'RegisterSlurmClusterForm'>;
type Settings = Schema<'ModifySlurmClusterForm'>;

/** The zone administrator of the request's zone, else refused. */
export function zoneAdmin(session: Session | null, zone: string | undefined): SessionUser & { zone: string } {
  const { user } = signedIn(session);
  const asked = zone ?? user.zone;
  if (!isZoneAdmin(user) || !(user.zones.includes(asked) || user.zone === asked)) throw fail.forbidden('site_zone_admin_only');
  return { ...user, zone: asked };
}

/** The accounts' map, refused when a user is mapped twice, the owner is not mapped, or a user is not of the owner's account. */
async function accountMap(db: Db, owner: string, zone: string, accounts: Settings['accounts']): Promise<Record<string, string>> {
  const map: Record<string, string> = {};
  for (const { user_id: userId, account } of accounts) {
    if (map[userId]) throw fail.field(['body', 'accounts'], 'sc_user_twice', 'sc_user_twice', { user: userId });
    map[userId] = account;
  }
  const [known] = await db.query<{ user_id: string }>(
    "SELECT user_id FROM users WHERE user_id = $1 AND owner = user_id AND (zone = $2 OR $2 = ANY(zones)) AND role <> 'zone_admin'",
    [owner, zone],
  );
  if (!known) throw fail.field(['body', 'cluster_owner'], 'sc_owner_unknown', 'sc_owner_unknown', { owner });
  if (!map[owner]) throw fail.field(['body', 'accounts'], 'sc_owner_unmapped', 'sc_owner_unmapped', { owner });
  const members = await db.query<{ user_id: string }>('SELECT user_id FROM users WHERE owner = $1 AND user_id = ANY($2)', [
    owner,
    Object.keys(map),
  ]);
  const stranger = Object.keys(map).find((id) => !members.some((m) => m.user_id === id));
  if (stranger) throw fail.field(['body', 'accounts'], 'sc_user_not_of_owner', 'sc_user_not_of_owner', { user: stranger, owner });
  return map;
}

async function save(
  db: Db,
  dataDir: string,
  zone: string,
  name: string,
  owner: string,
  s: Settings,
  map: Record<string, string>,
  check: ClusterCheck,
) {
  const { [owner]: account, ...others } = map;
  return registerSlurmClusterInDb(
    db,
    {
      name,
      owner,
      zone,
      restUrl: s.rest_url,
      jwtKeyFile: s.jwt_key_path ?? '',
      sharedDir: s.shared_path,
      sshEndpoint: s.login_endpoint,
      account: account!,
      accounts: others,
      mungeKeyFile: s.munge_key_path ?? null,
      controller: s.controller ?? null,
      nodeFeature: s.node_feature ?? null,
      apiVersion: check.api_version,
    },
    dataDir,
  );
}

/** Registers a cluster after its checks; the name must be new to its owner. */
export async function registerCheckedCluster(
  db: Db,
  dataDir: string,
  zone: string,
  form: RegisterForm,
): Promise<{ clusterId: string; check: ClusterCheck }> {
  const map = await accountMap(db, form.cluster_owner, zone, form.accounts);
  const [taken] = await db.query("SELECT 1 FROM clusters WHERE cluster_name = $1 AND owner = $2 AND status <> 'deleted'", [
    form.cluster_name,
    form.cluster_owner,
  ]);
  if (taken)
    throw fail.field(['body', 'cluster_name'], 'sc_name_taken', 'sc_name_taken', { owner: form.cluster_owner, name: form.cluster_name });
  const check = await checkCluster(form, map[form.cluster_owner]!);
  const { clusterId } = await save(db, dataDir, zone, form.cluster_name, form.cluster_owner, form, map, check);
  return { clusterId, check };
}

/** New settings of a registered cluster of the zone, after the same checks. */
export async function modifyCheckedCluster(db: Db, dataDir: string, zone: string, clusterId: string, settings: Settings) {
  const row = await registeredCluster(db, zone, clusterId);
  const map = await accountMap(db, row.owner, zone, settings.accounts);
  const check = await checkCluster(settings, map[row.owner]!);
  await save(db, dataDir, zone, row.cluster_name, row.owner, settings, map, check);
  return { row, check };
}

/** The zone's registered cluster of this owner and name, if any. */
export async function registeredByName(db: Db, zone: string, owner: string, name: string): Promise<string | undefined> {
  const [row] = await db.query<{ cluster_id: string }>(`${REGISTERED} AND c.owner = $2 AND c.cluster_name = $3`, [zone, owner, name]);
  return row?.cluster_id;
}

/** Registers, or changes the owner's cluster of that name (`npm run slurm:local` run again): the same checks. */
export async function registerOrChange(
  db: Db,
  dataDir: string,
  zone: string,
  form: RegisterForm,
): Promise<{ clusterId: string; check: ClusterCheck }> {
  const known = await registeredByName(db, zone, form.cluster_owner, form.cluster_name);
  if (!known) return registerCheckedCluster(db, dataDir, zone, form);
  const { cluster_name: _name, cluster_owner: _owner, ...settings } = form;
  const { row, check } = await modifyCheckedCluster(db, dataDir, zone, known, settings);
  return { clusterId: row.cluster_id, check };
}

interface RegisteredRow {
  cluster_id: string;
  cluster_name: string;
  owner: string;
  owner_name: string | null;
  zone: string;
  status: Schema<'ClusterStatus'>;
  rest_url: string;
  api_version: string | null;
  jwt_key_file: string | null;
  ssh_endpoint: string;
  shared_dir: string;
  account_map: Record<string, string>;
  munge_key_file: string | null;
  controller: string | null;
  node_feature: string | null;
  last_sync: Date | null;
  last_error: string | null;
  answer_ms: number | null;
  node_count: number | null;
  partition_count: number | null;
  machine_count: number;
}

const REGISTERED = `SELECT c.cluster_id, c.cluster_name, c.owner, u.user_name AS owner_name, c.zone, c.status, s.rest_url, s.api_version, s.jwt_key_file,
       s.ssh_endpoint, cs.shared_dir, s.account_map, s.munge_key_file, s.controller, s.node_feature, s.last_sync, s.last_error, s.answer_ms,
       s.node_count, s.partition_count, (SELECT count(*)::int FROM machines m WHERE m.cluster_id = c.cluster_id) AS machine_count
  FROM slurm_clusters s JOIN cluster_schedulers cs ON cs.cluster_id = s.cluster_id AND cs.kind = 'slurm' AND cs.own_machines
  JOIN clusters c ON c.cluster_id = s.cluster_id LEFT JOIN users u ON u.user_id = c.owner
 WHERE c.zone = $1 AND c.status <> 'deleted'`;

/** A registered cluster of the zone, else 404. */
export async function registeredCluster(db: Db, zone: string, clusterId: string): Promise<RegisteredRow> {
  const [row] = await db.query<RegisteredRow>(`${REGISTERED} AND c.cluster_id = $2`, [zone, clusterId]);
  if (!row) throw fail.notFound('sc_not_found', { id: clusterId });
  return row;
}

function clusterOut(row: RegisteredRow): Schema<'SlurmCluster'> {
  return {
    cluster_id: row.cluster_id,
    cluster_name: row.cluster_name,
    owner: row.owner,
    ...(row.owner_name ? { owner_name: row.owner_name } : {}),
    zone: row.zone,
    status: row.status,
    rest_url: row.rest_url,
    ...(row.api_version ? { api_version: row.api_version } : {}),
    ...(row.jwt_key_file ? { jwt_key_path: row.jwt_key_file } : {}),
    login_endpoint: row.ssh_endpoint,
    shared_path: row.shared_dir,
    accounts: Object.entries(row.account_map)
      .map(([userId, account]) => ({ user_id: userId, account }))
      .sort((a, b) => (a.user_id === row.owner ? -1 : b.user_id === row.owner ? 1 : a.user_id.localeCompare(b.user_id))),
    ...(row.munge_key_file ? { munge_key_path: row.munge_key_file } : {}),
    ...(row.controller ? { controller: row.controller } : {}),
    ...(row.node_feature ? { node_feature: row.node_feature } : {}),
    takes_machines: Boolean(row.munge_key_file && row.controller),
    machine_count: row.machine_count,
    health: {
      ...(row.last_sync ? { last_sync_time: iso(row.last_sync) } : {}),
      ...(row.last_error ? { last_error: row.last_error.slice(0, 2048) } : {}),
      ...(row.answer_ms !== null ? { answer_ms: row.answer_ms } : {}),
      ...(row.node_count !== null ? { node_count: row.node_count } : {}),
      ...(row.partition_count !== null ? { partition_count: row.partition_count } : {}),
    },
  };
}

const logged = (db: Db, user: SessionUser, action: string, row: { cluster_id: string; cluster_name: string }) =>
  recordDone(db, {
    action,
    resourceType: 'cluster',
    resourceIds: [row.cluster_id],
    resourceNames: [row.cluster_name],
    owner: user.owner,
    userId: user.user_id,
    zone: user.zone,
  });

export function registryHandlers(dataDir: string) {
  return {
    registerSlurmCluster: async ({ db, session, input }) => {
      const user = zoneAdmin(session, input.zone);
      const { clusterId, check } = await registerCheckedCluster(db, dataDir, user.zone, input);
      await logged(db, user, 'slurm/cluster/register', { cluster_id: clusterId, cluster_name: input.cluster_name });
      return { cluster_id: clusterId, check };
    },
    listSlurmClusters: async ({ db, session, input }) => {
      const user = zoneAdmin(session, input.zone);
      const { limit, offset } = paging(input);
      const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${REGISTERED}) r`, [user.zone]);
      const rows = await db.query<RegisteredRow>(`${REGISTERED} ORDER BY c.cluster_name, c.cluster_id LIMIT $2 OFFSET $3`, [
        user.zone,
        limit,
        offset,
      ]);
      return { total_count: total, slurm_cluster_set: rows.map(clusterOut) };
    },
    modifySlurmCluster: async ({ db, session, input }) => {
      const user = zoneAdmin(session, input.zone);
      const { row, check } = await modifyCheckedCluster(db, dataDir, user.zone, input.cluster_id, input);
      await logged(db, user, 'slurm/cluster/modify', row);
      return { cluster_id: row.cluster_id, check };
    },
    removeSlurmCluster: async ({ db, session, input }) => {
      const user = zoneAdmin(session, input.zone);
      const row = await registeredCluster(db, user.zone, input.cluster_id);
      await db.transaction(async (tx) => {
        const [{ count }] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM machines WHERE cluster_id = $1', [
          row.cluster_id,
        ]);
        if (count > 0) throw fail.conflict('sc_has_machines', { name: row.cluster_name, count });
        await tx.query("UPDATE clusters SET status = 'deleted', status_time = now() WHERE cluster_id = $1", [row.cluster_id]);
        await logged(tx, user, 'slurm/cluster/remove', row);
      });
      return {};
    },
  } satisfies Handlers;
}
