/**
 * The site's identity file (HPC_IDENTITY_FILE, ADR 0064): its OIDC provider, its directory and the mapping of their
 * groups to the console's accounts; and whether the demo accounts sign in (HPC_DEMO_ACCOUNTS). Read and checked once
 * at start: anything wrong stops the gateway, naming the setting and why.
 */
import { readFileSync } from 'node:fs';

export type AccountKind = 'owner' | 'zone_admin' | 'sub_user' | 'iam_user';

export interface MappingRule {
  /** A group's name as the provider or directory gives it; `*` for anyone it signs in. */
  group: string;
  as: AccountKind;
  /** The owner account (its user id) a sub-user or an IAM user belongs to. */
  account?: string;
  zones: string[];
}

export interface OidcSettings {
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back: the gateway's finishOidcSignIn, as registered with the provider. */
  redirectUri: string;
  /** Where the provider sends the browser after its sign-out: the console's sign-in page. */
  postLogoutRedirectUri: string;
  scopes: string[];
  claims: { userName: string; displayName: string; email: string; groups: string };
}

export interface LdapSettings {
  label: string;
  url: string;
  /** The reader account that finds users and their groups; none for an anonymous search. */
  bindDn?: string;
  bindPassword?: string;
  userBase: string;
  /** `{user}` is the name typed (escaped). */
  userFilter: string;
  groupBase: string;
  /** `{dn}` is the user's entry, `{user}` the name typed (both escaped). */
  groupFilter: string;
  groupName: string;
  attributes: { displayName: string; email: string };
  timeoutMs: number;
}

export interface IdentitySettings {
  demoAccounts: boolean;
  oidc?: OidcSettings;
  ldap?: LdapSettings;
  mapping: MappingRule[];
}

export const DEFAULT_IDENTITY: IdentitySettings = { demoAccounts: true, mapping: [] };

/** Client secrets that ship in examples and must never reach a site (the README's example among them). */
const DEFAULT_SECRETS = new Set([
  'secret',
  'changeme',
  'change-me',
  'client_secret',
  'client-secret',
  'password',
  'replace-me-with-the-providers-secret',
]);
const MIN_SECRET_LENGTH = 16;
const KINDS: readonly AccountKind[] = ['owner', 'zone_admin', 'sub_user', 'iam_user'];

class Settings {
  constructor(
    private readonly source: Record<string, unknown>,
    private readonly where: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  fail(field: string, why: string): never {
    throw new Error(`HPC_IDENTITY_FILE: ${this.where ? `${this.where}.` : ''}${field} ${why}`);
  }

  text(field: string, fallback?: string): string {
    const value = this.source[field];
    if (value === undefined && fallback !== undefined) return fallback;
    if (typeof value !== 'string' || !value.trim()) this.fail(field, 'must be a non-empty text');
    return value.trim();
  }

  optional(field: string): string | undefined {
    return this.source[field] === undefined ? undefined : this.text(field);
  }

  /** A secret given in the file or, with `<field>_env`, by the named environment variable. */
  secret(field: string): string | undefined {
    const variable = this.source[`${field}_env`];
    if (variable !== undefined) {
      if (typeof variable !== 'string' || !variable) this.fail(`${field}_env`, 'must name an environment variable');
      return this.env[variable] ?? '';
    }
    const value = this.source[field];
    if (value !== undefined && typeof value !== 'string') this.fail(field, 'must be a text');
    return value;
  }

  url(field: string, fallback?: string): string {
    const text = this.text(field, fallback);
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      this.fail(field, `must be a URL, not ${JSON.stringify(text)}`);
    }
    return url.href;
  }

  list(field: string, fallback: string[]): string[] {
    const value = this.source[field];
    if (value === undefined) return fallback;
    if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !v)) this.fail(field, 'must be a list of texts');
    return value as string[];
  }

  object(field: string): Record<string, unknown> {
    const value = this.source[field];
    if (value === undefined) return {};
    if (!value || typeof value !== 'object' || Array.isArray(value)) this.fail(field, 'must be an object');
    return value as Record<string, unknown>;
  }
}

function isLoopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

