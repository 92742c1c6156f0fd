/**
 * The app centre: the attachments (config, locale, cluster templates) and versions of the HPC and EHPC
 * applications, and new unique ids for the console's forms.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { Handlers, Schema } from '../../http/handler-types';
import { displayText } from '../../i18n/display-names';
import type { Lang } from '../../i18n/messages';
import { iso, page, Where } from './lists';

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
  status: Schema<'AppVersionStatus'>;
  create_time: Date;
}

/** A version of the app centre, whatever its status; null when it does not exist. For the clusters domain too. */
export async function findAppVersion(db: Db, versionId: string): Promise<AppVersionRow | null> {
  const rows = await db.query<AppVersionRow>('SELECT * FROM app_versions WHERE version_id = $1', [versionId]);
  return rows[0] ?? null;
}

/** A version as answered: its description and edition in the request's language (server/i18n/display-names.ts). */
export function appVersionAnswer(row: AppVersionRow, lang: Lang = 'zh'): Schema<'app-version'> {
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

const CONTENT_KEYS: Schema<'AttachmentContentKey'>[] = ['config', 'locale', 'cluster_templates'];

/** An attachment's part the answer carries: a JSON object (the contract's attachment_content). */
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const appHandlers = {
  describeCommonAttachments: async ({ db, input }) => {
    const keys = input.content_keys ?? CONTENT_KEYS;
    const rows = await db.query<{
      attachment_id: string;
      content: Partial<Record<Schema<'AttachmentContentKey'>, unknown>>;
      create_time: Date;
    }>('SELECT attachment_id, content, create_time FROM app_attachments WHERE attachment_id = ANY($1::text[]) ORDER BY attachment_id', [
      input.attachment_ids,
    ]);
    const attachmentSet = rows.flatMap((row) =>
      CONTENT_KEYS.filter((key) => keys.includes(key)).flatMap((key): Schema<'CommonAttachment'>[] => {
        const content = row.content[key];
        return isObject(content)
          ? [{ attachment_id: row.attachment_id, content_key: key, attachment_content: content, create_time: iso(row.create_time) }]
          : [];
      }),
    );
    return { attachment_set: attachmentSet, total_count: attachmentSet.length };
  },

  describeAppVersions: async ({ db, input, lang }) => {
    const where = new Where().anyOf('app_id', input.app_ids).anyOf('status', input.status);
    const { rows, total } = await page<AppVersionRow, typeof input.sort_key>(db, 'SELECT * FROM app_versions', where, input, {
      create_time: 'create_time',
      name: 'name',
    });
    return { version_set: rows.map((row) => appVersionAnswer(row, lang)), total_count: total };
  },

  getGlobalUniqueId: async () => ({ uuid: randomUUID() }),
} satisfies Handlers;
