/**
 * The gateway's settings, read from the environment (README, "Configuration").
 */
import { resolve } from 'node:path';
import { readIdentity, type IdentitySettings } from './auth/identity/settings';
import { DEFAULT_SESSION_POLICY, type SessionPolicy } from './auth/sessions';
import { DEFAULT_LIVE, type LiveConfig } from './live/settings';
import { parseEndpoint, type TerminalConfig } from './terminal/settings';

export interface GatewayConfig {
  /** TCP port (PORT, default 8080). */
  port: number;
  /** Interface to listen on (HOST, default 0.0.0.0). */
  host: string;
  /** Base path of the console and its gateway (HPC_BASE_PATH, default /_micro_/hpc/), with both slashes. */
  basePath: string;
  /**
   * The origin users reach the gateway at (HPC_PUBLIC_URL, e.g. https://hpc.example.com): the signed NAS URLs point
   * there. Unset, they are answered as paths on the console's own origin; never built from a request's Host header.
   */
  publicUrl?: string;
  /** Where the embedded database and the NAS exports live (HPC_DATA_DIR, default ./.data). */
  dataDir: string;
  /** A PostgreSQL server to use instead of the embedded database (DATABASE_URL). */
  databaseUrl?: string;
  /** The built console (HPC_DIST_DIR, default ./dist). */
  distDir: string;
  /** Marks cookies Secure and sends Strict-Transport-Security (HPC_SECURE_COOKIES=1 behind HTTPS). */
  secureCookies: boolean;
  /** Who may frame the console, a CSP source list (HPC_FRAME_ANCESTORS, default 'self'; the host console's origin when embedded). */
  frameAncestors: string;
  /** How long sessions last: HPC_SESSION_HOURS from sign-in (default 12) and HPC_SESSION_IDLE_MINUTES unused (default 30; 0 for none). */
  session: SessionPolicy;
  /**
   * Which proxies' X-Forwarded-For/-Proto/-Host are believed (HPC_TRUST_PROXY): unset believes none, so a client
   * cannot choose the address sign-in throttling counts; `true` any, a number that many hops (1: the one proxy in front), or a comma-separated
   * list of addresses and CIDR ranges (Fastify's trustProxy).
   */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Validates every success body against the contract before it is sent (HPC_VALIDATE_RESPONSES=1; on in tests). */
  validateResponses: boolean;
  /**
   * Where clusters' machines are (ADR 0047): HPC_CLOUD=simulated|local, unset `auto` (local where this machine can
   * run it, else simulated); HPC_CLOUD_NETWORK the local cloud's address range (default 198.18.0.0/15, never routed);
   * HPC_CLOUD_INSTALL=0 keeps `npm start` from installing the Debian packages it lacks (default 1).
   */
  cloud: CloudSettings;
  /** The web terminal (ADR 0034): HPC_SSH_ENDPOINT, HPC_TERMINAL_IDLE_SECONDS, _MAX_HOURS, _GRACE_SECONDS, _MAX_PER_USER, _LOGIN_SECONDS. */
  terminal: TerminalConfig;
  /** The live stream (ADR 0053): HPC_LIVE=0 turns it off (the console then polls, as without it). */
  live: LiveConfig;
  /** Word when a job ends (ADR 0059): the SMTP server (HPC_SMTP_*) and whether webhooks may reach loopback. */
  notifications: NotificationConfig;
  /** Sign-in from the organisation (ADR 0064): HPC_IDENTITY_FILE and HPC_DEMO_ACCOUNTS. */
  identity: IdentitySettings;
}

export interface SmtpConfig {
  host: string;
  port: number;
  from: string;
  secure: boolean;
  user?: string;
  password?: string;
}

export interface NotificationConfig {
  /** Null: no SMTP server, e-mail is off. */
  smtp: SmtpConfig | null;
  /** HPC_WEBHOOK_ALLOW_LOOPBACK=1: webhook URLs may point at this machine (tests, a receiver beside the gateway). */
  allowLoopback: boolean;
}

function notificationsOf(env: NodeJS.ProcessEnv): NotificationConfig {
  const host = env.HPC_SMTP_HOST?.trim();
  const port = Number(env.HPC_SMTP_PORT?.trim() || 25);
  if (host && !(Number.isInteger(port) && port > 0 && port < 65536))
    throw new Error(`HPC_SMTP_PORT: a TCP port, not "${env.HPC_SMTP_PORT}"`);
  return {
    smtp: host
      ? {
          host,
          port,
          from: env.HPC_SMTP_FROM?.trim() || `hpc-console@${host}`,
          secure: env.HPC_SMTP_SECURE === '1',
          user: env.HPC_SMTP_USER || undefined,
          password: env.HPC_SMTP_PASSWORD || undefined,
        }
      : null,
    allowLoopback: env.HPC_WEBHOOK_ALLOW_LOOPBACK === '1',
  };
}

