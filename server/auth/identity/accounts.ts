/**
 * The console's account of someone the organisation's provider or directory signed in (ADR 0064): found by the
 * provider's subject, or made at the first sign-in as the first mapping rule their groups match says. Its kind and
 * owner are kept afterwards; its name, e-mail and zones follow the provider at every sign-in.
 */
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/sql';
import { Failure } from '../../http/failure';
import type { MessageKey } from '../../i18n/messages';
import type { AccountKind, MappingRule } from './settings';

export type Provider = 'oidc' | 'ldap';

/** What the provider or directory says of the person signing in. */
export interface ExternalProfile {
  provider: Provider;
  /** The ID token's `sub`, or the directory entry's DN: never the name typed, which may be reused. */
  subject: string;
  /** The name they sign in with (preferred_username, uid). */
  login: string;
  displayName: string;
  email: string;
  groups: string[];
}

/** A refused sign-in: 403 with a message naming why (its key is also the sign-in page's reason after a redirect). */
export class SignInRefused extends Failure {
  constructor(key: MessageKey, params: Record<string, string> = {}) {
    super(403, 1300, key, params);
  }
}

/** The first rule the groups match, in the file's order; `*` matches anyone. */
export function ruleFor(mapping: readonly MappingRule[], groups: readonly string[]): MappingRule | undefined {
  return mapping.find((rule) => rule.group === '*' || groups.includes(rule.group));
}

const ID_CHARS = 'abcdefghijkmnpqrstuvwxyz23456789';
const newId = (prefix: string) => `${prefix}-${Array.from({ length: 8 }, () => ID_CHARS[randomInt(ID_CHARS.length)]).join('')}`;

/** An IAM user's name is a folder and a cluster user's name: lower-case letters, digits, `-` and `_`. */
export function iamNameOf(login: string): string {
  const name = login
    .toLowerCase()
    .replace(/@.*$/, '')
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32);
  return name || 'user';
}

interface UserRow {
  user_id: string;
  owner: string;
  role: string;
  user_type: number;
  iamuser_name: string | null;
}

function kindOf(row: UserRow): AccountKind {
  if (row.role === 'zone_admin') return 'zone_admin';
  if (row.user_type === 1) return 'sub_user';
  if (row.iamuser_name) return 'iam_user';
  return 'owner';
}

const belongsToOther = (kind: AccountKind) => kind === 'sub_user' || kind === 'iam_user';

/** Opens the service in each zone the account does not have yet (the rule's zones are the site's decision). */
async function openZones(db: Db, userId: string, zones: readonly string[]): Promise<void> {
  for (const zone of zones) {
    await db.query(
      `INSERT INTO permissions (user_id, zone, status, uid, gid, open_time)
       SELECT $1, $2, 'enable', coalesce(max(uid), 10000)::int + 1, 10001, now() FROM permissions
       ON CONFLICT (user_id, zone) DO NOTHING`,
      [userId, zone],
    );
  }
}

async function emailTaken(db: Db, email: string, userId: string | null): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND user_id IS DISTINCT FROM $2', [email, userId]);
  return rows.length > 0;
}

/** Makes the account of a first sign-in; refused when its owner is missing, its e-mail or IAM name taken. */
async function makeAccount(db: Db, profile: ExternalProfile, rule: MappingRule, email: string): Promise<string> {
  const kind = rule.as;
  return db.transaction(async (tx) => {
    let owner: string | null = null;
    let iamName: string | null = null;
    if (belongsToOther(kind)) {
      const found = await tx.query<UserRow>('SELECT * FROM users WHERE user_id = $1', [rule.account]);
      if (!found[0] || kindOf(found[0]) !== 'owner')
        throw new SignInRefused('sign_in_owner_missing', { name: profile.login, account: rule.account ?? '' });
      owner = found[0].user_id;
    }
    if (kind === 'iam_user') {
      iamName = iamNameOf(profile.login);
      const taken = await tx.query('SELECT 1 FROM users WHERE owner = $1 AND iamuser_name = $2', [owner, iamName]);
      if (taken.length) throw new SignInRefused('sign_in_name_taken', { name: iamName });
    }
    if (await emailTaken(tx, email, null)) throw new SignInRefused('sign_in_email_taken', { email });
    const userId = newId(kind === 'iam_user' ? 'iam' : 'usr');
    await tx.query(
      `INSERT INTO users (user_id, user_name, email, password_hash, owner, role, user_type, iamuser_name, zone, zones)
       VALUES ($1, $2, $3, '!', $4, $5, $6, $7, $8, $9)`,
      [
        userId,
        profile.displayName,
        email,
        owner ?? userId,
        kind === 'zone_admin' ? 'zone_admin' : 'user',
        kind === 'sub_user' ? 1 : 0,
        iamName,
        rule.zones[0],
        rule.zones,
      ],
    );
    await tx.query('INSERT INTO external_identities (provider, subject, user_id, login) VALUES ($1, $2, $3, $4)', [
      profile.provider,
      profile.subject,
      userId,
      profile.login,
    ]);
    await openZones(tx, userId, rule.zones);
    return userId;
  });
}

/** Brings a known account up to date with the provider: its name, e-mail and zones. */
async function updateAccount(db: Db, row: UserRow, profile: ExternalProfile, rule: MappingRule, email: string): Promise<void> {
  const kind = kindOf(row);
  if (kind !== rule.as || (belongsToOther(kind) && row.owner !== rule.account))
    throw new SignInRefused('sign_in_kind_changed', { name: profile.login });
  await db.transaction(async (tx) => {
    const keepEmail = await emailTaken(tx, email, row.user_id);
    await tx.query(
      `UPDATE users SET user_name = $2, email = CASE WHEN $3::boolean THEN email ELSE $4 END, zones = $5,
         zone = CASE WHEN zone = ANY($5) THEN zone ELSE $6 END WHERE user_id = $1`,
      [row.user_id, profile.displayName, keepEmail, email, rule.zones, rule.zones[0]],
    );
    await tx.query('UPDATE external_identities SET login = $3, last_time = now() WHERE provider = $1 AND subject = $2', [
      profile.provider,
      profile.subject,
      profile.login,
    ]);
    await openZones(tx, row.user_id, rule.zones);
  });
}

/**
 * The user id of the console's account for this profile: refused when no rule maps its groups (naming the
 * account), made at the first sign-in, brought up to date afterwards.
 */
export async function accountFor(db: Db, profile: ExternalProfile, mapping: readonly MappingRule[]): Promise<string> {
  const rule = ruleFor(mapping, profile.groups);
  if (!rule) throw new SignInRefused('sign_in_group_refused', { name: profile.login });
  // Without an e-mail from the provider, one that cannot receive mail and cannot collide (the column is unique).
  const email = profile.email || `${iamNameOf(profile.login)}.${profile.provider}@users.invalid`;
  for (let attempt = 0; ; attempt++) {
    const known = await db.query<UserRow>(
      'SELECT u.* FROM external_identities e JOIN users u USING (user_id) WHERE e.provider = $1 AND e.subject = $2',
      [profile.provider, profile.subject],
    );
    if (known[0]) {
      await updateAccount(db, known[0], profile, rule, email);
      return known[0].user_id;
    }
    try {
      return await makeAccount(db, profile, rule, email);
    } catch (error) {
      // The same person's first sign-in on two tabs or gateways at once: the other made the account; use it.
      if (attempt === 0 && isUniqueViolation(error, 'external_identities_pkey')) continue;
      throw error;
    }
  }
}
