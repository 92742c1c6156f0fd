/**
 * Shared pieces of the jobs domain: its environment (the data dir), ids, SQL filter building, paging,
 * time ranges, unique-violation detection and the cluster user a session runs jobs as.
 */
import { randomBytes } from 'node:crypto';
import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { NewOperation } from '../../operations/records';

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

export { Filters, iso, likePattern, paging, timeRange } from '../../db/lists';

export { isUniqueViolation } from '../../db/sql';
export { recordDone } from '../../operations/records';

/** Who made a change, and in which zone: the request's, else the session's. */
export function identityOf(session: Session, zone?: string): Pick<NewOperation, 'owner' | 'userId' | 'zone'> {
  return { owner: session.user.owner, userId: session.user.user_id, zone: zone ?? session.user.zone };
}
