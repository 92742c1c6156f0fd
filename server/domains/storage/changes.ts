/**
 * Changes of exports (mount points), each asynchronous: the handler checks the rules and records an
 * operation; the engine step applies the change (Creating -> Active, UnActive -> Active, …).
 * One change at a time per export: another one under way is refused.
 */
import { resolve } from 'node:path';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { Handlers } from '../../http/handler-types';
import { exportFiles } from '../../storage/index';
import type { Step } from '../../operations/runner';
import { recordOperation } from '../../operations/records';
import { actorOf, GIB, loadExport, mountingClusters, randomId, refuse, type Actor, type ExportRow, type StorageEnv } from './common';
import { exportRoot } from './files';
import { loadFileSystem } from './resources';
import { allocatedGb, exportUsed } from './rows';

const ACTIONS = {
  create: 'file-systems/{fsid}',
  /** modifyExport and deleteExport share their x-action: the payload's kind tells them apart. */
  change: 'file-systems/{fsid}/{nas_id}',
  restart: 'file-systems/restartExport',
  capacity: 'file-systems/capacityExport',
  rename: 'file-systems/renameExport',
} as const;

async function requireIdle(db: Db, nasId: string): Promise<void> {
  const busy = await db.query(
    "SELECT 1 FROM operations WHERE resource_ids @> ARRAY[$1]::text[] AND resource_type = 'nas' AND status IN ('pending', 'working') LIMIT 1",
    [nasId],
  );
  if (busy.length) throw fail.conflict('nas_busy');
}

async function nameTaken(db: Db, fsId: string, name: string, exceptNasId = ''): Promise<boolean> {
  return (
    (await db.query('SELECT 1 FROM nas_exports WHERE fs_id = $1 AND name = $2 AND nas_id <> $3', [fsId, name, exceptNasId])).length > 0
  );
}

function record(db: Db, actor: Actor, action: string, row: Pick<ExportRow, 'nas_id' | 'name'>, payload: Record<string, unknown> = {}) {
  return recordOperation(db, {
    action,
    resourceType: 'nas',
    resourceIds: [row.nas_id],
    resourceNames: [row.name],
    owner: actor.owner,
    userId: actor.userId,
    zone: actor.zone,
    payload,
    delayMs: 2000,
  });
}

/** The directory clusters mount, inside the export. */
function sharedDir(root: string, sharedPath: string): string {
  const dir = resolve(root, `.${sharedPath}`);
  if (dir !== root && !dir.startsWith(`${root}/`)) throw new Error(`shared path ${sharedPath} escapes the export`);
  return dir;
}

export function changeHandlers(env: StorageEnv) {
  return {
    createExport: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      const { fsid: fsId, name, quota } = input;
      return db.transaction(async (tx) => {
        const fs = await loadFileSystem(tx, actor, fsId);
        if (fs.status !== 'Active') throw fail.conflict('nas_fs_not_active', { id: fsId });
        if (quota > fs.capacity_gb - (await allocatedGb(tx, fsId))) throw refuse.storage('nas_storage_full');
        if (await nameTaken(tx, fsId, name)) throw fail.duplicate('nas_name_duplicate', { name });
        const nasId = randomId('nas-');
        await tx.query(
          `INSERT INTO nas_exports (nas_id, fs_id, name, owner, zone, export_path, shared_path, quota_gb, description, status, private_ip)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'Creating', $10)`,
          [
            nasId,
            fsId,
            name,
            actor.owner,
            fs.zone,
            `/${fsId}/${nasId}`,
            input.shared_path ?? '/',
            quota,
            input.description ?? '',
            fs.private_ip,
          ],
        );
        return { job_id: await record(tx, actor, ACTIONS.create, { nas_id: nasId, name }), nas_id: nasId };
      });
    },

    modifyExport: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      return db.transaction(async (tx) => {
        const row = await loadExport(tx, actor, input.nas_id, input.fsid, 'own');
        const sharedPath = input.shared_path;
        if (sharedPath !== undefined && sharedPath !== row.shared_path && (await mountingClusters(tx, row.nas_id)).length)
          throw fail.conflict('nas_cluster_bound');
        await requireIdle(tx, row.nas_id);
        const payload = { kind: 'modify', description: input.description, shared_path: sharedPath };
        return { job_id: await record(tx, actor, ACTIONS.change, row, payload), nas_id: row.nas_id };
      });
    },

    deleteExport: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      return db.transaction(async (tx) => {
        const row = await loadExport(tx, actor, input.nas_id, input.fsid, 'own');
        if (actor.iam) throw fail.forbidden('nas_iam_forbidden');
        if ((await mountingClusters(tx, row.nas_id)).length) throw fail.conflict('nas_cluster_bound');
        await requireIdle(tx, row.nas_id);
        if (input.force !== true && (await exportUsed(env, row.nas_id)) > 0) throw fail.conflict('nas_not_empty');
        await tx.query("UPDATE nas_exports SET status = 'UnActive' WHERE nas_id = $1", [row.nas_id]);
        return { job_id: await record(tx, actor, ACTIONS.change, row, { kind: 'delete' }), nas_id: row.nas_id };
      });
    },

    restartExport: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      return db.transaction(async (tx) => {
        const row = await loadExport(tx, actor, input.nas_id, input.fs_id, 'own');
        if (row.status === 'Creating') throw fail.conflict('nas_restart_creating');
        await requireIdle(tx, row.nas_id);
        await tx.query("UPDATE nas_exports SET status = 'UnActive' WHERE nas_id = $1", [row.nas_id]);
        return { job_id: await record(tx, actor, ACTIONS.restart, row), nas_id: row.nas_id };
      });
    },

    capacityExport: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      const { quota } = input;
      return db.transaction(async (tx) => {
        const row = await loadExport(tx, actor, input.nas_id, input.fs_id, 'own');
        await requireIdle(tx, row.nas_id);
        if (quota * GIB < (await exportUsed(env, row.nas_id))) throw refuse.storage('nas_quota_below_used');
        const fs = await loadFileSystem(tx, actor, row.fs_id);
        if (quota > fs.capacity_gb - (await allocatedGb(tx, row.fs_id, row.nas_id))) throw refuse.storage('nas_storage_full');
        return { job_id: await record(tx, actor, ACTIONS.capacity, row, { quota }), nas_id: row.nas_id };
      });
    },

    renameExport: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      const { name } = input;
      return db.transaction(async (tx) => {
        const row = await loadExport(tx, actor, input.nas_id, input.fs_id, 'own');
        if (await nameTaken(tx, row.fs_id, name, row.nas_id)) throw fail.duplicate('nas_name_duplicate', { name });
        await requireIdle(tx, row.nas_id);
        return { job_id: await record(tx, actor, ACTIONS.rename, row, { name }), nas_id: row.nas_id };
      });
    },
  } satisfies Handlers;
}

