/**
 * The pool's rows (ADR 0065) and how they are answered: never the key; the last error stored as a message key with
 * its parameters, worded in the reader's language.
 */
import type { Db } from '../../db/database';
import { iso } from '../../db/lists';
import { fail } from '../../http/failure';
import type { Schema } from '../../http/handler-types';
import { isMessageKey, translate, type Lang, type MessageKey } from '../../i18n/messages';
import type { MachineAccess } from '../../machines/ssh';

export interface MachineRow {
  machine_id: string;
  zone: string;
  name: string;
  address: string;
  port: number;
  login_user: string;
  private_key: string;
  hostname: string;
  cpus: number;
  memory_mb: number;
  state: Schema<'MachineState'>;
  cluster_id: string | null;
  last_error: string | null;
  create_time: Date;
}

interface ListedRow extends MachineRow {
  cluster_name: string | null;
  node_status: Schema<'NodeStatus'> | null;
  node_health: Schema<'HealthStatus'> | null;
}

export const accessOf = (row: MachineRow): MachineAccess => ({
  address: row.address,
  port: row.port,
  user: row.login_user,
  privateKey: row.private_key,
});

/** A refusal kept on the row: its message key and parameters. */
export const storedError = (key: MessageKey, params: Record<string, string | number> = {}): string => JSON.stringify({ key, params });

function errorText(stored: string | null, lang: Lang): string | undefined {
  if (!stored) return undefined;
  try {
    const { key, params } = JSON.parse(stored) as { key: unknown; params: Record<string, string | number> };
    return isMessageKey(key) ? translate(key, lang, params) : undefined;
  } catch {
    return undefined;
  }
}

const LISTED = `SELECT m.*, c.cluster_name, n.status AS node_status, n.health_status AS node_health
  FROM machines m LEFT JOIN clusters c ON c.cluster_id = m.cluster_id
  LEFT JOIN LATERAL (SELECT status, health_status FROM cluster_nodes n
                      WHERE n.cluster_id = m.cluster_id AND n.name = m.name AND n.role = 'compute' AND n.status <> 'deleted' LIMIT 1) n ON true`;

/** The zone's machines (those of `ids` when given), by name; a page of them with `page`. */
export async function listedMachines(db: Db, zone: string, ids?: string[], page?: { limit: number; offset: number }): Promise<ListedRow[]> {
  return db.query<ListedRow>(
    `${LISTED} WHERE m.zone = $1 AND ($2::text[] IS NULL OR m.machine_id = ANY($2)) ORDER BY m.name, m.machine_id LIMIT $3 OFFSET $4`,
    [zone, ids ?? null, page?.limit ?? null, page?.offset ?? 0],
  );
}

export function machineOut(row: ListedRow, lang: Lang): Schema<'Machine'> {
  const error = errorText(row.last_error, lang);
  return {
    machine_id: row.machine_id,
    name: row.name,
    address: row.address,
    port: row.port,
    user: row.login_user,
    hostname: row.hostname,
    cpus: row.cpus,
    memory_mb: row.memory_mb,
    state: row.state,
    ...(row.cluster_id ? { cluster_id: row.cluster_id } : {}),
    ...(row.cluster_name ? { cluster_name: row.cluster_name } : {}),
    ...(row.state === 'node' && row.node_status ? { node_status: row.node_status } : {}),
    ...(row.state === 'node' && row.node_health ? { node_health: row.node_health } : {}),
    ...(error ? { last_error: error } : {}),
    create_time: iso(row.create_time),
  };
}

/** The zone's machines of `ids`, locked, in the order asked; 404 for one the zone does not have. */
export async function lockedMachines(tx: Db, zone: string, ids: string[]): Promise<MachineRow[]> {
  const rows = await tx.query<MachineRow>(
    'SELECT * FROM machines WHERE zone = $1 AND machine_id = ANY($2) ORDER BY machine_id FOR UPDATE',
    [zone, ids],
  );
  const missing = ids.find((id) => !rows.some((r) => r.machine_id === id));
  if (missing) throw fail.notFound('machine_not_found', { id: missing });
  return ids.map((id) => rows.find((r) => r.machine_id === id)!);
}
