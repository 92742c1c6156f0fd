/**
 * Graphics applications the user can open: graphics software that is free or whose application passed, on a cluster
 * the user can use that runs its type and has a NAS mount point. Opening one starts (or rejoins) a graphics session,
 * a job of the user (ADR 0062, server/domains/graphics: it handles getRemoteAppLink with the rule of graphicsPairs).
 *
 * The mount point is the cluster's own nas_id, a NAS export (nas-…) or an S2 server (vNAS, s2-…), as the contract's
 * nas_mount_point (NasOrS2Id) names it: the session works in what the cluster mounts, not in the export behind a
 * vNAS (the view cluster_exports, ADR 0011), so a vNAS cluster's apps list and open under the vNAS's id.
 */
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/database';
import type { Handlers, Schema } from '../../http/handler-types';
import { contractName, slicePage, usableClusters, who, type ClusterRow } from './common';

interface GraphicsRow {
  hpcsw_id: string;
  sw_name: string;
  sw_ver: string;
  icon: string | null;
  license: Schema<'SoftwareLicense'>;
  cluster_types: string[];
}

/** Pairs of graphics software and usable cluster where the software is free or passed (active or not). */
export async function graphicsPairs(
  db: Db,
  user: SessionUser,
  hpcswId?: string,
): Promise<{ software: GraphicsRow; cluster: ClusterRow }[]> {
  const software = await db.query<GraphicsRow>(
    'SELECT hpcsw_id, sw_name, sw_ver, icon, license, cluster_types FROM software WHERE is_graphics = 1 AND ($1::text IS NULL OR hpcsw_id = $1)',
    [hpcswId ?? null],
  );
  const clusters = (await usableClusters(db, user)).filter((c) => c.nas_id);
  const passed = await db.query<{ hpcsw_id: string; cluster_id: string }>(
    "SELECT hpcsw_id, cluster_id FROM software_applications WHERE status = 'passed' AND cluster_id = ANY($1)",
    [clusters.map((c) => c.cluster_id)],
  );
  const pairs: { software: GraphicsRow; cluster: ClusterRow }[] = [];
  for (const s of software) {
    for (const c of clusters) {
      const allowed = s.license === 'free' || passed.some((p) => p.hpcsw_id === s.hpcsw_id && p.cluster_id === c.cluster_id);
      if (allowed && s.cluster_types.includes(c.cluster_type)) pairs.push({ software: s, cluster: c });
    }
  }
  return pairs;
}

export const graphicsHandlers = {
  listGraphics: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    const word = input.search_word?.toLowerCase() ?? '';
    const list = (await graphicsPairs(db, user))
      .filter(({ cluster }) => cluster.status === 'active' && (!input.cluster_id || cluster.cluster_id === input.cluster_id))
      .filter(({ software }) => !word || software.sw_name.toLowerCase().includes(word) || software.hpcsw_id.includes(word))
      .map(({ software, cluster }): Schema<'graphics-app'> => ({
        hpcsw_id: software.hpcsw_id,
        app_name: software.sw_name,
        sw_ver: software.sw_ver,
        ...(software.icon ? { icon: software.icon } : {}),
        cluster_id: cluster.cluster_id,
        ...contractName(cluster.cluster_name),
        nas_mount_point: cluster.nas_id ?? '',
      }));
    const key = input.sort_key;
    const direction = input.reverse === 0 ? 1 : -1;
    list.sort(
      (a, b) =>
        direction * (a[key].localeCompare(b[key]) || a.hpcsw_id.localeCompare(b.hpcsw_id) || a.cluster_id.localeCompare(b.cluster_id)),
    );
    return { total_count: list.length, graphics_list: slicePage(list, input) };
  },
} satisfies Handlers;
