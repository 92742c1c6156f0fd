/**
 * Projects: an owner shares clusters (resources) with its HPC-authorised sub-users (members). Only the
 * project's owner account changes a project (the sharing rule, as for shared members); IAM users acting for it,
 * sub-users and shared members are refused (403). The owner is listed as the project's shared_owner member. project/create takes the first
 * members in the same transaction, so a share is one change: a refused member leaves no project behind.
 */
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/database';
import type { Handlers, Schema } from '../../http/handler-types';
import { fail } from '../../http/failure';
import { accountRight, requireRight } from '../cluster-access';
import { clusterAccess, isSubUser, iso, like, lockCluster, newId, orderBy, page, record, who } from './common';
import { memberIds, resourceIds, syncShares } from './shares';

interface ProjectRow {
  project_id: string;
  name: string;
  owner: string;
}

/**
 * The project, when the user may read it (the account's users but sub-users, and its members) or change it. A change
 * shares clusters, so it follows the sharing rule (ADR 0006, ADR 0013): only the account owner owns the account's
 * projects; an IAM user acting for it is refused like on shared/user/addUser, a sub-user or member with 403.
 */
async function findProject(db: Db, user: SessionUser, projectId: string, mode: 'read' | 'change'): Promise<ProjectRow> {
  const [project] = await db.query<ProjectRow>('SELECT project_id, name, owner FROM projects WHERE project_id = $1', [projectId]);
  if (!project) throw fail.notFound('acc_project_not_found', { id: projectId });
  const right = accountRight(user, project.owner);
  if (right && mode === 'read') return project;
  if (right && mode === 'change') {
    requireRight(right, 'own');
    return project;
  }
  if (mode === 'read') {
    const member = await db.query('SELECT 1 FROM project_members WHERE project_id = $1 AND user_id = $2', [projectId, user.user_id]);
    if (member.length) return project;
  }
  throw fail.forbidden('acc_project_owner_only');
}

/**
 * A cluster the user owns and that no project of the user shares yet. The contract refuses a cluster the user
 * does not own with 403: also one it does not see or that does not exist, so the answer tells nothing more.
 */
async function shareableCluster(db: Db, user: SessionUser, clusterId: string, projectId?: string): Promise<void> {
  await lockCluster(db, clusterId);
  await clusterAccess(db, user, clusterId, 'own', { unseen: 'forbidden' });
  const [other] = await db.query<{ project_id: string }>(
    'SELECT pr.project_id FROM project_resources pr JOIN projects p USING (project_id) WHERE pr.cluster_id = $1 AND p.owner = $2',
    [clusterId, user.owner],
  );
  if (other && other.project_id === projectId) throw fail.conflict('acc_cluster_in_project', { id: clusterId });
  if (other) throw fail.conflict('acc_cluster_already_shared', { id: clusterId });
}

type MemberInput = Schema<'NewProjectMember'>;

interface ProjectListRow extends Omit<Schema<'project'>, 'create_time'> {
  create_time: Date;
}

interface MemberRow {
  user_id: string;
  user_name: string;
  email: string;
  role_type: Schema<'ProjectRoleType'>;
  permission: Schema<'SharedPermission'>;
  shared_role: Schema<'SharedRole'>;
  create_time: Date;
}

function memberOut(r: MemberRow): Schema<'ProjectMember'> {
  return {
    member_user: { user_id: r.user_id, user_name: r.user_name, email: r.email },
    role_type: r.role_type,
    permission: r.permission,
    shared_role: r.shared_role,
    create_time: iso(r.create_time),
  };
}

