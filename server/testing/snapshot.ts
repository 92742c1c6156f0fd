/**
 * Snapshots of everything a request may change: every table of the database (row count and a digest of its
 * rows in a stable order) and the data directory's files outside the database (NAS exports, job files: names,
 * sizes and modification times). Tests take one before and one after a refused request and expect no difference.
 */
import { existsSync, readdirSync, readlinkSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/database';
import type { TestGateway } from '../test-support';

export interface TableState {
  rows: number;
  digest: string;
}

export interface StateSnapshot {
  tables: Record<string, TableState>;
  /** Path relative to the data directory -> `dir:<mtime>`, `link:<mtime>` or `<size>:<mtime>`. */
  files: Record<string, string>;
}

let tableQuery: { db: Db; sql: string } | undefined;

/**
 * Tables a refused request may change by design: when a session was last used (ADR 0029), which any request of a
 * signed-in user records, refused or not.
 */
const BOOKKEEPING = new Set(['session_activity']);

/** One statement that counts and digests every base table (the list is read once per database). */
async function snapshotSql(db: Db): Promise<string> {
  if (tableQuery?.db === db) return tableQuery.sql;
  const tables = await db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name",
  );
  const sql = tables
    .filter(({ table_name: t }) => !BOOKKEEPING.has(t))
    .map(
      ({ table_name: t }) =>
        `SELECT '${t}' AS t, count(*)::int AS n, md5(coalesce(string_agg(x::text, E'\\n' ORDER BY x::text), '')) AS h FROM "${t}" x`,
    )
    .join(' UNION ALL ');
  tableQuery = { db, sql };
  return sql;
}

/** Every table's row count and content digest. */
export async function tablesOf(db: Db): Promise<Record<string, TableState>> {
  const rows = await db.query<{ t: string; n: number; h: string }>(await snapshotSql(db));
  return Object.fromEntries(rows.map((r) => [r.t, { rows: r.n, digest: r.h }]));
}

/** Every file and folder under `dir` (skipping the top-level names in `skip`) with size and mtime. */
export function filesOf(dir: string, skip: string[] = ['pgdata']): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (path: string, key: string) => {
    for (const e of readdirSync(path, { withFileTypes: true })) {
      if (!key && skip.includes(e.name)) continue;
      const child = join(path, e.name);
      const stat = statSync(child, { throwIfNoEntry: false });
      const mtime = stat ? stat.mtimeMs : 'dangling';
      // A link by where it points: what it points at is outside or listed on its own.
      if (e.isSymbolicLink()) out[`${key}${e.name}`] = `link:${readlinkSync(child)}`;
      else if (e.isDirectory()) {
        // A folder by its presence: its mtime moves when a scratch file comes and goes (an upload's staging copy), and
        // what it holds is listed entry by entry.
        out[`${key}${e.name}/`] = 'dir';
        walk(child, `${key}${e.name}/`);
      } else out[`${key}${e.name}`] = `${stat?.size ?? 0}:${mtime}`;
    }
  };
  if (existsSync(dir)) walk(dir, '');
  return out;
}

/** The database's tables and the data directory's files of a test gateway. */
export async function stateOf(gw: TestGateway): Promise<StateSnapshot> {
  return { tables: await tablesOf(gw.gateway.db), files: filesOf(gw.dataDir) };
}

/** What differs between two snapshots, one line each (empty when nothing changed). */
export function diffState(before: StateSnapshot, after: StateSnapshot): string[] {
  const out: string[] = [];
  for (const t of new Set([...Object.keys(before.tables), ...Object.keys(after.tables)])) {
    const a = before.tables[t];
    const b = after.tables[t];
    if (a?.digest !== b?.digest || a?.rows !== b?.rows)
      out.push(`table ${t}: ${a?.rows ?? '-'} -> ${b?.rows ?? '-'} rows${a?.rows === b?.rows ? ' (content changed)' : ''}`);
  }
  for (const f of new Set([...Object.keys(before.files), ...Object.keys(after.files)])) {
    if (before.files[f] !== after.files[f]) out.push(`file ${f}: ${before.files[f] ?? '(none)'} -> ${after.files[f] ?? '(none)'}`);
  }
  return out;
}
