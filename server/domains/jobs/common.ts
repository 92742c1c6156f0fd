/**
 * Shared pieces of the jobs domain: its environment (the data dir), ids, SQL filter building, paging,
 * time ranges, unique-violation detection and the cluster user a session runs jobs as.
 */
import { randomBytes } from 'node:crypto';
import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import { recordOperation, type NewOperation } from '../../sim/operations';
import { containsPattern } from '../../db/sql';

export interface JobsEnv {
  /** Where the NAS exports live (nasExportDir) and the simulation platform's storage. */
  dataDir(): string;
  /** Asks the cluster's scheduler loop to carry the cluster out now (after a request's transaction committed). */
  soon?(db: Db, clusterId: string): void;
}

export const SIMULATION_CLUSTER = 'simulation_cluster';
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function newId(prefix: string, length = 10): string {
  return `${prefix}-${[...randomBytes(length)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

export function signedIn(session: Session | null): Session {
  if (!session) throw fail.unauthorized();
  return session;
}

/** The cluster account a user's jobs run as (../user-storage.ts). */
export { clusterUser } from '../user-storage';

/** A WHERE clause built from parameterised conditions. */
export class Filters {
  readonly params: unknown[] = [];
  private readonly clauses: string[] = [];

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  where(clause: string): this {
    this.clauses.push(clause);
    return this;
  }

  get sql(): string {
    return this.clauses.length ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}

/** LIMIT/OFFSET and the direction of a list (defaults applied by the contract). */
export function paging(input: Record<string, unknown>): { limit: number; offset: number; direction: 'ASC' | 'DESC' } {
  return { limit: Number(input.limit ?? 10), offset: Number(input.offset ?? 0), direction: Number(input.reverse ?? 1) === 0 ? 'ASC' : 'DESC' };
}

/** A search word for ILIKE, with its wildcards escaped. */
export function likePattern(word: unknown): string | undefined {
  const text = typeof word === 'string' ? word.trim() : '';
  return text ? containsPattern(text) : undefined;
}

const DAY_MS = 86_400_000;

/** start_time/end_time of a list: start not after end and, with maxDays, a range of at most that many days. */
export function timeRange(input: Record<string, unknown>, maxDays?: number): { start?: Date; end?: Date } {
  const start = input.start_time ? new Date(String(input.start_time)) : undefined;
  const end = input.end_time ? new Date(String(input.end_time)) : undefined;
  if (start && end && start.getTime() > end.getTime()) {
    throw fail.field(['query', 'start_time'], 'range', 'jobs_time_range_reversed');
  }
  if (maxDays && start && (end ?? new Date()).getTime() - start.getTime() > maxDays * DAY_MS) {
    throw fail.field(['query', 'end_time'], 'range', 'jobs_time_range_too_long', { days: maxDays });
  }
  return { start, end };
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  return e?.code === '23505' && (e.constraint === constraint || (e.message ?? '').includes(constraint));
}

export function iso(value: Date | string | null | undefined): string | null {
  return value ? new Date(value).toISOString() : null;
}

/** Records a change that is complete at once (synchronous calls) in the operation log, already successful. */
export async function recordDone(tx: Db, op: NewOperation): Promise<string> {
  const jobId = await recordOperation(tx, op);
  await tx.query("UPDATE operations SET status = 'successful', step = 1, status_time = now() WHERE job_id = $1", [jobId]);
  return jobId;
}

export function identityOf(session: Session, zone?: unknown): Pick<NewOperation, 'owner' | 'userId' | 'zone'> {
  return { owner: session.user.owner, userId: session.user.user_id, zone: typeof zone === 'string' ? zone : session.user.zone };
}
