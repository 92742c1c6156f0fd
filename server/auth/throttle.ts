/**
 * Sign-in throttling (ADR 0023). Failed sign-ins are counted per account (the account the identifier resolves to,
 * whatever identifier or case was typed; an identifier that resolves to none is counted as typed, exactly like an
 * account) and per client address. Each failure from the third on answers
 * later (0.5 s, 1 s, 2 s, at most 4 s); the fifth failure of an account, or the twentieth of an address, locks it
 * for one minute, and each failure after a lock ends doubles the next lock, up to 15 minutes. While locked, sign-in is
 * refused (429, with when to retry) without checking the password, the right one included. A successful sign-in
 * clears its account's count. Counts live in the database (several gateways share them) and are forgotten an hour
 * after a key's last failure. The web terminal's SSH logins are counted by the same rules under keys of their own
 * (ADR 0043).
 */
import type { Db } from '../db/database';

export interface ThrottleRule {
  /** The failure from which answers are delayed. */
  delayFrom: number;
  /** The failure that locks the key. */
  lockAt: number;
}

export const ACCOUNT_RULE: ThrottleRule = { delayFrom: 3, lockAt: 5 };
export const ADDRESS_RULE: ThrottleRule = { delayFrom: 10, lockAt: 20 };
/** The web terminal's SSH logins per console user, cluster and SSH user (ADR 0043): as an account's sign-in. */
export const TERMINAL_LOGIN_RULE: ThrottleRule = { ...ACCOUNT_RULE };
const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 4_000;
const FIRST_LOCK_MS = 60_000;
const MAX_LOCK_MS = 15 * 60_000;
const FORGET_AFTER = '1 hour';

/** How long to wait before answering the `failures`-th consecutive failure of a key. */
export function delayAfter(failures: number, rule: ThrottleRule): number {
  if (failures < rule.delayFrom) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - rule.delayFrom), MAX_DELAY_MS);
}

/** How long the `failures`-th consecutive failure of a key locks it (0: not at all). */
export function lockAfter(failures: number, rule: ThrottleRule): number {
  if (failures < rule.lockAt) return 0;
  return Math.min(FIRST_LOCK_MS * 2 ** (failures - rule.lockAt), MAX_LOCK_MS);
}

export interface ThrottleKeys {
  account: string;
  address: string;
}

/**
 * The keys of a sign-in: the account `userId` when the identifier typed resolves to one (its id, or its e-mail in any
 * case, all count as one), else the identifier as typed in lower case; and the client's address.
 */
export function throttleKeys(typed: string, address: string, userId?: string): ThrottleKeys {
  return { account: `account:${userId ?? typed.trim().toLowerCase()}`, address: `address:${address}` };
}

/** The key of a web terminal login: the console user, the cluster and the SSH user name (any case) tried on it. */
export function terminalLoginKey(userId: string, clusterId: string, sshUser: string): string {
  return `terminal:${userId}:${clusterId}:${sshUser.trim().toLowerCase()}`;
}

/** When the latest of the keys' locks ends, if any is locked at `now`. */
export async function lockedUntilOf(db: Db, keys: readonly string[], now: Date): Promise<Date | null> {
  const rows = await db.query<{ until: Date | null }>(
    'SELECT max(locked_until) AS until FROM sign_in_throttle WHERE key = ANY($1::text[]) AND locked_until > $2',
    [[...keys], now],
  );
  return rows[0]?.until ? new Date(rows[0].until) : null;
}

/** When the later of the keys' locks ends, if either is locked at `now`. */
export function lockedUntil(db: Db, keys: ThrottleKeys, now: Date): Promise<Date | null> {
  return lockedUntilOf(db, [keys.account, keys.address], now);
}

/** Counts a failure of one key: how long to wait before answering it, and when a lock it started ends. */
export async function countFailure(
  db: Db,
  key: string,
  rule: ThrottleRule,
  now: Date,
): Promise<{ delayMs: number; lockedUntil: Date | null }> {
  const rows = await db.query<{ failures: number }>(
    `INSERT INTO sign_in_throttle (key, failures, last_failure) VALUES ($1, 1, $2)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN sign_in_throttle.last_failure < $2::timestamptz - interval '${FORGET_AFTER}' THEN 1 ELSE sign_in_throttle.failures + 1 END,
       last_failure = $2
     RETURNING failures`,
    [key, now],
  );
  const failures = rows[0].failures;
  const lockMs = lockAfter(failures, rule);
  if (!lockMs) return { delayMs: delayAfter(failures, rule), lockedUntil: null };
  const until = new Date(now.getTime() + lockMs);
  await db.query('UPDATE sign_in_throttle SET locked_until = $2 WHERE key = $1', [key, until]);
  return { delayMs: delayAfter(failures, rule), lockedUntil: until };
}

/** Counts a failed sign-in: how long to wait before answering it, and when a lock it started ends. */
export async function recordFailure(db: Db, keys: ThrottleKeys, now: Date): Promise<{ delayMs: number; lockedUntil: Date | null }> {
  const [account, address] = [
    await countFailure(db, keys.account, ACCOUNT_RULE, now),
    await countFailure(db, keys.address, ADDRESS_RULE, now),
  ];
  const locks = [account.lockedUntil, address.lockedUntil].filter((until): until is Date => until !== null);
  return {
    delayMs: Math.max(account.delayMs, address.delayMs),
    lockedUntil: locks.length ? new Date(Math.max(...locks.map((until) => until.getTime()))) : null,
  };
}

/** Forgets a key's count (a successful login). */
export async function clearKey(db: Db, key: string): Promise<void> {
  await db.query('DELETE FROM sign_in_throttle WHERE key = $1', [key]);
}

/** A successful sign-in clears its account's count (the address keeps its own until it is forgotten). */
export function clearAccount(db: Db, keys: ThrottleKeys): Promise<void> {
  return clearKey(db, keys.account);
}