/** The account of a new member: a sub-user of the project's owner whose HPC permission is open in the project's zones. */
async function memberAccount(db: Db, project: ProjectRow, member: MemberInput, zones: string[]): Promise<string> {
  const [account] = await db.query<{ user_id: string; owner: string; user_type: number }>(
    'SELECT user_id, owner, user_type FROM users WHERE user_id = $1 OR lower(email) = lower($2)',
    [member.user_id ?? null, member.email ?? null],
  );
  if (!account) throw fail.notFound('acc_user_not_exist');
  const id = account.user_id;
  const existing = await db.query('SELECT 1 FROM project_members WHERE project_id = $1 AND user_id = $2', [project.project_id, id]);
  if (existing.length) throw fail.conflict('acc_member_exists', { id });
  if (account.user_type !== 1 || account.owner !== project.owner) throw fail.conflict('acc_member_not_sub_user', { id });
  const open = await db.query<{ zone: string }>(
    "SELECT zone FROM permissions WHERE user_id = $1 AND zone = ANY($2) AND status = 'enable'",
    [id, zones],
  );
  if (open.length < zones.length) throw fail.conflict('acc_member_not_authorised', { id });
  return id;
}

/**
 * Adds members to a project in the caller's transaction: the clusters' zones (or the request's) must be open for
 * each; the first refused member refuses the whole change. Answers the added user ids, shares synced.
 */
async function addMembers(tx: Db, project: ProjectRow, members: MemberInput[], fallbackZone: string): Promise<string[]> {
  const clusters = await resourceIds(tx, project.project_id);
  const known = await tx.query<{ zone: string }>('SELECT DISTINCT zone FROM clusters WHERE cluster_id = ANY($1)', [clusters]);
  const zones = known.length ? known.map((z) => z.zone) : [fallbackZone];
  const added: string[] = [];
  for (const member of members) {
    const id = await memberAccount(tx, project, member, zones);
    await tx.query("INSERT INTO project_members (project_id, user_id, permission, shared_role) VALUES ($1, $2, $3, 'shared_member')", [
      project.project_id,
      id,
      member.permission,
    ]);
    added.push(id);
  }
  await syncShares(tx, clusters, added);
  return added;
}

