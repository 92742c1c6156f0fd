/**
 * Seeds the accounts domain (after the identity, storage, clusters, queues and jobs seeds): sub-users, IAM
 * users, login accounts, a project sharing SEED.clusters.ehpcActive with usr-sub read-only, shared members,
 * cluster users, the software catalogue, balances, charge records and bills over the last 75 days, one arrears
 * record (SEED.clusters.hpcSuspended) and remote-app usage. Rows of SEED clusters are inserted whether or not the
 * clusters seed made the clusters (no foreign keys to clusters).
 */
import type { Db } from '../../db/database';
import { syncShares } from './shares';
import {
  CLUSTER_USERS,
  EXTRA_SUB_USERS,
  IAM_USERS,
  LOGIN_ACCOUNTS,
  SEED_PROJECT,
  SHARED_USERS,
  SOFTWARE,
  SOFTWARE_APPLICATIONS,
  SOFTWARE_CLASSES,
} from './seed-data';
import { SEED } from '../../seed/fixtures';

const DAY = 86400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const GIB = 1073741824;

async function seedPeople(tx: Db): Promise<void> {
  for (const u of EXTRA_SUB_USERS) {
    // '!' is no scrypt hash: these sub-users cannot sign in to the demo.
    await tx.query(
      "INSERT INTO users (user_id, user_name, email, password_hash, owner, role, user_type, zone, zones, create_time) VALUES ($1, $2, $3, '!', $4, 'user', 1, 'pek3', $5, $6)",
      [u.user_id, u.user_name, u.email, SEED.owner, ['pek3', 'sh1a'], ago(u.daysAgo)],
    );
    await tx.query('INSERT INTO permissions (user_id, zone, status, uid, gid, open_time) VALUES ($1, $2, $3, $4, $5, $6)', [
      u.user_id,
      'pek3',
      u.permission ? 'enable' : 'disable',
      u.permission ? 10021 : null,
      u.permission ? 10001 : null,
      u.permission ? ago(u.daysAgo - 1) : null,
    ]);
  }
  for (const i of IAM_USERS) {
    await tx.query(
      'INSERT INTO iam_users (iam_user_id, owner, iamuser_name, email, status, user_id, create_time) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [i.iam_user_id, SEED.owner, i.iamuser_name, i.email, i.status, i.user_id, ago(i.daysAgo)],
    );
  }
  for (const la of LOGIN_ACCOUNTS) {
    await tx.query('INSERT INTO login_accounts (login_account, owner, create_time) VALUES ($1, $2, $3)', [
      la.login_account,
      SEED.owner,
      ago(la.daysAgo),
    ]);
    for (const [n, userId] of la.users.entries()) {
      await tx.query('INSERT INTO login_account_users (owner, login_account, user_id, create_time) VALUES ($1, $2, $3, $4)', [
        SEED.owner,
        la.login_account,
        userId,
        ago(la.daysAgo - n),
      ]);
    }
  }
  const p = SEED_PROJECT;
  await tx.query('INSERT INTO projects (project_id, name, owner, create_time) VALUES ($1, $2, $3, $4)', [
    p.project_id,
    p.name,
    SEED.owner,
    ago(p.daysAgo),
  ]);
  await tx.query('INSERT INTO project_resources (project_id, cluster_id, create_time) VALUES ($1, $2, $3)', [
    p.project_id,
    p.cluster_id,
    ago(p.daysAgo),
  ]);
  await tx.query(
    "INSERT INTO project_members (project_id, user_id, permission, shared_role, create_time) VALUES ($1, $2, 'readwrite', 'shared_owner', $3), ($1, 'usr-sub', 'readonly', 'shared_member', $4)",
    [p.project_id, SEED.owner, ago(p.daysAgo), ago(p.daysAgo - 2)],
  );
  if ((await tx.query('SELECT 1 FROM clusters WHERE cluster_id = $1', [p.cluster_id])).length)
    await syncShares(tx, [p.cluster_id], ['usr-sub']);
}

async function seedClusterAccess(tx: Db): Promise<void> {
  for (const c of CLUSTER_USERS) {
    await tx.query(
      `INSERT INTO cluster_users (cluster_id, account, owner, uid, password_hash, allocated_core_hours, storage_quota, storage_used, queues, folders, status, is_admin, create_time)
       VALUES ($1, $2, $3, $4, '!', $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        c.cluster_id,
        c.account,
        SEED.owner,
        c.uid,
        c.allocated_core_hours,
        c.storage_quota,
        c.storage_used,
        c.queues,
        c.folders,
        c.status,
        c.is_admin,
        ago(c.daysAgo),
      ],
    );
  }
  for (const s of SHARED_USERS) {
    await tx.query(
      'INSERT INTO shared_users (shared_user_id, owner, iam_user_id, username, permission, status, uid, create_time) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [s.shared_user_id, SEED.owner, s.iam_user_id, s.username, s.permission, s.status, s.uid, ago(s.daysAgo)],
    );
    for (const c of s.clusters) {
      const l = c.limit;
      await tx.query(
        `INSERT INTO shared_user_clusters (shared_user_id, cluster_id, has_limit, queue, partition, file_system_acl, allocated_core_hours, file_system_quota, used_file_system, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          s.shared_user_id,
          c.cluster_id,
          !!l,
          l?.queue ?? null,
          l?.partition ?? null,
          JSON.stringify(l?.acl ?? []),
          l?.hours ?? null,
          l ? l.quotaGb * GIB : null,
          c.usedGb * GIB,
          ago(s.daysAgo),
        ],
      );
    }
  }
}

