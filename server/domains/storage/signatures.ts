/**
 * Signed upload and download URLs: a base64url policy (what may be uploaded or downloaded, by whom, until
 * when) and its HMAC-SHA256 with the server's secret, kept in storage_secrets; and the two operations those
 * URLs lead to (uploadSignedObjects, downloadSignedObjects), which need no session: the signature is the
 * authorisation, and the user who signed is the actor whose rules apply (account, IAM folder).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { stat } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { Handlers } from '../../http/contract-routes';
import { actorOf, refuse, type Actor, type StorageEnv } from './common';
import { segments } from './files';
import { contentDisposition, downloadFile, fileStream, openExport, planUpload, writeUpload, type DownloadFile, type OpenExport, type PlannedFile } from './objects';
import { ZIP_MAX_BYTES, ZIP_MAX_FILES, zipLength, zipStream } from './zip';

const SECRET_ID = 'url-signing';
/** How long a signed URL is valid. */
export const SIGNATURE_TTL_MS = 15 * 60_000;

/** The signing secret, made on first use by signing (verifying writes nothing: without a secret nothing was signed). */
async function secretOf(db: Db, make = true): Promise<string | null> {
  const rows = await db.query<{ secret: string }>('SELECT secret FROM storage_secrets WHERE secret_id = $1', [SECRET_ID]);
  if (rows[0]) return rows[0].secret;
  if (!make) return null;
  await db.query('INSERT INTO storage_secrets (secret_id, secret) VALUES ($1, $2) ON CONFLICT (secret_id) DO NOTHING', [SECRET_ID, randomBytes(32).toString('hex')]);
  return secretOf(db, false);
}

const hmac = (secret: string, policy: string) => createHmac('sha256', secret).update(policy).digest('hex');

export async function signPolicy(db: Db, policy: Record<string, unknown>): Promise<{ policy: string; signature: string }> {
  const encoded = Buffer.from(JSON.stringify(policy)).toString('base64url');
  const secret = await secretOf(db);
  if (secret === null) throw new Error('no URL-signing secret');
  return { policy: encoded, signature: hmac(secret, encoded) };
}

/** The policy of a signed URL, refused when the signature does not match it or it has expired. */
export async function verifySignature(db: Db, policy: string, signature: string, now = new Date()): Promise<Record<string, unknown>> {
  const secret = await secretOf(db, false);
  if (secret === null) throw fail.forbidden('nas_signature_invalid');
  const expected = Buffer.from(hmac(secret, policy));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw fail.forbidden('nas_signature_invalid');
  const decoded = JSON.parse(Buffer.from(policy, 'base64url').toString('utf8')) as Record<string, unknown>;
  if (!(Date.parse(String(decoded.expire_time)) > now.getTime())) throw fail.forbidden('nas_signature_expired');
  return decoded;
}

