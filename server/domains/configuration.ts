/**
 * The configuration service: the hpc-config entry of a zone's namespace, else (with fallback=default) of the default
 * namespace, in one answer whose namespace says which; 404 when neither has it.
 */
import { fail } from '../http/failure';
import type { Handlers } from '../http/contract-routes';

export const configurationHandlers: Handlers = {
  getConfigEntry: async ({ db, input }) => {
    const namespace = String(input.namespace);
    const key = String(input.key);
    const namespaces = input.fallback === undefined ? [namespace] : [namespace, String(input.fallback)];
    const rows = await db.query<{ namespace: string; value: unknown; update_time: Date }>(
      'SELECT namespace, value, update_time FROM config_entries WHERE namespace = ANY($1::text[]) AND key = $2 ORDER BY namespace = $3 DESC LIMIT 1',
      [namespaces, key, namespace],
    );
    if (!rows[0]) throw fail.notFound('config_missing');
    return { namespace: rows[0].namespace, key, value: rows[0].value, update_time: new Date(rows[0].update_time).toISOString() };
  },
};