export const projectsHandlers = {
  listProjects: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    const sql = `SELECT p.project_id, p.name, p.owner, p.create_time,
             coalesce((SELECT array_agg(cluster_id ORDER BY create_time) FROM project_resources pr WHERE pr.project_id = p.project_id), '{}') AS resource_ids,
             (SELECT count(*)::int FROM project_members pm WHERE pm.project_id = p.project_id) AS member_count
        FROM projects p
       WHERE ((p.owner = $1 AND $2) OR p.project_id IN (SELECT project_id FROM project_members WHERE user_id = $3))
         AND ($4::text[] IS NULL OR p.project_id = ANY($4))
         AND ($5::text IS NULL OR p.project_id IN (SELECT project_id FROM project_resources WHERE cluster_id = $5))
         AND ($6::text IS NULL OR p.name ILIKE $6 OR p.project_id ILIKE $6)`;
    const params = [
      user.owner,
      !isSubUser(user),
      user.user_id,
      input.project_id ?? null,
      input.cluster_id ?? null,
      like(input.search_word),
    ];
    const { rows, total } = await page<ProjectListRow>(
      db,
      sql,
      params,
      orderBy(input, { create_time: 'create_time', name: 'name' }, 'project_id'),
      input,
    );
    return { total_count: total, project_set: rows.map((r) => ({ ...r, create_time: iso(r.create_time) })) };
  },

  listProjectMembers: async (ctx) => {
    const { db, input } = ctx;
    const project = await findProject(db, who(ctx), input.project_id, 'read');
    const sql = `SELECT pm.user_id, u.user_name, u.email, pm.role_type, pm.permission, pm.shared_role, pm.create_time
        FROM project_members pm JOIN users u USING (user_id)
       WHERE pm.project_id = $1 AND ($2::text IS NULL OR u.user_name ILIKE $2 OR u.email ILIKE $2 OR pm.user_id ILIKE $2)`;
    const order = orderBy(input, { create_time: 'create_time', user_name: 'user_name' }, 'user_id');
    const { rows, total } = await page<MemberRow>(db, sql, [project.project_id, like(input.search_word)], order, input);
    return { total_count: total, member_set: rows.map(memberOut) };
  },

  createProject: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    if (isSubUser(user)) throw fail.forbidden('acc_sub_user_refused');
    const { cluster_id: clusterId, name } = input;
    const projectId = newId('prj');
    const jobId = await db.transaction(async (tx) => {
      await shareableCluster(tx, user, clusterId);
      await tx.query('INSERT INTO projects (project_id, name, owner) VALUES ($1, $2, $3)', [projectId, name, user.owner]);
      await tx.query('INSERT INTO project_resources (project_id, cluster_id) VALUES ($1, $2)', [projectId, clusterId]);
      await tx.query(
        "INSERT INTO project_members (project_id, user_id, permission, shared_role) VALUES ($1, $2, 'readwrite', 'shared_owner')",
        [projectId, user.owner],
      );
      await syncShares(tx, [clusterId], []);
      // The first members are part of the same change: a refused member leaves no project behind.
      const first = input.members ?? [];
      const added = first.length
        ? await addMembers(tx, { project_id: projectId, name, owner: user.owner }, first, input.zone ?? user.zone)
        : [];
      return record(tx, user, {
        action: 'project/create',
        resourceType: 'project',
        resourceIds: [projectId, clusterId, ...added],
        resourceNames: [name],
      });
    });
    return { job_id: jobId, project_id: projectId };
  },

  destroyProject: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    const jobId = await db.transaction(async (tx) => {
      const project = await findProject(tx, user, input.project_id, 'change');
      const clusters = await resourceIds(tx, project.project_id);
      const members = await memberIds(tx, project.project_id);
      await tx.query('DELETE FROM projects WHERE project_id = $1', [project.project_id]);
      await syncShares(tx, clusters, members);
      return record(tx, user, {
        action: 'project/destroy',
        resourceType: 'project',
        resourceIds: [project.project_id, ...clusters],
        resourceNames: [project.name],
      });
    });
    return { job_id: jobId };
  },

  addProjectResource: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    const clusters = input.resource_ids;
    const jobId = await db.transaction(async (tx) => {
      const project = await findProject(tx, user, input.project_id, 'change');
      for (const clusterId of clusters) await shareableCluster(tx, user, clusterId, project.project_id);
      for (const clusterId of clusters)
        await tx.query('INSERT INTO project_resources (project_id, cluster_id) VALUES ($1, $2)', [project.project_id, clusterId]);
      await syncShares(tx, clusters, await memberIds(tx, project.project_id));
      return record(tx, user, {
        action: 'project/addResource',
        resourceType: 'project',
        resourceIds: [project.project_id, ...clusters],
        resourceNames: [project.name],
      });
    });
    return { job_id: jobId };
  },

  addProjectMember: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    const jobId = await db.transaction(async (tx) => {
      const project = await findProject(tx, user, input.project_id, 'change');
      const added = await addMembers(tx, project, input.members, input.zone ?? user.zone);
      return record(tx, user, {
        action: 'project/addMember',
        resourceType: 'project',
        resourceIds: [project.project_id, ...added],
        resourceNames: [project.name],
      });
    });
    return { job_id: jobId };
  },

  deleteProjectMember: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    const userIds = input.user_ids;
    const jobId = await db.transaction(async (tx) => {
      const project = await findProject(tx, user, input.project_id, 'change');
      if (userIds.includes(project.owner)) throw fail.conflict('acc_owner_cannot_leave');
      const members = await memberIds(tx, project.project_id);
      const missing = userIds.find((id) => !members.includes(id));
      if (missing) throw fail.notFound('acc_member_not_found', { id: missing });
      await tx.query('DELETE FROM project_members WHERE project_id = $1 AND user_id = ANY($2)', [project.project_id, userIds]);
      await syncShares(tx, await resourceIds(tx, project.project_id), userIds);
      return record(tx, user, {
        action: 'project/delMember',
        resourceType: 'project',
        resourceIds: [project.project_id, ...userIds],
        resourceNames: [project.name],
      });
    });
    return { job_id: jobId };
  },
} satisfies Handlers;
