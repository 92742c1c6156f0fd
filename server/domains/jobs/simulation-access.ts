/**
 * Who may use the simulation platform and its jobs (ADR 0042). The platform is not a cluster of the account, so the
 * cluster rule (../cluster-access.ts) does not reach it; these are its rules, in one place:
 *  - a simulation job is seen and changed (detail, log, stop, delete, lists) by the user who submitted it and by the
 *    account owner; any other user of the account (a sub-user, an IAM user) is answered "not found", as for the
 *    jobs of a cluster it does not see;
 *  - submitting needs the submitter's HPC permission open in the zone (a sub-user's is opened by its main account),
 *    and, for software that needs approval (commercial, ADR 0025), an application for it that the zone administrator
 *    passed in the account.
 */
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import { isIamUser, isSubUser } from '../cluster-access';

/** The account owner itself: not one of its sub-users, nor an IAM user acting for it. */
const isAccountOwner = (user: SessionUser): boolean => user.user_id === user.owner && !isSubUser(user) && !isIamUser(user);

/** SQL true for the simulation jobs (alias j) the user sees and may change; `param` binds a value. */
export function simulationJobsSql(user: SessionUser, param: (value: unknown) => string, j = 'j'): string {
  const account = `${j}.owner = ${param(user.owner)} AND ${j}.portal = 'ispf'`;
  return isAccountOwner(user) ? account : `${account} AND ${j}.user_id = ${param(user.user_id)}`;
}

/** Refuses a submission of `softwareId` the user may not make in the zone (403), before anything is written. */
export async function requireSimulationSubmit(
  db: Db,
  user: SessionUser,
  zone: string,
  softwareId: string,
  softwareName: string,
): Promise<void> {
  const open = await db.query("SELECT 1 FROM permissions WHERE user_id = $1 AND zone = $2 AND status = 'enable'", [user.user_id, zone]);
  if (!open.length) throw fail.forbidden('jobs_permission_not_open', { zone });
  const [needs] = await db.query<{ approved: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM software_applications a WHERE a.hpcsw_id = s.hpcsw_id AND a.owner = $2 AND a.status = 'passed') AS approved
       FROM software s WHERE s.hpcsw_id = $1 AND s.license = 'commercial'`,
    [softwareId, user.owner],
  );
  if (needs && !needs.approved) throw fail.forbidden('jobs_software_not_approved', { name: softwareName });
}
