/**
 * Where `hpc` finds its gateway and token: HPC_URL and HPC_TOKEN in the environment, else what `hpc login` saved in
 * $XDG_CONFIG_HOME/hpc/config.json (~/.config/hpc/config.json). The file holds a secret: readable by its user
 * only (0600, in a 0700 folder), replaced whole by a rename so a half-written file is never read.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join } from 'node:path';
import { CliError, EXIT, UsageError } from './exit-codes';

type Env = Readonly<Record<string, string | undefined>>;

export interface SavedSignIn {
  url: string;
  token: string;
}

export interface Connection extends SavedSignIn {
  /** The API's base URL: the origin, the console's base path, then `api`. */
  api: string;
}

export const DEFAULT_BASE_PATH = '/_micro_/hpc/';

export function configPath(env: Env): string {
  // The XDG spec has a relative XDG_CONFIG_HOME ignored.
  const xdg = env.XDG_CONFIG_HOME;
  const base = xdg && isAbsolute(xdg) ? xdg : join(env.HOME || homedir(), '.config');
  return join(base, 'hpc', 'config.json');
}

export function readSaved(env: Env): SavedSignIn | null {
  const path = configPath(env);
  if (!existsSync(path)) return null;
  let saved: unknown;
  try {
    saved = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    throw new CliError(EXIT.signIn, `${path} is not valid JSON: sign in again with hpc login`);
  }
  const { url, token } = (saved ?? {}) as Partial<Record<keyof SavedSignIn, unknown>>;
  if (typeof url !== 'string' || typeof token !== 'string')
    throw new CliError(EXIT.signIn, `${path} has no url and token: sign in again with hpc login`);
  return { url, token };
}

export function saveSignIn(env: Env, signIn: SavedSignIn): string {
  const path = configPath(env);
  const folder = dirname(path);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  // mkdir leaves a folder that already existed as it was.
  chmodSync(folder, 0o700);
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(signIn, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
  return path;
}

/** Removes the saved sign-in; false when there was none. */
export function removeSaved(env: Env): boolean {
  const path = configPath(env);
  if (!existsSync(path)) return false;
  rmSync(path);
  return true;
}

/** The gateway's origin as given, checked: http(s) only, no trailing slash. */
export function gatewayUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new UsageError(`"${text}" is not a URL (e.g. http://localhost:8080)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`"${text}" is not an http or https URL`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** The API base of a gateway URL: a URL that already ends with the base path is not given it twice. */
export function apiBase(url: string, env: Env): string {
  const raw = env.HPC_BASE_PATH || DEFAULT_BASE_PATH;
  const basePath = `/${raw.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  const trimmed = url.replace(/\/+$/, '');
  const withBase = `${trimmed}/`.endsWith(basePath) ? `${trimmed}/` : `${trimmed}${basePath}`;
  return `${withBase}api`;
}

/** The connection to use: the environment's HPC_URL and HPC_TOKEN over the saved file's, each on its own. */
export function connection(env: Env): Connection {
  const saved = env.HPC_URL && env.HPC_TOKEN ? null : readSaved(env);
  const url = env.HPC_URL || saved?.url;
  const token = env.HPC_TOKEN || saved?.token;
  if (!url || !token)
    throw new CliError(EXIT.signIn, 'not signed in: run hpc login --url <gateway> --token <token>, or set HPC_URL and HPC_TOKEN');
  const checked = gatewayUrl(url);
  return { url: checked, token: token.trim(), api: apiBase(checked, env) };
}
