/** The requests a user sees, newest first; scope=decide those it may decide now (ADR 0060). */
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { Filters, paging } from '../../db/lists';
import type { InputOf } from '../../http/handler-types';
import { mayAsk } from './ask';
import { decidableSql, extensionOut, SELECT, seenSql, type ExtensionRow } from './rows';

export async function listTimeExtensions(db: Db, user: SessionUser, input: InputOf<'listTimeExtensions'>) {
  const f = new Filters();
  const param = (value: unknown) => f.param(value);
  f.where(seenSql(user, param));
  if (input.hpcjob_uuid) f.where(`t.hpcjob_uuid = ${param(input.hpcjob_uuid)}`);
  if (input.status) f.where(`t.status = ${param(input.status)}`);
  if (input.scope === 'decide') f.where(decidableSql(user, param));
  const { limit, offset } = paging(input);
  const where = f.sql;
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM time_extensions t ${where}`, f.params);
  const rows = await db.query<ExtensionRow>(
    `${SELECT} ${where} ORDER BY t.create_time DESC, t.extension_id LIMIT ${param(limit)} OFFSET ${param(offset)}`,
    f.params,
  );
  const asking = input.hpcjob_uuid ? { may_ask: await mayAsk(db, user, input.hpcjob_uuid) } : {};
  return { total_count: total, time_extension_set: rows.map((row) => extensionOut(row, user)), ...asking };
}
