/**
 * The configuration service: the hpc-config entry of a zone's namespace, else (with fallback=default) of the default
 * namespace, in one answer whose namespace says which; 404 when neither has it.
 */
import { fail } from '../http/failure';
import type { AnswerOf, Handlers } from '../http/handler-types';

export const configurationHandlers = {
  getConfigEntry: async ({ db, input }) => {
    const { namespace, key } = input;
    const namespaces = input.fallback === undefined ? [namespace] : [namespace, input.fallback];
    // The entry's value is stored as the contract wrote it when seeded or set (migrations, seed/config.ts).
    const rows = await db.query<{ namespace: string; value: AnswerOf<'getConfigEntry'>['value']; update_time: Date }>(
      'SELECT namespace, value, update_time FROM config_entries WHERE namespace = ANY($1::text[]) AND key = $2 ORDER BY namespace = $3 DESC LIMIT 1',
      [namespaces, key, namespace],
    );
    if (!rows[0]) throw fail.notFound('config_missing');
    return { namespace: rows[0].namespace, key, value: rows[0].value, update_time: new Date(rows[0].update_time).toISOString() };
  },
} satisfies Handlers;