/** The gateway's own address: the signed URLs point at it. */
function apiBase(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}${request.url.split('?')[0].replace(/\/nas\/[^/]*$/, '')}`;
}

/** The folders every key lies in, outermost first. */
function commonFolder(keys: string[]): string[] {
  let common = segments(keys[0]).slice(0, -1);
  for (const key of keys.slice(1)) {
    const folders = segments(key).slice(0, -1);
    let i = 0;
    while (i < common.length && common[i] === folders[i]) i++;
    common = common.slice(0, i);
  }
  return common;
}

/** The signer of a policy, who acts for its URL; a policy of a user who no longer exists is not valid. */
async function signerOf(db: Db, userId: unknown): Promise<Actor> {
  const rows = await db.query<{ user_id: string; owner: string; zone: string; iamuser_name: string | null; currency: string }>(
    'SELECT user_id, owner, zone, iamuser_name, currency FROM users WHERE user_id = $1',
    [String(userId)],
  );
  const user = rows[0];
  if (!user) throw fail.forbidden('nas_signature_invalid');
  return { userId: user.user_id, owner: user.owner, zone: user.zone, iam: user.iamuser_name, currency: user.currency };
}

/** A signed URL's policy, checked: the signature, the expiry, the kind and the export of the URL's path. */
async function signedPolicy(db: Db, kind: 'upload' | 'download', input: Record<string, unknown>): Promise<{ policy: Record<string, unknown>; actor: Actor }> {
  const policy = await verifySignature(db, String(input.policy), String(input.signature));
  if (policy.kind !== kind || policy.nas_id !== input.nas_id) throw fail.forbidden('nas_signature_invalid');
  return { policy, actor: await signerOf(db, policy.user_id) };
}

/** A field of the answer sent back: when it is sent, it must be the signed value. */
function sentAsSigned(sent: unknown, signed: unknown): void {
  if (sent !== undefined && sent !== signed) throw fail.forbidden('nas_signature_invalid');
}

/** The files of a download, each checked as get_object checks its one. */
async function downloadFiles(exp: OpenExport, actor: Actor, keys: string[]): Promise<DownloadFile[]> {
  const found: DownloadFile[] = [];
  for (const key of keys) found.push(await downloadFile(exp, actor, key));
  return found;
}

/** The archive entries of several files: named relative to their common folder (the archive's name). */
function archiveEntries(files: DownloadFile[]) {
  const common = commonFolder(files.map((f) => f.key));
  const base = common.length ? `${common.join('/')}/` : '';
  const entries = files.map((f) => ({ name: f.key.slice(base.length), path: f.path, size: f.stat.size, mtime: f.stat.mtime }));
  const length = zipLength(entries);
  if (length === null) throw refuse.invalid('nas_archive_too_large', { max: ZIP_MAX_BYTES, files: ZIP_MAX_FILES });
  return { entries, length };
}

export function signatureHandlers(env: StorageEnv): Handlers {
  return {
    getUploadSignature: async ({ db, session, input, request }) => {
      const actor = actorOf(session, input);
      const exp = await openExport(db, env, actor, String(input.nas_id));
      const prefix = String(input.prefix ?? '');
      const overwrite = input.overwrite === true;
      const files = (input.files as { file_name: string; size: number }[]).map((f) => ({ name: f.file_name, size: f.size }));
      await planUpload(exp, actor, prefix, files, overwrite);
      const expireTime = new Date(Date.now() + SIGNATURE_TTL_MS).toISOString();
      const signed = await signPolicy(db, { kind: 'upload', nas_id: exp.row.nas_id, prefix, overwrite, files, user_id: actor.userId, expire_time: expireTime });
      return {
        url: `${apiBase(request)}/nas/signed/upload/${exp.row.nas_id}`,
        expire_time: expireTime,
        fields: { key_prefix: prefix, overwrite: String(overwrite), ...signed },
      };
    },

    getDownloadSignature: async ({ db, session, input, request }) => {
      const actor = actorOf(session, input);
      const exp = await openExport(db, env, actor, String(input.nas_id));
      const keys = input.object_names as string[];
      const files = await downloadFiles(exp, actor, keys);
      // An archive that would need ZIP64 is refused now rather than when the URL is opened.
      if (files.length > 1) archiveEntries(files);
      const expireTime = new Date(Date.now() + SIGNATURE_TTL_MS).toISOString();
      // The name is signed too: the URL's file_name or archive_name cannot be changed.
      const name = keys.length === 1 ? { file_name: segments(keys[0]).pop() ?? '' } : { archive_name: `${commonFolder(keys).pop() ?? exp.row.name}.zip` };
      const signed = await signPolicy(db, { kind: 'download', nas_id: exp.row.nas_id, object_names: keys, ...name, user_id: actor.userId, expire_time: expireTime });
      return {
        url: `${apiBase(request)}/nas/signed/download/${exp.row.nas_id}`,
        expire_time: expireTime,
        fields: { ...name, ...signed },
      };
    },

    downloadSignedObjects: async ({ db, input, reply }) => {
      const { policy, actor } = await signedPolicy(db, 'download', input);
      const keys = policy.object_names;
      if (!Array.isArray(keys) || keys.length === 0 || !keys.every((k) => typeof k === 'string')) throw fail.forbidden('nas_signature_invalid');
      const name = keys.length === 1 ? policy.file_name : policy.archive_name;
      if (typeof name !== 'string') throw fail.forbidden('nas_signature_invalid');
      sentAsSigned(input.file_name, policy.file_name);
      sentAsSigned(input.archive_name, policy.archive_name);
      const exp = await openExport(db, env, actor, String(input.nas_id));
      const files = await downloadFiles(exp, actor, keys as string[]);
      // Private files behind a URL that works without a session: never kept by a cache, never sniffed.
      reply.header('cache-control', 'no-store');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-disposition', contentDisposition('attachment', name));
      if (files.length === 1) {
        const file = await fileStream(files[0].path);
        if (!file) throw fail.notFound('nas_object_missing', { path: files[0].key });
        reply.header('content-type', 'application/octet-stream');
        reply.header('content-length', String(file.size));
        return file.stream;
      }
      const { entries, length } = archiveEntries(files);
      reply.header('content-type', 'application/zip');
      reply.header('content-length', String(length));
      return zipStream(entries);
    },

    uploadSignedObjects: async ({ db, input, files }) => {
      const { policy, actor } = await signedPolicy(db, 'upload', input);
      const prefix = policy.prefix;
      const overwrite = policy.overwrite;
      const announced = policy.files;
      if (typeof prefix !== 'string' || typeof overwrite !== 'boolean' || !Array.isArray(announced)) throw fail.forbidden('nas_signature_invalid');
      sentAsSigned(input.key_prefix, prefix);
      sentAsSigned(input.overwrite, overwrite);
      const parts = (files ?? []).filter((f) => f.field === 'file');
      if (!parts.length) throw fail.rule([{ location: ['body', 'file'], key: 'upload_file_missing', code: 'required' }]);
      // Only the announced files, each at most its announced size: the quota and size checks signed for them hold.
      const sizes = new Map((announced as PlannedFile[]).map((f) => [f.name, f.size]));
      for (const part of parts) {
        const size = (await stat(part.path)).size;
        const allowed = sizes.get(part.filename);
        if (allowed === undefined || size > allowed) throw fail.forbidden('nas_signature_mismatch', { name: part.filename });
      }
      const exp = await openExport(db, env, actor, String(input.nas_id));
      return { object_set: await writeUpload(env, exp, actor, prefix, parts.map((p) => ({ name: p.filename, path: p.path })), overwrite) };
    },
  };
}
