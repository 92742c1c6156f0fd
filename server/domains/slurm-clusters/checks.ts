/**
 * What registering a Slurm cluster checks before anything is saved (ADR 0065): the files and folder as the gateway
 * sees them, then slurmrestd itself (its API version, a token signed with the key, the partitions and nodes as the
 * owner's account). Each failure is a refusal naming its field, with what was found.
 */
import { accessSync, constants, readdirSync, statSync } from 'node:fs';
import { fail, type FieldProblem } from '../../http/failure';
import type { Schema } from '../../http/handler-types';
import type { MessageKey } from '../../i18n/messages';
import { freshSlurmClient } from './clients';
import type { SlurmFailure } from './slurm-types';

/** What the checks read of a registration's settings. */
export type ClusterSettings = Pick<Schema<'ModifySlurmClusterForm'>, 'rest_url' | 'jwt_key_path' | 'shared_path' | 'munge_key_path'>;

export interface ClusterCheck {
  api_version: string;
  answer_ms: number;
  partition_count: number;
  node_count: number;
}

const refuse = (field: string, key: MessageKey, params: Record<string, string | number> = {}) =>
  fail.field(['body', field], key, key, params);

/** Why a file or folder cannot be read, as a message key of its own (words, not errno). */
function fsWhy(error: unknown): MessageKey {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return 'why_not_found';
  if (code === 'EACCES' || code === 'EPERM') return 'why_denied';
  return 'why_not_found';
}

/** A problem of `field` when `path` is not a readable file (or folder), else null. */
function unreadable(field: string, path: string, kind: 'file' | 'folder'): FieldProblem | null {
  const key = kind === 'file' ? 'sc_file_unreadable' : 'sc_shared_unreadable';
  try {
    const stat = statSync(path);
    if (kind === 'file' ? !stat.isFile() : !stat.isDirectory())
      return { location: ['body', field], key, params: { path, why: kind === 'file' ? 'why_not_file' : 'why_not_folder' } };
    if (kind === 'file') accessSync(path, constants.R_OK);
    else readdirSync(path);
    return null;
  } catch (error) {
    return { location: ['body', field], key, params: { path, why: fsWhy(error) } };
  }
}

/**
 * Whether slurmrestd refused the token: 401/403, or (Slurm 22.05, which passes the token on to slurmctld) a 500 whose
 * words are slurmctld's refusal of it ("slurmctld config is unable to load" for a token signed with another key).
 */
const tokenRefused = (error: SlurmFailure): boolean =>
  error.status === 401 ||
  error.status === 403 ||
  (error.status === 500 && /unable to load|authenticat|token|credential/i.test(error.message ?? ''));

/** A failed request to slurmrestd as the person registering reads it: the key refused, or slurmrestd unreachable and why. */
function restRefusal(error: unknown, url: string, account: string) {
  const failure = error as SlurmFailure;
  if (tokenRefused(failure)) return refuse('jwt_key_path', 'sc_key_refused', { account });
  const text = failure.message ?? '';
  const why = /ECONNREFUSED|ENOENT|ECONNRESET|EPIPE/.test(text)
    ? 'why_refused'
    : /ENOTFOUND|EAI_AGAIN/.test(text)
      ? 'why_unknown_host'
      : /no answer within|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH/.test(text) || typeof failure.status !== 'number'
        ? 'why_timeout'
        : 'why_http';
  return refuse('rest_url', 'sc_rest_unreachable', { url, why, ...(why === 'why_http' ? { status: failure.status! } : {}) });
}

/**
 * Checks `settings` for a cluster whose owner's account is `account`; answers what slurmrestd reported. The
 * message parameters named `why` hold a message key, worded in the request's language (translate).
 */
export async function checkCluster(settings: ClusterSettings, account: string): Promise<ClusterCheck> {
  const overHttp = /^https?:/.test(settings.rest_url);
  if (overHttp && !settings.jwt_key_path) throw refuse('jwt_key_path', 'sc_rest_needs_key');
  const problems = [
    settings.jwt_key_path ? unreadable('jwt_key_path', settings.jwt_key_path, 'file') : null,
    unreadable('shared_path', settings.shared_path, 'folder'),
    settings.munge_key_path ? unreadable('munge_key_path', settings.munge_key_path, 'file') : null,
  ].filter((p): p is FieldProblem => p !== null);
  if (problems.length) throw fail.rule(problems, problems[0]!.key, problems[0]!.params);

  const client = freshSlurmClient({
    url: settings.rest_url,
    ...(settings.jwt_key_path ? { jwtKeyFile: settings.jwt_key_path } : {}),
    serviceUser: account,
    // Three requests at most within the console's 30 s for a change: an address that never answers is given 8 s.
    timeoutMs: 8_000,
  });
  const started = performance.now();
  let apiVersion: string;
  try {
    apiVersion = await client.apiVersion();
  } catch (error) {
    if ((error as SlurmFailure).status === 404) throw refuse('rest_url', 'sc_rest_not_slurm', { url: settings.rest_url });
    throw restRefusal(error, settings.rest_url, account);
  }
  const answerMs = Math.round(performance.now() - started);
  try {
    const [partitions, nodes] = [await client.partitions(account), await client.nodes(account)];
    return { api_version: apiVersion, answer_ms: answerMs, partition_count: partitions.length, node_count: nodes.length };
  } catch (error) {
    throw restRefusal(error, settings.rest_url, account);
  }
}