function oidcOf(source: Record<string, unknown>, env: NodeJS.ProcessEnv, publicBase: string | undefined): OidcSettings {
  const s = new Settings(source, 'oidc', env);
  const issuer = s.url('issuer');
  if (new URL(issuer).protocol !== 'https:' && !isLoopback(new URL(issuer)))
    s.fail('issuer', 'must be an https URL (http only on this machine)');
  // A secret that is empty, short or an example's lets anyone who read the example finish a sign-in as the console.
  const secret = s.secret('client_secret') ?? '';
  if (!secret) s.fail('client_secret', 'is empty: set the secret the provider gave this console');
  if (DEFAULT_SECRETS.has(secret.toLowerCase()))
    s.fail('client_secret', 'is an example value: set the secret the provider gave this console');
  if (secret.length < MIN_SECRET_LENGTH) s.fail('client_secret', `is shorter than ${MIN_SECRET_LENGTH} characters`);
  const claims = new Settings(s.object('claims'), 'oidc.claims', env);
  if (!publicBase && (source.redirect_uri === undefined || source.post_logout_redirect_uri === undefined))
    s.fail('redirect_uri', 'and post_logout_redirect_uri are needed when HPC_PUBLIC_URL is not set');
  return {
    label: s.text('label', 'Single sign-on'),
    issuer,
    clientId: s.text('client_id'),
    clientSecret: secret,
    redirectUri: s.url('redirect_uri', publicBase && `${publicBase}api/auth/oidc/callback`),
    postLogoutRedirectUri: s.url('post_logout_redirect_uri', publicBase && `${publicBase}login`),
    scopes: s.list('scopes', ['openid', 'profile', 'email', 'groups']),
    claims: {
      userName: claims.text('user_name', 'preferred_username'),
      displayName: claims.text('display_name', 'name'),
      email: claims.text('email', 'email'),
      groups: claims.text('groups', 'groups'),
    },
  };
}

function ldapOf(source: Record<string, unknown>, env: NodeJS.ProcessEnv): LdapSettings {
  const s = new Settings(source, 'ldap', env);
  const url = s.url('url');
  if (!['ldap:', 'ldaps:'].includes(new URL(url).protocol)) s.fail('url', 'must be an ldap:// or ldaps:// URL');
  const bindDn = s.optional('bind_dn');
  const bindPassword = s.secret('bind_password');
  if (bindDn && !bindPassword) s.fail('bind_password', 'is empty: the reader account needs its password');
  const attributes = new Settings(s.object('attributes'), 'ldap.attributes', env);
  const userBase = s.text('user_base');
  const userFilter = s.text('user_filter', '(uid={user})');
  if (!userFilter.includes('{user}')) s.fail('user_filter', 'must contain {user}');
  return {
    label: s.text('label', 'Directory'),
    url,
    bindDn,
    bindPassword,
    userBase,
    userFilter,
    groupBase: s.text('group_base', userBase),
    groupFilter: s.text('group_filter', '(member={dn})'),
    groupName: s.text('group_name', 'cn'),
    attributes: { displayName: attributes.text('display_name', 'cn'), email: attributes.text('email', 'mail') },
    timeoutMs: 10_000,
  };
}

function mappingOf(value: unknown, env: NodeJS.ProcessEnv): MappingRule[] {
  if (!Array.isArray(value) || value.length === 0) throw new Error('HPC_IDENTITY_FILE: mapping must list at least one rule');
  return value.map((rule: unknown, i) => {
    if (!rule || typeof rule !== 'object') throw new Error(`HPC_IDENTITY_FILE: mapping[${i}] must be an object`);
    const s = new Settings(rule as Record<string, unknown>, `mapping[${i}]`, env);
    const as = s.text('as') as AccountKind;
    if (!KINDS.includes(as)) s.fail('as', `must be one of ${KINDS.join(', ')}`);
    const account = s.optional('account');
    if ((as === 'sub_user' || as === 'iam_user') && !account) s.fail('account', `names the owner account a ${as} belongs to`);
    const zones = s.list('zones', []);
    if (!zones.length) s.fail('zones', 'must list at least one zone');
    return { group: s.text('group'), as, account, zones };
  });
}

/**
 * The identity settings of the environment: HPC_IDENTITY_FILE (none: the demo accounts only) and HPC_DEMO_ACCOUNTS
 * (on, the default, or off). `publicBase` is HPC_PUBLIC_URL with the base path, the default of the redirect URIs.
 */
export function readIdentity(env: NodeJS.ProcessEnv, publicBase?: string): IdentitySettings {
  const demo = env.HPC_DEMO_ACCOUNTS?.trim() || 'on';
  if (demo !== 'on' && demo !== 'off') throw new Error(`HPC_DEMO_ACCOUNTS: on (the default) or off, not "${demo}"`);
  const file = env.HPC_IDENTITY_FILE?.trim();
  if (!file) return { ...DEFAULT_IDENTITY, demoAccounts: demo === 'on' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`HPC_IDENTITY_FILE: cannot read ${file} as JSON (${(error as Error).message})`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('HPC_IDENTITY_FILE: must hold a JSON object');
  const source = parsed as Record<string, unknown>;
  if (!source.oidc && !source.ldap) throw new Error('HPC_IDENTITY_FILE: configure oidc, ldap or both');
  const section = (name: string) => new Settings(source, '', env).object(name);
  return {
    demoAccounts: demo === 'on',
    oidc: source.oidc ? oidcOf(section('oidc'), env, publicBase) : undefined,
    ldap: source.ldap ? ldapOf(section('ldap'), env) : undefined,
    mapping: mappingOf(source.mapping, env),
  };
}
