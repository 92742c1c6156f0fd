/**
 * The software catalogue: classes, the users' collected flags and applications for commercial software. An
 * application waits, pending, for a zone administrator's decision (software-applications.ts, ADR 0025); no
 * simulated administrator decides it any more.
 */
import type { Db } from '../../db/database';
import type { Handlers, Schema } from '../../http/handler-types';
import { fail } from '../../http/failure';
import { displayText } from '../../i18n/display-names';
import type { Step } from '../../operations/runner';
import { clusterAccess, doneStep, iso, like, newId, orderBy, page, record, who } from './common';
import { graphicsHandlers } from './graphics';
import { softwareApplicationHandlers } from './software-applications';

export interface SoftwareRow {
  hpcsw_id: string;
  sw_name: string;
  sw_ver: string;
  license: 'free' | 'commercial';
  is_graphics: number;
  cluster_types: string[];
}

export async function findSoftware(db: Db, id: string): Promise<SoftwareRow> {
  const [row] = await db.query<SoftwareRow>(
    'SELECT hpcsw_id, sw_name, sw_ver, license, is_graphics, cluster_types FROM software WHERE hpcsw_id = $1',
    [id],
  );
  if (!row) throw fail.notFound('acc_software_not_found', { id });
  return row;
}

interface SoftwareListRow extends Omit<Schema<'software'>, 'description' | 'create_time'> {
  description: string;
  create_time: Date;
}

interface SoftwareClassRow extends Schema<'software-class'> {
  /** The name in the request's language, that the list sorts by. */
  sort_name: string;
}

export const softwareHandlers = {
  ...graphicsHandlers,
  ...softwareApplicationHandlers,

  listSoftware: async (ctx) => {
    const { db, input, lang } = ctx;
    const user = who(ctx);
    const cluster = input.cluster_id ? (await clusterAccess(db, user, input.cluster_id)).cluster : null;
    const sql = `SELECT s.hpcsw_id, s.sw_name, s.sw_ver, s.class_id, ${lang === 'en' ? 'c.name_en' : 'c.name'} AS class_name, s.description, s.vendor, s.license, s.is_graphics, s.create_time,
             (EXISTS (SELECT 1 FROM software_marks m WHERE m.user_id = $1 AND m.hpcsw_id = s.hpcsw_id))::int AS mark,
             (SELECT a.status FROM software_applications a WHERE a.hpcsw_id = s.hpcsw_id AND (CASE WHEN $2::text IS NULL THEN a.user_id = $1 ELSE a.cluster_id = $2 END)
               ORDER BY a.create_time DESC LIMIT 1) AS apply_status
        FROM software s JOIN software_classes c USING (class_id)
       WHERE ($2::text IS NULL OR $3 = ANY(s.cluster_types)) AND ($4::text IS NULL OR s.class_id = $4)
         AND ($5::text IS NULL OR s.sw_name ILIKE $5 OR s.hpcsw_id ILIKE $5 OR s.description ILIKE $5)`;
    const params = [
      user.user_id,
      cluster?.cluster_id ?? null,
      cluster?.cluster_type ?? null,
      input.class_id ?? null,
      like(input.search_word),
    ];
    const marked = input.mark === undefined ? sql : `SELECT * FROM (${sql}) m WHERE mark = ${input.mark}`;
    const { rows, total } = await page<SoftwareListRow>(
      db,
      marked,
      params,
      orderBy(input, { create_time: 'create_time', sw_name: 'sw_name' }, 'hpcsw_id'),
      input,
    );
    return {
      total_count: total,
      hpcsw_set: rows.map((r) => ({ ...r, description: displayText(r.description, lang), create_time: iso(r.create_time) })),
    };
  },

  listSoftwareClasses: async (ctx) => {
    const { db, input, lang } = ctx;
    const sql = `SELECT c.class_id, c.name, c.name_en, (SELECT count(*)::int FROM software s WHERE s.class_id = c.class_id) AS software_count,
             ${lang === 'en' ? 'c.name_en' : 'c.name'} AS sort_name FROM software_classes c`;
    const { rows, total } = await page<SoftwareClassRow>(
      db,
      sql,
      [],
      orderBy(input, { name: 'sort_name', software_count: 'software_count' }, 'class_id'),
      input,
    );
    return { total_count: total, sw_class_set: rows.map(({ sort_name: _sortName, ...r }) => r) };
  },

  applySoftware: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    await db.transaction(async (tx) => {
      const software = await findSoftware(tx, input.hpcsw_id);
      if (software.license === 'free') throw fail.conflict('acc_software_free');
      const { cluster } = await clusterAccess(tx, user, input.cluster_id, 'change');
      if (!software.cluster_types.includes(cluster.cluster_type))
        throw fail.conflict('acc_software_unsupported', { id: software.hpcsw_id });
      const open = await tx.query(
        "SELECT 1 FROM software_applications WHERE hpcsw_id = $1 AND cluster_id = $2 AND status IN ('pending', 'passed')",
        [software.hpcsw_id, cluster.cluster_id],
      );
      if (open.length) throw fail.duplicate('acc_duplicate_submission');
      const applyId = newId('swa');
      await tx.query(
        "INSERT INTO software_applications (apply_id, hpcsw_id, cluster_id, owner, user_id, reason, status) VALUES ($1, $2, $3, $4, $5, $6, 'pending')",
        [applyId, software.hpcsw_id, cluster.cluster_id, cluster.owner, user.user_id, input.reason],
      );
      await record(tx, user, {
        action: 'software/apply',
        resourceType: 'software',
        resourceIds: [software.hpcsw_id, cluster.cluster_id],
        resourceNames: [software.sw_name],
        zone: cluster.zone,
        payload: { apply_id: applyId },
      });
    });
    return { hpcsw_id: input.hpcsw_id, cluster_id: input.cluster_id, apply_status: 'pending' };
  },

  markSoftware: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    const { mark } = input;
    await db.transaction(async (tx) => {
      const software = await findSoftware(tx, input.hpcsw_id);
      if (mark === 1)
        await tx.query('INSERT INTO software_marks (user_id, hpcsw_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
          user.user_id,
          software.hpcsw_id,
        ]);
      else await tx.query('DELETE FROM software_marks WHERE user_id = $1 AND hpcsw_id = $2', [user.user_id, software.hpcsw_id]);
      await record(tx, user, {
        action: 'software/mark',
        resourceType: 'software',
        resourceIds: [software.hpcsw_id],
        resourceNames: [software.sw_name],
        payload: { mark },
      });
    });
    return { hpcsw_id: input.hpcsw_id, mark };
  },
} satisfies Handlers;

/**
 * An application's operation ends at the next tick: the application itself waits for the zone administrator.
 * (Operations recorded before ADR 0025 carried the simulated administrator's delay; they end the same way.)
 */
export const softwareSteps: Record<string, Step> = { 'software/apply': doneStep };
