/**
 * Write locks on files, held by the database so that they hold across every gateway of one PostgreSQL server (and
 * on the embedded database, which serves one gateway): an upload's or an edit's checks (the editor's if_match,
 * duplicate names, quota) and its rename into place run under the lock of every file it writes, so two saves of
 * the same opened version, through one gateway or two, cannot both pass the check.
 *
 * A lock is a transaction-level advisory lock (pg_advisory_xact_lock) on a 64-bit hash of the file's key, taken in
 * the order of the hashes (two writes of several files never wait on each other) and released when the transaction
 * ends, also when the gateway dies. `work` runs inside that transaction: its database statements go through the
 * `tx` it is given (the embedded database runs nothing else while a transaction is open).
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/database';

/** The lock id of a key: the first 8 bytes of its SHA-256, as a signed 64-bit integer. */
function lockId(key: string): bigint {
  return createHash('sha256').update(`hpc-file:${key}`).digest().readBigInt64BE(0);
}

export function withFileLocks<T>(db: Db, keys: readonly string[], work: (tx: Db) => Promise<T>): Promise<T> {
  const ids = [...new Set(keys.map(lockId))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return db.transaction(async (tx) => {
    for (const id of ids) await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [id.toString()]);
    return work(tx);
  });
}
