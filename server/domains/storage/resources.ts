/**
 * S2 servers, NAS file systems and the reads of exports (list, detail), and the price of a quota.
 */
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { Handlers, Schema } from '../../http/handler-types';
import { recordOperation } from '../../operations/records';
import { ownerCanPay, ownerInArrears } from '../accounts/public';
import { storageHourPrice } from '../catalogue/public';
import type { Step } from '../../operations/runner';
import {
  actorOf,
  filters,
  iso,
  likeWord,
  listPage,
  loadExport,
  pageOf,
  randomId,
  refuse,
  visibleClusterIds,
  visibleExportSql,
  type Actor,
  type StorageEnv,
} from './common';
import { EXPORT_SELECT, exportUsed, FS_SELECT, toExports, toFileSystems, type ExportListRow, type FileSystemRow } from './rows';

const S2_SELECT = `
  SELECT s.*, coalesce(t.targets, '[]') AS shared_targets
  FROM s2_servers s
  LEFT JOIN LATERAL (
    SELECT json_agg(json_build_object('shared_target_id', st.shared_target_id, 'export_name', st.export_name, 's2_server_id', st.s2_server_id) ORDER BY st.create_time) AS targets
    FROM s2_shared_targets st WHERE st.s2_server_id = s.s2_server_id
  ) t ON true`;

interface S2Row {
  s2_server_id: string;
  name: string;
  description: string;
  status: Schema<'S2ServerStatus'>;
  transition_status: string;
  private_ip: string;
  vxnet_id: string;
  vxnet_name: string;
  zone: string;
  owner: string;
  shared_targets: Schema<'S2SharedTarget'>[];
  create_time: Date;
  status_time: Date;
}

/** A list filter: null when not given or empty. */
const arrayOf = <T>(value: readonly T[] | undefined): T[] | null => (value?.length ? [...value] : null);

export async function loadFileSystem(db: Db, actor: Actor, fsId: string): Promise<FileSystemRow> {
  const f = filters();
  f.clauses.push(`f.fs_id = ${f.p(fsId)}`, visibleFileSystemSql(actor, f.p));
  const rows = await db.query<FileSystemRow>(`${FS_SELECT} ${f.where()}`, f.params);
  if (!rows[0] || rows[0].owner !== actor.owner) throw fail.notFound('not_found', { id: fsId });
  return rows[0];
}

/** A sub-user sees a file system holding an export it sees (ADR 0013); everyone else each of the account's. */
function visibleFileSystemSql(actor: Actor, p: (value: unknown) => string): string {
  return actor.subUser
    ? `EXISTS (SELECT 1 FROM nas_exports ve WHERE ve.fs_id = f.fs_id AND ${visibleExportSql(actor, 've.nas_id', p)})`
    : 'true';
}

/** The export rows with only the mounting clusters the actor sees (a sub-user: ADR 0013), so no other name shows. */
async function seenMounts(db: Db, actor: Actor, rows: ExportListRow[]): Promise<ExportListRow[]> {
  const seen = await visibleClusterIds(db, actor);
  if (!seen) return rows;
  return rows.map((r) => {
    const kept = r.cluster_ids.map((id, i) => [id, r.cluster_names[i]] as const).filter(([id]) => seen.has(id));
    return { ...r, cluster_ids: kept.map(([id]) => id), cluster_names: kept.map(([, name]) => name) };
  });
}

/** For a sub-user, whether it sees an export (ADR 0013); undefined for everyone else, who sees the account's. */
async function seenExports(db: Db, actor: Actor): Promise<((nasId: string) => boolean) | undefined> {
  if (!actor.subUser) return undefined;
  const f = filters();
  f.clauses.push(`e.owner = ${f.p(actor.owner)}`, visibleExportSql(actor, 'e.nas_id', f.p));
  const rows = await db.query<{ nas_id: string }>(`SELECT e.nas_id FROM nas_exports e ${f.where()}`, f.params);
  const ids = new Set(rows.map((r) => r.nas_id));
  return (nasId) => ids.has(nasId);
}