export function normaliseBasePath(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const basePath = normaliseBasePath(env.HPC_BASE_PATH ?? '/_micro_/hpc/');
  const publicUrl = publicUrlOf(env.HPC_PUBLIC_URL);
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    basePath,
    publicUrl,
    dataDir: resolve(env.HPC_DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    distDir: resolve(env.HPC_DIST_DIR ?? 'dist'),
    secureCookies: env.HPC_SECURE_COOKIES === '1',
    frameAncestors: env.HPC_FRAME_ANCESTORS?.trim() || "'self'",
    validateResponses: env.HPC_VALIDATE_RESPONSES === '1',
    session: {
      lifetimeMs: positive(env.HPC_SESSION_HOURS, DEFAULT_SESSION_POLICY.lifetimeMs / 3_600_000, 'HPC_SESSION_HOURS') * 3_600_000,
      idleMs: positive(env.HPC_SESSION_IDLE_MINUTES, DEFAULT_SESSION_POLICY.idleMs / 60_000, 'HPC_SESSION_IDLE_MINUTES', true) * 60_000,
    },
    trustProxy: trustProxyOf(env.HPC_TRUST_PROXY),
    cloud: cloudOf(env.HPC_CLOUD, env.HPC_CLOUD_NETWORK, env.HPC_CLOUD_INSTALL),
    terminal: {
      sshEndpoint: parseEndpoint(env.HPC_SSH_ENDPOINT?.trim() || '127.0.0.1:22', 'HPC_SSH_ENDPOINT'),
      idleSeconds: positive(env.HPC_TERMINAL_IDLE_SECONDS, 1800, 'HPC_TERMINAL_IDLE_SECONDS'),
      maxHours: positive(env.HPC_TERMINAL_MAX_HOURS, 12, 'HPC_TERMINAL_MAX_HOURS'),
      graceSeconds: positive(env.HPC_TERMINAL_GRACE_SECONDS, 300, 'HPC_TERMINAL_GRACE_SECONDS', true),
      maxPerUser: Math.max(1, Math.floor(positive(env.HPC_TERMINAL_MAX_PER_USER, 4, 'HPC_TERMINAL_MAX_PER_USER'))),
      loginSeconds: positive(env.HPC_TERMINAL_LOGIN_SECONDS, 120, 'HPC_TERMINAL_LOGIN_SECONDS'),
      connectTimeoutMs: 10_000,
      sessionPollMs: 1_000,
      sessionCheckMs: 20_000,
    },
    live: { ...DEFAULT_LIVE, enabled: env.HPC_LIVE !== '0' },
    notifications: notificationsOf(env),
    identity: readIdentity(env, publicUrl && `${publicUrl}${basePath}`),
  };
}

export interface CloudSettings {
  setting: 'simulated' | 'local' | 'auto';
  /** IPv4 CIDR of at least a /24, for the local cloud's per-cluster /24 subnets. */
  network: string;
  /**
   * Whether `npm start` (server/main.ts only, never a test gateway) installs the Debian packages the local cloud lacks;
   * absent (settings a test writes itself) is no.
   */
  install?: boolean;
}

/** What the test harnesses run: the simulated cloud, whatever this machine could run. */
export const SIMULATED_CLOUD: CloudSettings = { setting: 'simulated', network: '198.18.0.0/15', install: false };

function cloudOf(setting: string | undefined, network: string | undefined, install: string | undefined): CloudSettings {
  const chosen = setting?.trim() || 'auto';
  if (chosen !== 'simulated' && chosen !== 'local' && chosen !== 'auto')
    throw new Error(`HPC_CLOUD: simulated, local or unset (auto), not "${chosen}"`);
  const range = network?.trim() || SIMULATED_CLOUD.network;
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(\d{1,2})$/.exec(range);
  if (!match || match.slice(1, 5).some((part) => Number(part) > 255) || Number(match[5]) > 24 || Number(match[5]) < 8) {
    throw new Error(`HPC_CLOUD_NETWORK: an IPv4 range from /8 to /24 such as 198.18.0.0/15, not "${range}"`);
  }
  const installing = install?.trim() || '1';
  if (installing !== '0' && installing !== '1')
    throw new Error(`HPC_CLOUD_INSTALL: 1 (install what the local cloud lacks, the default) or 0, not "${installing}"`);
  return { setting: chosen, network: range, install: installing === '1' };
}

/** HPC_PUBLIC_URL's origin (an http or https URL without path, query or fragment); anything else stops start-up. */
export function publicUrlOf(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new Error(`HPC_PUBLIC_URL must be an http(s) origin such as https://hpc.example.com, not ${JSON.stringify(value)}`);
  }
  return url.origin;
}

/** A positive number of the environment (or 0 where allowed), its default when unset; anything else stops start-up. */
function positive(value: string | undefined, fallback: number, name: string, zeroAllowed = false): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || (n === 0 && !zeroAllowed))
    throw new Error(`${name} must be a ${zeroAllowed ? 'non-negative' : 'positive'} number, not ${JSON.stringify(value)}`);
  return n;
}

export function trustProxyOf(value: string | undefined): GatewayConfig['trustProxy'] {
  const v = value?.trim() ?? '';
  if (v === '' || v === '0' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) {
    // That many proxies in front of the gateway: the addresses they add are believed, no more.
    const hops = Number(v);
    return (_address: string, hop: number) => hop < hops;
  }
  return v;
}
