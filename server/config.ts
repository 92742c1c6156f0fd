/**
 * The gateway's settings, read from the environment (README, "Configuration").
 */
import { resolve } from 'node:path';

export interface GatewayConfig {
  /** TCP port (PORT, default 8080). */
  port: number;
  /** Interface to listen on (HOST, default 0.0.0.0). */
  host: string;
  /** Base path of the console and its gateway (HPC_BASE_PATH, default /_micro_/hpc/), with both slashes. */
  basePath: string;
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
  /** Validates every success body against the contract before it is sent (HPC_VALIDATE_RESPONSES=1; on in tests). */
  validateResponses: boolean;
}

export function normaliseBasePath(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    basePath: normaliseBasePath(env.HPC_BASE_PATH ?? '/_micro_/hpc/'),
    dataDir: resolve(env.HPC_DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    distDir: resolve(env.HPC_DIST_DIR ?? 'dist'),
    secureCookies: env.HPC_SECURE_COOKIES === '1',
    frameAncestors: env.HPC_FRAME_ANCESTORS?.trim() || "'self'",
    validateResponses: env.HPC_VALIDATE_RESPONSES === '1',
  };
}