export function resourceHandlers(env: StorageEnv) {
  return {
    describeS2Servers: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      const f = filters();
      f.clauses.push(`s.owner = ${f.p(actor.owner)}`, `s.zone = ${f.p(actor.zone)}`);
      const ids = arrayOf(input.s2_servers);
      if (ids) f.clauses.push(`s.s2_server_id = ANY(${f.p(ids)})`);
      const statuses = arrayOf(input.status);
      if (statuses) f.clauses.push(`s.status = ANY(${f.p(statuses)})`);
      const word = likeWord(input.search_word);
      if (word) f.clauses.push(`(s.name ILIKE ${f.p(word)} OR s.s2_server_id ILIKE $${f.params.length})`);
      const order = ({ create_time: 's.create_time', name: 's.name', status: 's.status' } as const)[input.sort_key];
      const { total, rows } = await listPage<S2Row>(db, S2_SELECT, f, order, 's.s2_server_id', pageOf(input));
      return {
        total_count: total,
        s2_server_set: rows.map((r) => ({
          s2_server_id: r.s2_server_id,
          name: r.name,
          description: r.description,
          status: r.status,
          transition_status: r.transition_status,
          private_ip: r.private_ip,
          vxnet_id: r.vxnet_id,
          vxnet_name: r.vxnet_name,
          zone: r.zone,
          owner: r.owner,
          shared_targets: r.shared_targets,
          create_time: iso(r.create_time),
          status_time: iso(r.status_time),
        })),
      };
    },

    listFileSystems: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      const f = filters();
      f.clauses.push(`f.owner = ${f.p(actor.owner)}`, `f.zone = ${f.p(actor.zone)}`, visibleFileSystemSql(actor, f.p));
      const ids = arrayOf(input.fs_ids);
      if (ids) f.clauses.push(`f.fs_id = ANY(${f.p(ids)})`);
      const statuses = arrayOf(input.status);
      if (statuses) f.clauses.push(`f.status = ANY(${f.p(statuses)})`);
      const word = likeWord(input.search_word);
      if (word) f.clauses.push(`(f.name ILIKE ${f.p(word)} OR f.fs_id ILIKE $${f.params.length})`);
      const order = ({ create_time: 'f.create_time', name: 'f.name', capacity: 'f.capacity_gb' } as const)[input.sort_key];
      const { total, rows } = await listPage<FileSystemRow>(db, FS_SELECT, f, order, 'f.fs_id', pageOf(input));
      return { total_count: total, fs_list: await toFileSystems(db, env, rows, await seenExports(db, actor)) };
    },

    createFileSystem: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      const { name } = input;
      return db.transaction(async (tx) => {
        const taken = await tx.query('SELECT 1 FROM file_systems WHERE owner = $1 AND zone = $2 AND name = $3', [
          actor.owner,
          actor.zone,
          name,
        ]);
        if (taken.length) throw fail.duplicate('nas_name_duplicate', { name });
        // The contract's "Lack of balance": an account in arrears, or whose balance does not cover an hour of the capacity.
        const hourly = storageHourPrice(actor.zone, input.capacity) ?? 0;
        if ((await ownerInArrears(tx, actor.owner)) || !(await ownerCanPay(tx, actor.owner, hourly)))
          throw fail.balance('nas_lack_of_balance');
        const fsId = randomId('fs-');
        const ip = `172.16.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 2}`;
        await tx.query(
          'INSERT INTO file_systems (fs_id, name, description, owner, zone, status, capacity_gb, private_ip) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
          [fsId, name, input.description ?? '', actor.owner, actor.zone, 'Creating', input.capacity, ip],
        );
        const jobId = await recordOperation(tx, {
          action: 'file-systems',
          resourceType: 'file_system',
          resourceIds: [fsId],
          resourceNames: [name],
          owner: actor.owner,
          userId: actor.userId,
          zone: actor.zone,
          delayMs: 3000,
        });
        return { job_id: jobId, fs_id: fsId };
      });
    },

    listExports: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      const fsId = input.fsid;
      await loadFileSystem(db, actor, fsId);
      const f = filters();
      f.clauses.push(`e.fs_id = ${f.p(fsId)}`, `e.owner = ${f.p(actor.owner)}`, visibleExportSql(actor, 'e.nas_id', f.p));
      const statuses = arrayOf(input.status);
      if (statuses) f.clauses.push(`e.status = ANY(${f.p(statuses)})`);
      if (input.mounted !== undefined) f.clauses.push(`(m.ids IS NOT NULL) = ${f.p(input.mounted)}`);
      const word = likeWord(input.search_word);
      if (word) f.clauses.push(`(e.name ILIKE ${f.p(word)} OR e.nas_id ILIKE $${f.params.length})`);
      const page = pageOf(input);
      const sortKey = input.sort_key;
      if (sortKey !== 'used') {
        const order = ({ create_time: 'e.create_time', name: 'e.name', quota: 'e.quota_gb' } as const)[sortKey];
        const { total, rows } = await listPage<ExportListRow>(db, EXPORT_SELECT, f, order, 'e.nas_id', page);
        return { fs_id: fsId, total_count: total, export_set: await toExports(db, env, await seenMounts(db, actor, rows)) };
      }
      // The used volume lives in the directories: sort the file system's exports by it here.
      const all = await db.query<ExportListRow>(`${EXPORT_SELECT} ${f.where()}`, f.params);
      const used = new Map(await Promise.all(all.map(async (r) => [r.nas_id, await exportUsed(env, r.nas_id)] as const)));
      all.sort((a, b) => (used.get(a.nas_id)! - used.get(b.nas_id)! || a.nas_id.localeCompare(b.nas_id)) * (page.reverse ? -1 : 1));
      const rows = all.slice(page.offset, page.offset + page.limit);
      return { fs_id: fsId, total_count: all.length, export_set: await toExports(db, env, await seenMounts(db, actor, rows), used) };
    },

    getExport: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      await loadExport(db, actor, input.nas_id, input.fsid);
      const rows = await db.query<ExportListRow>(`${EXPORT_SELECT} WHERE e.nas_id = $1`, [input.nas_id]);
      const [nasExport] = await toExports(db, env, await seenMounts(db, actor, rows));
      return { nas_export: nasExport };
    },

    getNasBillCost: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      if (input.fs_id !== undefined) await loadFileSystem(db, actor, input.fs_id);
      const cost = storageHourPrice(actor.zone, input.quota);
      if (cost === null) throw refuse.unavailable('nas_bill_failed');
      return { cost, currency: actor.currency === 'usd' ? 'usd' : 'cny' };
    },
  } satisfies Handlers;
}

/** createFileSystem: the file system becomes Active. */
export const fileSystemStep: Step = async (tx, op) => {
  await tx.query("UPDATE file_systems SET status = 'Active' WHERE fs_id = $1 AND status = 'Creating'", [op.resource_ids[0]]);
  return { done: true };
};