async function exportOf(tx: Db, nasId: string): Promise<ExportRow | undefined> {
  return (await tx.query<ExportRow>('SELECT * FROM nas_exports WHERE nas_id = $1', [nasId]))[0];
}

export function changeSteps(env: StorageEnv): Record<string, Step> {
  return {
    [ACTIONS.create]: async (tx, op) => {
      const row = await exportOf(tx, op.resource_ids[0]);
      if (!row) return { failed: 'nas_export_gone' };
      await exportFiles.mkdir(sharedDir(exportRoot(env, row.nas_id), row.shared_path), { parents: true });
      await tx.query("UPDATE nas_exports SET status = 'Active' WHERE nas_id = $1", [row.nas_id]);
      return { done: true };
    },
    [ACTIONS.change]: async (tx, op) => {
      const row = await exportOf(tx, op.resource_ids[0]);
      if (!row) return { failed: 'nas_export_gone' };
      const root = exportRoot(env, row.nas_id);
      if (op.payload.kind === 'delete') {
        if ((await mountingClusters(tx, row.nas_id)).length) {
          await tx.query("UPDATE nas_exports SET status = 'Active' WHERE nas_id = $1", [row.nas_id]);
          return { failed: 'nas_cluster_bound' };
        }
        try {
          await exportFiles.remove(root);
        } catch {
          return { failed: 'nas_delete_failed' };
        }
        await tx.query('UPDATE s2_shared_targets SET nas_id = NULL WHERE nas_id = $1', [row.nas_id]);
        await tx.query('DELETE FROM nas_exports WHERE nas_id = $1', [row.nas_id]);
        return { done: true };
      }
      const sharedPath = typeof op.payload.shared_path === 'string' ? op.payload.shared_path : row.shared_path;
      try {
        await exportFiles.mkdir(sharedDir(root, sharedPath), { parents: true });
      } catch {
        return { failed: 'nas_modify_failed' };
      }
      const description = typeof op.payload.description === 'string' ? op.payload.description : row.description;
      await tx.query('UPDATE nas_exports SET description = $2, shared_path = $3 WHERE nas_id = $1', [row.nas_id, description, sharedPath]);
      return { done: true };
    },
    [ACTIONS.restart]: async (tx, op) => {
      const row = await exportOf(tx, op.resource_ids[0]);
      if (!row) return { failed: 'nas_export_gone' };
      await exportFiles.mkdir(exportRoot(env, row.nas_id), { parents: true });
      await tx.query("UPDATE nas_exports SET status = 'Active' WHERE nas_id = $1", [row.nas_id]);
      return { done: true };
    },
    [ACTIONS.capacity]: async (tx, op) => {
      const quota = Number(op.payload.quota);
      if (quota * GIB < (await exportUsed(env, op.resource_ids[0]))) return { failed: 'nas_quota_below_used' };
      await tx.query('UPDATE nas_exports SET quota_gb = $2 WHERE nas_id = $1', [op.resource_ids[0], quota]);
      return { done: true };
    },
    [ACTIONS.rename]: async (tx, op) => {
      const row = await exportOf(tx, op.resource_ids[0]);
      if (!row) return { failed: 'nas_export_gone' };
      const name = String(op.payload.name);
      if (await nameTaken(tx, row.fs_id, name, row.nas_id)) return { failed: 'nas_name_duplicate', params: { name } };
      await tx.query('UPDATE nas_exports SET name = $2 WHERE nas_id = $1', [row.nas_id, name]);
      return { done: true };
    },
  };
}
