/**
 * The operation log (operation, operation/simulation): the asynchronous changes of one portal, filtered by
 * resources, status, action, a creation time range (start not after end, at most 90 days) and a search word.
 * The account owner reads the account's log (its sub-users' and IAM users' changes too); a sub-user or an IAM user
 * reads only the changes it made itself (ADR 0013: nothing of clusters it does not see, nor of other users).
 */
import type { Db } from '../db/database';
import type { Session } from '../auth/sessions';
import type { AnswerOf, Handlers, InputOf, Schema } from '../http/handler-types';
import { isMessageKey, messageOfEnglish, translate, type Lang } from '../i18n/messages';
import { isIamUser, isSubUser } from './cluster-access';
import type { OperationRow } from '../operations/records';
import { Filters, iso, likePattern, paging, timeRange } from '../db/lists';
import { signedIn, SIMULATION_CLUSTER } from './jobs/public';

const MAX_RANGE_DAYS = 90;
const SORT_COLUMNS: Record<InputOf<'listOperations'>['sort_key'], string> = { create_time: 'create_time', status_time: 'status_time' };

/**
 * Why a failed operation failed, in `lang`: its message (key and parameters, migration 0081), or for a row written
 * before, its English text (translated when it is the text of a message without parameters).
 */
export function errorMessageOf(row: Pick<OperationRow, 'error_message' | 'error_key' | 'error_params'>, lang: Lang): string {
  if (isMessageKey(row.error_key)) return translate(row.error_key, lang, row.error_params ?? {});
  const text = row.error_message ?? '';
  const key = messageOfEnglish(text);
  return key ? translate(key, lang) : text;
}

function operationOut(row: OperationRow, lang: Lang): Schema<'operation'> {
  return {
    job_id: row.job_id,
    action: row.action,
    resource_ids: row.resource_ids,
    resource_type: row.resource_type,
    resource_names: row.resource_names.map((n) => n.slice(0, 255)),
    status: row.status,
    error_message: row.status === 'failed' ? errorMessageOf(row, lang).slice(0, 1024) : null,
    owner: row.owner,
    user_id: row.user_id,
    ...(row.token_id && row.token_name ? { token_id: row.token_id, token_name: row.token_name } : {}),
    create_time: iso(row.create_time),
    status_time: iso(row.status_time),
  };
}

/** What a log's list reads: the simulation portal's input is the same with its one resource. */
interface LogRequest {
  db: Db;
  session: Session | null;
  input: InputOf<'listOperations'> | InputOf<'listSimulationOperations'>;
  lang: Lang;
}

async function listing(portal: 'hpc' | 'ispf', { db, session, input, lang }: LogRequest): Promise<AnswerOf<'listOperations'>> {
  const { user } = signedIn(session);
  const { start, end } = timeRange(input, MAX_RANGE_DAYS);
  const f = new Filters();
  f.where(`owner = ${f.param(user.owner)}`).where(`portal = ${f.param(portal)}`);
  if (isSubUser(user) || isIamUser(user)) f.where(`user_id = ${f.param(user.user_id)}`);
  const resources = portal === 'ispf' ? [SIMULATION_CLUSTER] : input.resource_ids;
  if (resources?.length) f.where(`resource_ids && ${f.param(resources)}::text[]`);
  if (input.status?.length) f.where(`status = ANY(${f.param(input.status)})`);
  if (input.operation_action) f.where(`action = ${f.param(input.operation_action)}`);
  if (input.zone) f.where(`zone = ${f.param(input.zone)}`);
  if (start) f.where(`create_time >= ${f.param(start)}`);
  if (end) f.where(`create_time <= ${f.param(end)}`);
  const like = likePattern(input.search_word);
  if (like) {
    const p = f.param(like);
    f.where(
      `(job_id ILIKE ${p} OR action ILIKE ${p} OR array_to_string(resource_ids, ' ') ILIKE ${p} OR array_to_string(resource_names, ' ') ILIKE ${p})`,
    );
  }
  const { limit, offset, direction } = paging(input);
  const order = SORT_COLUMNS[input.sort_key];
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM operations ${f.sql}`, f.params);
  const rows = await db.query<OperationRow>(
    `SELECT * FROM operations ${f.sql} ORDER BY ${order} ${direction}, job_id ${direction} LIMIT ${limit} OFFSET ${offset}`,
    f.params,
  );
  return { total_count: total, job_set: rows.map((row) => operationOut(row, lang)) };
}

export const operationLogHandlers = {
  listOperations: (ctx) => listing('hpc', ctx),
  listSimulationOperations: (ctx) => listing('ispf', ctx),
} satisfies Handlers;