async function seedSoftware(tx: Db): Promise<void> {
  for (const c of SOFTWARE_CLASSES)
    await tx.query('INSERT INTO software_classes (class_id, name, name_en) VALUES ($1, $2, $3)', [c.class_id, c.name, c.name_en]);
  for (const s of SOFTWARE) {
    await tx.query(
      `INSERT INTO software (hpcsw_id, sw_name, sw_ver, class_id, description, vendor, license, is_graphics, icon, cluster_types, hourly_price, create_time,
                             launch)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        s.hpcsw_id,
        s.sw_name,
        s.sw_ver,
        s.class_id,
        s.description,
        s.vendor,
        s.license,
        s.is_graphics,
        s.icon,
        s.cluster_types,
        s.hourly_price,
        ago(s.daysAgo),
        s.launch,
      ],
    );
  }
  for (const a of SOFTWARE_APPLICATIONS) {
    await tx.query(
      'INSERT INTO software_applications (apply_id, hpcsw_id, cluster_id, owner, user_id, reason, status, reject_reason, create_time, status_time) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)',
      [
        a.apply_id,
        a.hpcsw_id,
        a.cluster_id,
        SEED.owner,
        a.user_id,
        a.reason,
        a.status,
        'reject_reason' in a ? a.reject_reason : null,
        ago(a.daysAgo),
      ],
    );
  }
  await tx.query(
    "INSERT INTO software_marks (user_id, hpcsw_id) VALUES ('usr-owner', 'hpcsw-wrf45'), ('usr-owner', 'hpcsw-fluent2024'), ('iam-alice', 'hpcsw-gromacs23')",
  );
}

/** Daily PayForUsed bill lines and charge records of a cluster over `days` days, ending `endDaysAgo` days ago. */
async function payForUsedHistory(
  tx: Db,
  clusterId: string,
  fallbackName: string,
  base: number,
  days: number,
  endDaysAgo = 0,
): Promise<void> {
  const params = [clusterId, SEED.owner, fallbackName, base, days, endDaysAgo];
  const name = 'coalesce((SELECT cluster_name FROM clusters WHERE cluster_id = $1), $3)';
  const hours = '($4 + (d * 37) % 500)';
  const day = "date_trunc('day', now()) - (d + $6) * interval '1 day'";
  await tx.query(
    `INSERT INTO bills (bill_id, owner, kind, cluster_id, resource_id, resource_name, charge_type, amount, core_hours, start_time, end_time)
     SELECT 'bill-' || substr(md5('b' || $1 || d), 1, 10), $2, 'cluster', $1, $1, ${name}, 'PayForUsed', round(${hours} * 0.075, 4), ${hours}, ${day}, ${day} + interval '1 day'
       FROM generate_series(1, $5::int) d`,
    params,
  );
  await tx.query(
    `INSERT INTO charge_records (charge_record_id, owner, resource_id, resource_name, total_sum, fee, duration, charge_time, remarks)
     SELECT 'cr-' || substr(md5('c' || $1 || d), 1, 10), $2, $1, ${name}, round(${hours} * 0.075 * 0.95, 4), round(${hours} * 0.075, 4), '24h', ${day} + interval '1 day', '按需计费 daily charge'
       FROM generate_series(1, $5::int) d`,
    params,
  );
}

async function seedBilling(tx: Db): Promise<void> {
  await tx.query("INSERT INTO account_balances (owner, available, frozen) VALUES ($1, 48560.475, 3820.125), ('usr-admin', 10000, 0)", [
    SEED.owner,
  ]);
  await payForUsedHistory(tx, SEED.clusters.ehpcActive, '气象模拟_A', 800, 75);
  await payForUsedHistory(tx, SEED.clusters.hpcActive, 'student_lab', 120, 75);
  await payForUsedHistory(tx, SEED.clusters.hpcSuspended, '流体力学_课题组', 300, 60, 3);
  await tx.query(
    "INSERT INTO arrears_infos (owner, resource_id, resource_name, amount, since) VALUES ($1, $2, coalesce((SELECT cluster_name FROM clusters WHERE cluster_id = $2), '流体力学_课题组'), 126.3375, $3)",
    [SEED.owner, SEED.clusters.hpcSuspended, ago(3)],
  );
  // The Reserved cluster: three monthly periods ending at its expiry (renewed automatically by the ticker).
  const [reserved] = await tx.query<{ expire_time: Date | null }>('SELECT expire_time FROM clusters WHERE cluster_id = $1', [
    SEED.clusters.ehpcStopped,
  ]);
  const end = reserved?.expire_time ? new Date(reserved.expire_time) : new Date(Date.now() + 23 * DAY);
  await tx.query('INSERT INTO reserved_periods (cluster_id, months, period_end) VALUES ($1, 1, $2)', [SEED.clusters.ehpcStopped, end]);
  await tx.query(
    `INSERT INTO bills (bill_id, owner, kind, cluster_id, resource_id, resource_name, charge_type, amount, start_time, end_time)
     SELECT 'bill-' || substr(md5('r' || m), 1, 10), $1, 'cluster', $2, $2, coalesce((SELECT cluster_name FROM clusters WHERE cluster_id = $2), 'cfd_solver'), 'Reserved', 3820.125, $3::timestamptz - m * interval '1 month', $3::timestamptz - (m - 1) * interval '1 month'
       FROM generate_series(1, 3) m`,
    [SEED.owner, SEED.clusters.ehpcStopped, end],
  );
  await tx.query(
    `INSERT INTO charge_records (charge_record_id, owner, resource_id, resource_name, total_sum, fee, duration, charge_time, remarks)
     SELECT 'cr-' || substr(md5('r' || m), 1, 10), $1, $2, coalesce((SELECT cluster_name FROM clusters WHERE cluster_id = $2), 'cfd_solver'), 3820.125, 4244.5833, '1m', $3::timestamptz - m * interval '1 month', '包年包月 monthly charge'
       FROM generate_series(1, 3) m`,
    [SEED.owner, SEED.clusters.ehpcStopped, end],
  );
  // PayForUsed clusters are accrued from now on: the jobs seeded as running are not charged for their past.
  await tx.query(
    "INSERT INTO billing_accruals (cluster_id, accrued_until) SELECT cluster_id, now() FROM clusters WHERE paid_type = 0 AND status IN ('active', 'suspended')",
  );
}

async function seedRemoteApps(tx: Db): Promise<void> {
  const logs = [
    {
      id: 'ral-7c2m9x4k',
      sw: 'hpcsw-fluent2024',
      app: 'ANSYS Fluent',
      user: 'iam-alice',
      iam: 'alice',
      cluster: SEED.clusters.ehpcActive,
      nas: SEED.nas.wrf,
      startH: 80 / 60,
      hours: null,
      price: 3.6,
    },
    {
      id: 'ral-5t8w1e3y',
      sw: 'hpcsw-paraview511',
      app: 'ParaView 可视化',
      user: 'usr-owner',
      iam: null,
      cluster: SEED.clusters.hpcActive,
      nas: SEED.nas.wrf,
      startH: 50,
      hours: 3,
      price: 0.8,
    },
    {
      id: 'ral-9q3z6v1b',
      sw: 'hpcsw-paraview511',
      app: 'ParaView 可视化',
      user: 'usr-sub',
      iam: null,
      cluster: SEED.clusters.ehpcActive,
      nas: SEED.nas.wrf,
      startH: 122,
      hours: 1,
      price: 0.8,
    },
    {
      id: 'ral-2d4f6h8j',
      sw: 'hpcsw-fluent2024',
      app: 'ANSYS Fluent',
      user: 'usr-owner',
      iam: null,
      cluster: SEED.clusters.ehpcActive,
      nas: SEED.nas.wrf,
      startH: 242,
      hours: 2,
      price: 3.6,
    },
  ];
  for (const l of logs) {
    const start = new Date(Date.now() - l.startH * 3600_000);
    const end = l.hours === null ? null : new Date(start.getTime() + l.hours * 3600_000);
    const cost = Math.round((l.hours ?? l.startH) * l.price * 10000) / 10000;
    await tx.query(
      `INSERT INTO remote_app_logs (log_id, hpcsw_id, app_name, owner, user_id, iamuser_name, cluster_id, nas_id, app_state, start_time, end_time, billed_until, cost)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [l.id, l.sw, l.app, SEED.owner, l.user, l.iam, l.cluster, l.nas, end ? 'stopped' : 'running', start, end, end ?? new Date(), cost],
    );
    await tx.query(
      `INSERT INTO bills (bill_id, owner, kind, cluster_id, hpcsw_id, resource_id, resource_name, charge_type, amount, start_time, end_time)
       VALUES ('bill-' || substr(md5($1), 1, 10), $2, 'remoteapp', $3, $4, $4, $5, 'PayForUsed', $6, date_trunc('day', $7::timestamptz), date_trunc('day', $7::timestamptz) + interval '1 day')
       ON CONFLICT (owner, kind, cluster_id, resource_id, charge_type, start_time) DO UPDATE SET amount = bills.amount + EXCLUDED.amount`,
      [l.id, SEED.owner, l.cluster, l.sw, l.app, cost, start],
    );
  }
}

export async function seedAccounts(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedPeople(tx);
    await seedClusterAccess(tx);
    await seedSoftware(tx);
    await seedBilling(tx);
    await seedRemoteApps(tx);
  });
}
