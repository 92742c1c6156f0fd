/**
 * Asynchronous changes. A handler records an operation in the same transaction as its first state change
 * and answers its job_id; the engine then advances the operation's steps until it ends successful or failed.
 * Each domain registers the steps of its actions (server/operations/runner.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { requestContext } from '../http/request-context';

export interface NewOperation {
  action: string;
  resourceType: string;
  resourceIds: string[];
  resourceNames?: string[];
  owner: string;
  userId: string;
  zone: string;
  portal?: 'hpc' | 'ispf';
  payload?: Record<string, unknown>;
  /** Milliseconds before the first step runs. */
  delayMs?: number;
}

export interface OperationRow {
  job_id: string;
  action: string;
  resource_type: string;
  resource_ids: string[];
  resource_names: string[];
  status: 'pending' | 'working' | 'successful' | 'failed';
  /** The English text of why it failed; error_key and error_params (migration 0081) the message it came from. */
  error_message: string | null;
  error_key: string | null;
  error_params: Record<string, string | number> | null;
  owner: string;
  user_id: string;
  zone: string;
  portal: string;
  step: number;
  payload: Record<string, unknown>;
  create_time: Date;
  status_time: Date;
  /** The access token the change was made with (migration 0108); null for a browser's session. */
  token_id: string | null;
  token_name: string | null;
}

export function newJobId(): string {
  return `j-${randomBytes(6).toString('hex').slice(0, 10)}`;
}

/** Records an operation; one recorded while a request made with an access token runs names the token (ADR 0063). */
export async function recordOperation(tx: Db, op: NewOperation): Promise<string> {
  const jobId = newJobId();
  const { token } = requestContext();
  await tx.query(
    `INSERT INTO operations (job_id, action, resource_type, resource_ids, resource_names, owner, user_id, zone, portal, payload, run_at, token_id, token_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + make_interval(secs => $11::double precision / 1000), $12, $13)`,
    [
      jobId,
      op.action,
      op.resourceType,
      op.resourceIds,
      op.resourceNames ?? [],
      op.owner,
      op.userId,
      op.zone,
      op.portal ?? 'hpc',
      JSON.stringify(op.payload ?? {}),
      op.delayMs ?? 0,
      token?.tokenId ?? null,
      token?.name ?? null,
    ],
  );
  return jobId;
}

/** Records a change that is complete at once (a synchronous call) in the operation log, already successful. */
export async function recordDone(tx: Db, op: NewOperation): Promise<string> {
  const jobId = await recordOperation(tx, op);
  await tx.query("UPDATE operations SET status = 'successful', step = 1, status_time = now() WHERE job_id = $1", [jobId]);
  return jobId;
}
