/**
 * What registering a Slurm cluster checks before anything is saved (ADR 0065): the files and folder as the gateway
 * sees them, then slurmrestd itself (its API version, a token signed with the key, the partitions and nodes as the
 * owner's account). Each failure is a refusal naming its field, with what was found.
 */
import { accessSync, constants, readdirSync, statSync } from 'node:fs';
import { fail, type FieldProblem } from '../../http/failure';
import type { MessageKey } from '../../i18n/messages';
import { freshSlurmClient } from './clients';
import type { SlurmFailure } from './slurm-types';

export interface ClusterSettings {
  rest_url: string;
  jwt_key_path?: string;
  shared_path: string;
  munge_key_path?: string;
}

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

function readableFile(field: string, path: string): FieldProblem | null {
  try {
    if (!statSync(path).isFile()) return { location: ['body', field], key: 'sc_file_unreadable', params: { path, why: 'why_not_file' } };
    accessSync(path, constants.R_OK);
    return null;
  } catch (error) {
    return { location: ['body', field], key: 'sc_file_unreadable', params: { path, why: fsWhy(error) } };
  }
}

function readableFolder(field: string, path: string): FieldProblem | null {
  try {
    if (!statSync(path).isDirectory())
      return { location: ['body', field], key: 'sc_shared_unreadable', params: { path, why: 'why_not_folder' } };
    readdirSync(path);
    return null;
  } catch (error) {
    return { location: ['body', field], key: 'sc_shared_unreadable', params: { path, why: fsWhy(error) } };
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

/** What a failed request to slurmrestd means for the person registering. */
function restWhy(error: SlurmFailure): { key: MessageKey; status?: number } {
  const text = error.message ?? '';
  if (/ECONNREFUSED|ENOENT|ECONNRESET|EPIPE/.test(text)) return { key: 'why_refused' };
  if (/ENOTFOUND|EAI_AGAIN/.test(text)) return { key: 'why_unknown_host' };
  if (/no answer within|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH/.test(text)) return { key: 'why_timeout' };
  return typeof error.status === 'number' ? { key: 'why_http', status: error.status } : { key: 'why_timeout' };
}

/**
 * Checks `settings` for a cluster whose owner's account is `account`; answers what slurmrestd reported. The
 * message parameters named `why` hold a message key, worded in the request's language (translateParams).
 */
export async function checkCluster(settings: ClusterSettings, account: string): Promise<ClusterCheck> {
  const overHttp = /^https?:/.test(settings.rest_url);
  if (overHttp && !settings.jwt_key_path) throw refuse('jwt_key_path', 'sc_rest_needs_key');
  const problems = [
    settings.jwt_key_path ? readableFile('jwt_key_path', settings.jwt_key_path) : null,
    readableFolder('shared_path', settings.shared_path),
    settings.munge_key_path ? readableFile('munge_key_path', settings.munge_key_path) : null,
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
    const failure = error as SlurmFailure;
    if (tokenRefused(failure)) throw refuse('jwt_key_path', 'sc_key_refused', { account });
    if (failure.status === 404) throw refuse('rest_url', 'sc_rest_not_slurm', { url: settings.rest_url });
    const why = restWhy(failure);
    throw refuse('rest_url', 'sc_rest_unreachable', {
      url: settings.rest_url,
      why: why.key,
      ...(why.status ? { status: why.status } : {}),
    });
  }
  const answerMs = Math.round(performance.now() - started);
  try {
    const [partitions, nodes] = [await client.partitions(account), await client.nodes(account)];
    return { api_version: apiVersion, answer_ms: answerMs, partition_count: partitions.length, node_count: nodes.length };
  } catch (error) {
    const failure = error as SlurmFailure;
    if (tokenRefused(failure)) throw refuse('jwt_key_path', 'sc_key_refused', { account });
    const why = restWhy(failure);
    throw refuse('rest_url', 'sc_rest_unreachable', {
      url: settings.rest_url,
      why: why.key,
      ...(why.status ? { status: why.status } : {}),
    });
  }
}
