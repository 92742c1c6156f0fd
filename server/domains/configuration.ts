/**
 * The configuration service: the hpc-config entry of a zone's namespace, else of the default namespace.
 */
import { fail } from '../http/failure';
import type { Handlers } from '../http/contract-routes';

export const configurationHandlers: Handlers = {
  getConfigEntry: async ({ db, input }) => {
    const namespace = String(input.namespace);
    const key = String(input.key);
    const rows = await db.query<{ value: unknown; update_time: Date }>('SELECT value, update_time FROM config_entries WHERE namespace = $1 AND key = $2', [namespace, key]);
    if (!rows[0]) throw fail.notFound('config_missing');
    return { namespace, key, value: rows[0].value, update_time: new Date(rows[0].update_time).toISOString() };
  },
};
