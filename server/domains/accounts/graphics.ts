/**
 * Graphics applications the user can open as remote apps: graphics software that is free or whose application
 * passed, on a cluster the user can use that runs its type and has a NAS mount point. Opening one starts (or
 * rejoins) a remote-app session, recorded in remote_app_logs and billed by the billing ticker.
 *
 * The mount point is the cluster's own nas_id, a NAS export (nas-…) or an S2 server (vNAS, s2-…), as the contract's
 * nas_mount_point (NasOrS2Id) names it: the session works in what the cluster mounts, not in the export behind a
 * vNAS (the view cluster_exports, ADR 0011), so a vNAS cluster's apps list and open under the vNAS's id.
 *
 * getRemoteAppLink is a GET that the contract makes start the session: it is idempotent. The first request
 * writes the session's usage record (remote_app_logs, the one row the contract asks for; no operation is
 * recorded), every later one until the session stops rejoins it and writes nothing, and concurrent requests
 * start one session. Only the link's one-time token differs between answers.
 */
import { randomBytes } from 'node:crypto';
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/database';
import type { Handlers, Schema } from '../../http/handler-types';
import { fail } from '../../http/failure';
import { contractName, lockCluster, newId, slicePage, usableClusters, who, type ClusterRow } from './common';
import { ownerInArrears } from './ledger';

export const LINK_TTL_MS = 5 * 60_000;

interface GraphicsRow {
  hpcsw_id: string;
  sw_name: string;
  sw_ver: string;
  icon: string | null;
  license: Schema<'SoftwareLicense'>;
  cluster_types: string[];
}

/** Pairs of graphics software and usable cluster where the software is free or passed (active or not). */
async function graphicsPairs(db: Db, user: SessionUser, hpcswId?: string): Promise<{ software: GraphicsRow; cluster: ClusterRow }[]> {
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

  getRemoteAppLink: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    const { hpcsw_id: hpcswId, nas_mount_point: mountPoint } = input;
    const pairs = await graphicsPairs(db, user, hpcswId);
    if (!pairs.length) throw fail.notFound('acc_graphics_not_available', { id: hpcswId });
    const mounted = pairs
      .filter((p) => p.cluster.nas_id === mountPoint)
      .sort((a, b) => Number(b.cluster.status === 'active') - Number(a.cluster.status === 'active'));
    if (!mounted.length) throw fail.notFound('acc_mount_point_not_mounted', { id: mountPoint });
    const { software, cluster } = mounted[0];
    if (cluster.status !== 'active') throw fail.conflict('acc_cluster_not_active', { id: cluster.cluster_id });
    if (await ownerInArrears(db, user.owner)) throw fail.balance('acc_lack_of_balance');
    const running = (q: Db) =>
      q.query<{ log_id: string }>(
        "SELECT log_id FROM remote_app_logs WHERE user_id = $1 AND hpcsw_id = $2 AND cluster_id = $3 AND app_state = 'running'",
        [user.user_id, software.hpcsw_id, cluster.cluster_id],
      );
    // Rejoining writes nothing; starting writes the session's usage record only (no operation), once: the
    // cluster's row serialises concurrent starts, and the second finds the first's session.
    const logId =
      (await running(db))[0]?.log_id ??
      (await db.transaction(async (tx) => {
        await lockCluster(tx, cluster.cluster_id);
        const [started] = await running(tx);
        if (started) return started.log_id;
        const id = newId('ral');
        await tx.query(
          `INSERT INTO remote_app_logs (log_id, hpcsw_id, app_name, owner, user_id, iamuser_name, cluster_id, nas_id, app_state, start_time, billed_until)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'running', now(), now())`,
          [id, software.hpcsw_id, software.sw_name, user.owner, user.user_id, user.iamuser_name, cluster.cluster_id, mountPoint],
        );
        return id;
      }));
    return {
      link: `https://remoteapp.${cluster.zone}.hpc-console.local/session/${logId}?token=${randomBytes(8).toString('hex')}`,
      expire_time: new Date(Date.now() + LINK_TTL_MS).toISOString(),
    };
  },
} satisfies Handlers;
