/**
 * The app centre: the attachments (config, locale, cluster templates) and versions of the HPC and EHPC
 * applications, and new unique ids for the console's forms.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { Handlers } from '../../http/contract-routes';
import { displayText } from '../../i18n/display-names';
import type { Lang } from '../../i18n/messages';
import { iso, list, page, Where } from './lists';

export interface AppVersionRow {
  version_id: string;
  app_id: string;
  name: string;
  /** The cluster's software version, e.g. 2.4.1 (clusters.version). */
  version: string;
  resource_kit: string;
  description: string;
  edition_name: string;
  baremetal: boolean;
  status: string;
  create_time: Date;
}

/** A version of the app centre, whatever its status; null when it does not exist. For the clusters domain too. */
export async function findAppVersion(db: Db, versionId: string): Promise<AppVersionRow | null> {
  const rows = await db.query<AppVersionRow>('SELECT * FROM app_versions WHERE version_id = $1', [versionId]);
  return rows[0] ?? null;
}

/** The active versions of an app, newest first (upgrade targets are the ones newer than a cluster's). */
export async function activeAppVersions(db: Db, appId: string): Promise<AppVersionRow[]> {
  return db.query<AppVersionRow>("SELECT * FROM app_versions WHERE app_id = $1 AND status = 'active' ORDER BY create_time DESC", [appId]);
}

/** A version as answered: its description and edition in the request's language (server/i18n/display-names.ts). */
export function appVersionAnswer(row: AppVersionRow, lang: Lang = 'zh') {
  return {
    version_id: row.version_id,
    app_id: row.app_id,
    resource_kit: row.resource_kit,
    name: row.name,
    description: displayText(row.description, lang),
    edition: { name: displayText(row.edition_name, lang) },
    status: row.status,
    create_time: iso(row.create_time),
  };
}

const CONTENT_KEYS = ['config', 'locale', 'cluster_templates'] as const;

export const appHandlers: Handlers = {
  describeCommonAttachments: async ({ db, input }) => {
    const ids = list<string>(input.attachment_ids) ?? [];
    const keys = list<string>(input.content_keys) ?? [...CONTENT_KEYS];
    const rows = await db.query<{ attachment_id: string; content: Record<string, unknown>; create_time: Date }>(
      'SELECT attachment_id, content, create_time FROM app_attachments WHERE attachment_id = ANY($1::text[]) ORDER BY attachment_id',
      [ids],
    );
    const attachmentSet = rows.flatMap((row) =>
      CONTENT_KEYS.filter((key) => keys.includes(key) && row.content[key] && typeof row.content[key] === 'object').map((key) => ({
        attachment_id: row.attachment_id,
        content_key: key,
        attachment_content: row.content[key] as Record<string, unknown>,
        create_time: iso(row.create_time),
      })),
    );
    return { attachment_set: attachmentSet, total_count: attachmentSet.length };
  },

  describeAppVersions: async ({ db, input, lang }) => {
    const where = new Where()
      .anyOf('app_id', list<string>(input.app_ids))
      .anyOf('status', list<string>(input.status) ?? ['active']);
    const { rows, total } = await page<AppVersionRow>(db, 'SELECT * FROM app_versions', where, {
      sortKey: input.sort_key,
      sortColumns: { create_time: 'create_time', name: 'name' },
      reverse: input.reverse,
      limit: input.limit,
      offset: input.offset,
    });
    return { version_set: rows.map((row) => appVersionAnswer(row, lang)), total_count: total };
  },

  getGlobalUniqueId: async () => ({ uuid: randomUUID() }),
};
