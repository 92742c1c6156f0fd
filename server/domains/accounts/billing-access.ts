/**
 * Who reads billing (ADR 0013): the money of an account — balance, arrears, the remote apps' bills — is its
 * owner's; a cluster's bills, billed resources and charge records are its owner's (ADR 0006: a sub-user's own
 * cluster is the sub-user's). Anyone else is refused with 403 "Only the account owner sees billing", a reason the
 * console shows instead of an error to retry.
 */
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { fail, Failure } from '../../http/failure';
import { isIamUser, isSubUser } from '../cluster-access';
import { clusterAccess, type ClusterRow } from './common';

/** Refuses (403) a sub-user or an IAM user the account's money. */
export function requireAccountOwner(user: SessionUser): void {
  if (isSubUser(user) || isIamUser(user)) throw fail.forbidden('billing_owner_only');
}

/** The check's answer; its 403 (a seen cluster the user does not own) as "Only the account owner sees billing". */
export async function ownerOnlyBilling<T>(check: Promise<T>): Promise<T> {
  try {
    return await check;
  } catch (error) {
    if (error instanceof Failure && error.status === 403) throw fail.forbidden('billing_owner_only');
    throw error;
  }
}

/** A live cluster whose bills the user reads: one it owns (404 when unseen, 403 otherwise). */
export async function billedCluster(db: Db, user: SessionUser, clusterId: string): Promise<ClusterRow> {
  return (await ownerOnlyBilling(clusterAccess(db, user, clusterId, 'own'))).cluster;
}
