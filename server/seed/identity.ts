/**
 * Demo accounts, zones and the configuration entries the console reads at start-up (README, "Demo accounts").
 */
import type { Db } from '../db/database';
import { hashPassword } from '../auth/passwords';

export const DEMO_ACCOUNTS = [
  {
    user_id: 'usr-owner',
    password: 'Owner#Hpc2026',
    user_name: '王工 (Owner)',
    email: 'owner@example.com',
    owner: 'usr-owner',
    role: 'user',
    user_type: 0,
    iamuser_name: null,
    zone: 'pek3',
    zones: ['pek3', 'sh1a', 'gd2', 'testing'],
    permission: true,
    closedZones: ['testing'],
    about: 'role user, verified, owner of the demo account; the service is not open yet in zone testing (product opening)',
  },
  {
    user_id: 'usr-sub',
    password: 'SubUser#Hpc2026',
    user_name: '李同学 (Sub-user)',
    email: 'sub@example.com',
    owner: 'usr-owner',
    role: 'user',
    user_type: 1,
    iamuser_name: null,
    zone: 'pek3',
    zones: ['pek3', 'sh1a'],
    permission: false,
    about: 'sub-user (user_type 1) of usr-owner',
  },
  {
    user_id: 'iam-alice',
    password: 'Alice#Hpc2026',
    user_name: 'Alice Chen',
    email: 'alice@example.com',
    owner: 'usr-owner',
    role: 'user',
    user_type: 0,
    iamuser_name: 'alice',
    zone: 'pek3',
    zones: ['pek3', 'sh1a'],
    permission: true,
    about: 'IAM user under usr-owner (iamuser_name alice)',
  },
  {
    user_id: 'usr-admin',
    password: 'Admin#Hpc2026',
    user_name: 'Zone Admin',
    email: 'admin@example.com',
    owner: 'usr-admin',
    role: 'zone_admin',
    user_type: 0,
    iamuser_name: null,
    zone: 'pek3',
    zones: ['pek3', 'sh1a', 'gd2', 'testing'],
    permission: true,
    about: 'zone_admin',
  },
] as const;

export const DEMO_USER_IDS: readonly string[] = DEMO_ACCOUNTS.map((account) => account.user_id);

export const ZONES = [
  { zone: 'pek3', label: '北京3区', label_en: 'Beijing 3', hpc: true, ehpc: true },
  { zone: 'sh1a', label: '上海1区-A', label_en: 'Shanghai 1-A', hpc: true, ehpc: false },
  { zone: 'testing', label: '测试区', label_en: 'Testing', hpc: true, ehpc: true },
];

/** The hpc-config entry of the default namespace; zones may override it in their own namespace. */
export function defaultHpcConfig() {
  return {
    features: {
      hpc: true,
      ehpc: true,
      job: true,
      nas: true,
      node: true,
      queue_usage: true,
      queue_node: true,
      queue_job: true,
      job_template: true,
      subuser_cluster_creation: false,
      shared_cluster: true,
      web_ssh: true,
      auto_scale: true,
      billing: true,
      subscription: true,
      user_verification: true,
    },
    portal: 'hpc',
    is_public_cloud: true,
    supported_zones: ZONES,
    test_zones: ['nscc', 'testing', 'testbm', 'testep'],
    guide: {
      help_center: { enabled: true, url: 'https://docs.example.com/hpc/' },
      consultation: { enabled: false },
      feedback: { enabled: true, url: 'https://feedback.example.com/hpc' },
    },
    console_name: '高性能计算',
    console_name_en: 'High Performance Computing',
    agreement_url: 'https://docs.example.com/hpc/agreement',
    upload: { max_bytes: 209715200, max_files: 10 },
    view_limit_bytes: 10485760,
    certificate_max_bytes: 1048576,
    default_password_hint: '初始密码由 3 个大写字母、3 个小写字母、3 个数字和 2 个特殊字符组成',
    hpc_app_id: 'app-hpc01',
    ehpc_app_id: 'app-ehpc01',
    cluster_template_attachment_ids: { hpc: ['att-hpctpl01'], ehpc: ['att-ehpctpl2'] },
  };
}

/**
 * Seeds the demo accounts and the configuration into an empty database; does nothing when accounts exist. A site
 * that turns the demo accounts off (HPC_DEMO_ACCOUNTS=off, ADR 0064) keeps them, and the catalogue seeded with them,
 * but they cannot sign in (server/domains/session.ts, shutDemoAccounts).
 */
export async function seedIdentity(db: Db): Promise<boolean> {
  const [{ count }] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
  if (count > 0) return false;
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  await db.transaction(async (tx) => {
    for (const [i, a] of DEMO_ACCOUNTS.entries()) {
      await tx.query(
        'INSERT INTO users (user_id, user_name, email, password_hash, owner, role, user_type, iamuser_name, zone, zones) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)',
        [a.user_id, a.user_name, a.email, hashes[i], a.owner, a.role, a.user_type, a.iamuser_name, a.zone, a.zones],
      );
      for (const zone of a.zones) {
        const open = a.permission && !('closedZones' in a && (a.closedZones as readonly string[]).includes(zone));
        await tx.query('INSERT INTO permissions (user_id, zone, status, uid, gid, open_time) VALUES ($1,$2,$3,$4,$5,$6)', [
          a.user_id,
          zone,
          open ? 'enable' : 'disable',
          open ? 10001 + i : null,
          open ? 10001 : null,
          open ? '2026-09-01T02:00:00Z' : null,
        ]);
      }
    }
    await tx.query('INSERT INTO config_entries (namespace, key, value) VALUES ($1, $2, $3)', [
      'default',
      'hpc-config',
      JSON.stringify(defaultHpcConfig()),
    ]);
    // sh1a offers HPC only.
    const sh1a = defaultHpcConfig();
    sh1a.features.ehpc = false;
    await tx.query('INSERT INTO config_entries (namespace, key, value) VALUES ($1, $2, $3)', ['sh1a', 'hpc-config', JSON.stringify(sh1a)]);
  });
  return true;
}

/**
 * With the demo accounts off, those of a database seeded before cannot go on: their sessions end and their tokens are
 * revoked (sign-in refuses them, server/domains/session.ts).
 */
export async function shutDemoAccounts(db: Db): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = ANY($1)', [DEMO_USER_IDS]);
  await db.query('UPDATE access_tokens SET revoke_time = now() WHERE user_id = ANY($1) AND revoke_time IS NULL', [DEMO_USER_IDS]);
}
