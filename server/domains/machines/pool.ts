/**
 * The zone's pool of machines (ADR 0065): a machine is looked at over SSH before it is saved (answers, takes the key,
 * root or sudo, slurmd and munged there), listed, and removed while it is free.
 */
import { randomBytes } from 'node:crypto';
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { paging } from '../../db/lists';
import { isUniqueViolation } from '../../db/sql';
import { fail } from '../../http/failure';
import type { InputOf } from '../../http/handler-types';
import type { Lang } from '../../i18n/messages';
import { recordDone } from '../../operations/records';
import { machineEngine } from './engine';
import { refusalFailure, refusalOf } from './refusals';
import { listedMachines, lockedMachines, machineOut } from './rows';

const newMachineId = () => `mch-${[...randomBytes(10)].map((b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('')}`;

export const machineLogged = (db: Db, user: SessionUser, action: string, ids: string[], names: string[]) =>
  recordDone(db, {
    action,
    resourceType: 'machine',
    resourceIds: ids,
    resourceNames: names,
    owner: user.owner,
    userId: user.user_id,
    zone: user.zone,
  });

async function refuseTaken(db: Db, zone: string, name: string, address: string, port: number): Promise<void> {
  const [byName] = await db.query('SELECT 1 FROM machines WHERE zone = $1 AND lower(name) = lower($2)', [zone, name]);
  if (byName) throw fail.field(['body', 'name'], 'machine_name_taken', 'machine_name_taken', { name });
  const [byAddress] = await db.query('SELECT 1 FROM machines WHERE address = $1 AND port = $2', [address, port]);
  if (byAddress) throw fail.field(['body', 'address'], 'machine_address_taken', 'machine_address_taken', { address: `${address}:${port}` });
}

export async function addMachine(db: Db, user: SessionUser, input: InputOf<'addMachine'>, lang: Lang) {
  const { name, address, port, user: login } = input;
  await refuseTaken(db, user.zone, name, address, port);
  const access = { address, port, user: login, privateKey: input.private_key };
  let facts;
  try {
    facts = await machineEngine().probe(access);
  } catch (error) {
    throw refusalFailure(refusalOf(error, { name, address: `${address}:${port}`, user: login }));
  }
  const id = newMachineId();
  try {
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO machines (machine_id, zone, name, address, port, login_user, private_key, hostname, cpus, memory_mb, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [id, user.zone, name, address, port, login, input.private_key, facts.hostname, facts.cpus, facts.memoryMb, user.user_id],
      );
      await machineLogged(tx, user, 'machine/add', [id], [name]);
    });
  } catch (error) {
    // Another request added the same machine meanwhile.
    if (isUniqueViolation(error, 'machines_name') || isUniqueViolation(error, 'machines_address'))
      await refuseTaken(db, user.zone, name, address, port);
    throw error;
  }
  const [row] = await listedMachines(db, user.zone, [id]);
  return { machine: machineOut(row!, lang) };
}

export async function listMachines(db: Db, user: SessionUser, input: InputOf<'listMachines'>, lang: Lang) {
  const [{ total }] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM machines WHERE zone = $1', [user.zone]);
  const rows = await listedMachines(db, user.zone, undefined, paging(input));
  return { total_count: total, machine_set: rows.map((r) => machineOut(r, lang)) };
}

export async function removeMachine(db: Db, user: SessionUser, input: InputOf<'removeMachine'>) {
  await db.transaction(async (tx) => {
    const [machine] = await lockedMachines(tx, user.zone, [input.machine_id]);
    if (machine!.state !== 'free') {
      const [cluster] = await tx.query<{ cluster_name: string }>('SELECT cluster_name FROM clusters WHERE cluster_id = $1', [
        machine!.cluster_id,
      ]);
      throw fail.conflict('machine_in_use', { name: machine!.name, cluster: cluster?.cluster_name ?? '' });
    }
    await tx.query('DELETE FROM machines WHERE machine_id = $1', [input.machine_id]);
    await machineLogged(tx, user, 'machine/remove', [input.machine_id], [machine!.name]);
  });
  return {};
}
