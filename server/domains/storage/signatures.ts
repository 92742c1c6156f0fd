/**
 * Signed upload and download URLs: a policy (what may be uploaded or downloaded, by whom, until when) kept by the
 * gateway (storage_signed_policies), the URL naming it by a short random id, and the HMAC-SHA256 of that id with the
 * server's secret, kept in storage_secrets; and the two operations those URLs lead to (uploadSignedObjects,
 * downloadSignedObjects), which need no session: the signature is the authorisation, and the user who signed is the
 * actor whose rules apply (account, IAM folder). A URL stays short whatever its policy names (up to 20000 files).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { resolve } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { BeforeFiles, Handler, Handlers } from '../../http/handler-types';
import { exportFiles } from '../../storage/index';
import { actorOf, refuse, type Actor, type StorageEnv } from './common';
import { inside, realRoot, segments } from './files';
import { keyOfReal, scopeAllows } from './access';
import {
  contentDisposition,
  downloadFile,
  fileStream,
  openExport,
  planUpload,
  writeUpload,
  type DownloadFile,
  type OpenExport,
  type PlannedFile,
} from './objects';
import { ZIP_MAX_BYTES, ZIP_MAX_FILES, zipLength, zipStream } from './zip';
import { expandDownload } from './folder-download';

const SECRET_ID = 'url-signing';
/** How long a signed URL is valid. */
export const SIGNATURE_TTL_MS = 15 * 60_000;
/** A policy's id, as answered in fields.policy (NasSignaturePolicy): 128 random bits. */
const POLICY_ID = /^pol-[0-9a-f]{32}$/;

/** The signing secret, made on first use by signing (verifying writes nothing: without a secret nothing was signed). */
async function secretOf(db: Db, make = true): Promise<string | null> {
  const rows = await db.query<{ secret: string }>('SELECT secret FROM storage_secrets WHERE secret_id = $1', [SECRET_ID]);
  if (rows[0]) return rows[0].secret;
  if (!make) return null;
  await db.query('INSERT INTO storage_secrets (secret_id, secret) VALUES ($1, $2) ON CONFLICT (secret_id) DO NOTHING', [
    SECRET_ID,
    randomBytes(32).toString('hex'),
  ]);
  return secretOf(db, false);
}

const hmac = (secret: string, policyId: string) => createHmac('sha256', secret).update(policyId).digest('hex');

/** What a signed URL allows, kept by the gateway; the rest of it depends on the kind (files, prefix, names). */
export interface SignedPolicy extends Record<string, unknown> {
  kind: 'upload' | 'download';
  nas_id: string;
  user_id: string;
  expire_time: string;
}

/**
 * Keeps a policy and answers the URL's fields for it: its id (policy) and the id's HMAC (signature). Policies past
 * their expiry are deleted meanwhile (the only ones ever deleted).
 */
export async function signPolicy(db: Db, policy: SignedPolicy, now = new Date()): Promise<{ policy: string; signature: string }> {
  const secret = await secretOf(db);
  if (secret === null) throw new Error('no URL-signing secret');
  const id = `pol-${randomBytes(16).toString('hex')}`;
  await db.query('DELETE FROM storage_signed_policies WHERE expire_time < $1', [now.toISOString()]);
  await db.query(
    'INSERT INTO storage_signed_policies (policy_id, kind, nas_id, user_id, policy, expire_time) VALUES ($1, $2, $3, $4, $5::jsonb, $6)',
    [id, policy.kind, policy.nas_id, policy.user_id, JSON.stringify(policy), policy.expire_time],
  );
  return { policy: id, signature: hmac(secret, id) };
}

/** The policy of a signed URL, refused when the signature does not match its id or it has expired. */
export async function verifySignature(db: Db, policy: string, signature: string, now = new Date()): Promise<SignedPolicy> {
  const secret = await secretOf(db, false);
  if (secret === null || !POLICY_ID.test(policy)) throw fail.forbidden('nas_signature_invalid');
  const expected = Buffer.from(hmac(secret, policy));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw fail.forbidden('nas_signature_invalid');
  const rows = await db.query<{ policy: SignedPolicy; expire_time: Date | string }>(
    'SELECT policy, expire_time FROM storage_signed_policies WHERE policy_id = $1',
    [policy],
  );
  // The gateway signed this id, and deletes a policy only once it has expired.
  if (!rows[0] || !(new Date(rows[0].expire_time).getTime() > now.getTime())) throw fail.forbidden('nas_signature_expired');
  return rows[0].policy;
}

/**
 * Where the signed URLs point: the API's path (the registered route's, so never what a client sent), under the
 * configured public origin, else as a path on the origin the console was loaded from. Never the request's Host
 * header: anyone can send any, and a URL built from it would send the user's file to that host.
 */
function apiBase(request: FastifyRequest, env: StorageEnv): string {
  return `${env.publicUrl ?? ''}${(request.routeOptions.url ?? '').replace(/\/nas\/[^/]*$/, '')}`;
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

const folderPrefix = (folders: string[]) => (folders.length ? `${folders.join('/')}/` : '');

/** The signer of a policy, who acts for its URL; a policy of a user who no longer exists is not valid. */
async function signerOf(db: Db, userId: string): Promise<Actor> {
  const rows = await db.query<{
    user_id: string;
    owner: string;
    zone: string;
    iamuser_name: string | null;
    user_type: number;
    currency: string;
  }>('SELECT user_id, owner, zone, iamuser_name, user_type, currency FROM users WHERE user_id = $1', [userId]);
  const user = rows[0];
  if (!user) throw fail.forbidden('nas_signature_invalid');
  return {
    userId: user.user_id,
    owner: user.owner,
    zone: user.zone,
    iam: user.iamuser_name,
    subUser: user.user_type === 1,
    currency: user.currency,
  };
}

/** What a signed URL's request carries of its signature. */
interface SignedRequest {
  nas_id: string;
  policy: string;
  signature: string;
}

/** A signed URL's policy, checked: the signature, the expiry, the kind and the export of the URL's path. */
async function signedPolicy(db: Db, kind: 'upload' | 'download', input: SignedRequest): Promise<{ policy: SignedPolicy; actor: Actor }> {
  const policy = await verifySignature(db, input.policy, input.signature);
  if (policy.kind !== kind || policy.nas_id !== input.nas_id) throw fail.forbidden('nas_signature_invalid');
  return { policy, actor: await signerOf(db, policy.user_id) };
}

/** A field of the answer sent back: when it is sent, it must be the signed value. */
function sentAsSigned(sent: unknown, signed: unknown): void {
  if (sent !== undefined && sent !== signed) throw fail.forbidden('nas_signature_invalid');
}

/** An upload's policy, checked, and the sent key_prefix and overwrite (when sent) checked against it. */
async function uploadPolicy(
  db: Db,
  input: SignedRequest & { key_prefix?: unknown; overwrite?: unknown },
): Promise<{ actor: Actor; prefix: string; overwrite: boolean; announced: PlannedFile[] }> {
  const { policy, actor } = await signedPolicy(db, 'upload', input);
  const { prefix, overwrite, files } = policy;
  if (typeof prefix !== 'string' || typeof overwrite !== 'boolean' || !Array.isArray(files)) throw fail.forbidden('nas_signature_invalid');
  sentAsSigned(input.key_prefix, prefix);
  sentAsSigned(input.overwrite, overwrite);
  return { actor, prefix, overwrite, announced: files as PlannedFile[] };
}

/**
 * A signed upload's fields as sent before its first file part (multipart values: strings, the last of a repeated
 * field), checked before any of its files is kept: a valid policy and signature for an upload into this export, and
 * key_prefix and overwrite as signed. Refused with "The signature is not valid" (403) otherwise, missing fields
 * included: the fields come before the files.
 */
export async function checkUploadFields(db: Db, nasId: string, fields: Record<string, unknown>): Promise<void> {
  const overwrite = fields.overwrite === 'true' ? true : fields.overwrite === 'false' ? false : fields.overwrite;
  // Multipart values as sent, before the schemas saw the files: a missing or non-text one is "not valid".
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  await uploadPolicy(db, {
    policy: text(fields.policy),
    signature: text(fields.signature),
    key_prefix: fields.key_prefix,
    overwrite,
    nas_id: nasId,
  });
}

/** uploadSignedObjects' fields sent before its first file part, for the gateway to check before it stores that part. */
const checkFieldsFirst: BeforeFiles = ({ db, fields, path }) =>
  checkUploadFields(db, typeof path.nas_id === 'string' ? path.nas_id : '', fields);

/** How many files of a download are checked between two turns of the event loop (a download names up to 20000). */
const CHECKS_PER_TURN = 500;

/**
 * A file that is there, a file, inside the export, and that the actor may read as asked and as resolved (access.ts):
 * checked with two synchronous calls (a realpath and a stat, microseconds each). Anything else answers null, and downloadFile then gives its exact refusal.
 */
function quickCheck(exp: OpenExport, key: string): DownloadFile | null {
  if (
    !scopeAllows(exp.scope, key, 'read') ||
    key.startsWith('/') ||
    key.includes('\0') ||
    key.split('/').some((p) => p === '.' || p === '..')
  )
    return null;
  const target = resolve(exp.root, key);
  if (!inside(exp.root, target)) return null;
  const real = exportFiles.confine(exp.root, key);
  if (real === null) return null;
  const st = exportFiles.sync.stat(real, { follow: true });
  return st?.kind === 'file' && scopeAllows(exp.scope, keyOfReal(resolve(exp.root), real, false), 'read')
    ? { key, path: target, stat: st }
    : null;
}

/**
 * The files of a download, each checked as get_object checks its one; a refusal is the one of the first refused
 * file in the order given. The common case takes a few microseconds a file (20,000 in a fraction of a second,
 * `npm run bench:nas`), CHECKS_PER_TURN at a time so that other requests are served meanwhile.
 */
async function downloadFiles(exp: OpenExport, keys: string[]): Promise<DownloadFile[]> {
  await realRoot(exp.root);
  const found: DownloadFile[] = [];
  for (let i = 0; i < keys.length; i += CHECKS_PER_TURN) {
    if (i > 0) await new Promise((next) => setImmediate(next));
    for (const key of keys.slice(i, i + CHECKS_PER_TURN)) found.push(quickCheck(exp, key) ?? (await downloadFile(exp, key)));
  }
  return found;
}

/**
 * The archive entries of several files: named relative to `base` (the folder holding what was asked for, so a
 * folder's entries keep its name), by default their common folder (the archive's name).
 */
function archiveEntries(files: DownloadFile[], base = folderPrefix(commonFolder(files.map((f) => f.key)))) {
  const entries = files.map((f) => ({ name: f.key.slice(base.length), path: f.path, size: f.stat.size, mtime: f.stat.mtime }));
  const length = zipLength(entries);
  if (length === null) throw refuse.invalid('nas_archive_too_large', { max: ZIP_MAX_BYTES, files: ZIP_MAX_FILES });
  return { entries, length };
}

/** uploadSignedObjects: no session; the signature names the signer, whose rules apply. */
function uploadSigned(env: StorageEnv): Handler<'uploadSignedObjects'> {
  const handler: Handler<'uploadSignedObjects'> = async ({ db, input, files }) => {
    const { actor, prefix, overwrite, announced } = await uploadPolicy(db, input);
    const parts = (files ?? []).filter((f) => f.field === 'file');
    if (!parts.length) throw fail.rule([{ location: ['body', 'file'], key: 'upload_file_missing', code: 'required' }]);
    // Only the announced files, each at most its announced size: the quota and size checks signed for them hold.
    const sizes = new Map(announced.map((f) => [f.name, f.size]));
    for (const part of parts) {
      const size = (await exportFiles.stat(part.path))?.size ?? 0;
      const allowed = sizes.get(part.filename);
      if (allowed === undefined || size > allowed) throw fail.forbidden('nas_signature_mismatch', { name: part.filename });
    }
    const exp = await openExport(db, env, actor, input.nas_id, 'change');
    return {
      object_set: await writeUpload(
        db,
        env,
        exp,
        prefix,
        parts.map((p) => ({ name: p.filename, path: p.path })),
        overwrite,
      ),
    };
  };
  return Object.assign(handler, { beforeFiles: checkFieldsFirst });
}

export function signatureHandlers(env: StorageEnv) {
  return {
    getUploadSignature: async ({ db, session, input, request }) => {
      const actor = actorOf(session, input);
      const exp = await openExport(db, env, actor, input.nas_id, 'change');
      const prefix = input.prefix ?? '';
      const overwrite = input.overwrite === true;
      const files = input.files.map((f) => ({ name: f.file_name, size: f.size }));
      await planUpload(db, exp, prefix, files, overwrite);
      const expireTime = new Date(Date.now() + SIGNATURE_TTL_MS).toISOString();
      const signed = await signPolicy(db, {
        kind: 'upload',
        nas_id: exp.row.nas_id,
        prefix,
        overwrite,
        files,
        user_id: actor.userId,
        expire_time: expireTime,
      });
      return {
        url: `${apiBase(request, env)}/nas/signed/upload/${exp.row.nas_id}`,
        expire_time: expireTime,
        fields: { key_prefix: prefix, overwrite: overwrite ? 'true' : 'false', ...signed },
      };
    },

    getDownloadSignature: async ({ db, session, input, request }) => {
      const actor = actorOf(session, input);
      const exp = await openExport(db, env, actor, input.nas_id);
      const asked = input.object_names;
      // Folders are signed as the files under them, named in the archive from the folder that holds them.
      const { files: keys, archive } = await expandDownload(exp, asked);
      const base = folderPrefix(commonFolder(asked));
      const files = await downloadFiles(exp, keys);
      // An archive that would need ZIP64 is refused now rather than when the URL is opened.
      if (archive || files.length > 1) archiveEntries(files, base);
      const expireTime = new Date(Date.now() + SIGNATURE_TTL_MS).toISOString();
      // The name is signed too: the URL's file_name or archive_name cannot be changed.
      const archiveName = asked.length === 1 && archive ? segments(asked[0]).pop() : (commonFolder(asked).pop() ?? exp.row.name);
      const name =
        !archive && keys.length === 1
          ? { file_name: segments(keys[0]).pop() ?? '' }
          : { archive_name: `${archiveName ?? exp.row.name}.zip` };
      const signed = await signPolicy(db, {
        kind: 'download',
        nas_id: exp.row.nas_id,
        object_names: keys,
        archive,
        base,
        ...name,
        user_id: actor.userId,
        expire_time: expireTime,
      });
      return {
        url: `${apiBase(request, env)}/nas/signed/download/${exp.row.nas_id}`,
        expire_time: expireTime,
        fields: { ...name, ...signed },
      };
    },

    downloadSignedObjects: async ({ db, input, reply }) => {
      const { policy, actor } = await signedPolicy(db, 'download', input);
      const keys = policy.object_names;
      if (!Array.isArray(keys) || keys.length === 0 || !keys.every((k) => typeof k === 'string'))
        throw fail.forbidden('nas_signature_invalid');
      const zipped = policy.archive === true || keys.length > 1;
      const name = zipped ? policy.archive_name : policy.file_name;
      if (typeof name !== 'string') throw fail.forbidden('nas_signature_invalid');
      sentAsSigned(input.file_name, policy.file_name);
      sentAsSigned(input.archive_name, policy.archive_name);
      const exp = await openExport(db, env, actor, input.nas_id);
      const files = await downloadFiles(exp, keys);
      // Private files behind a URL that works without a session: never kept by a cache, never sniffed.
      reply.header('cache-control', 'no-store');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-disposition', contentDisposition('attachment', name));
      if (!zipped) {
        const file = await fileStream(files[0].path);
        if (!file) throw fail.notFound('nas_object_missing', { path: files[0].key });
        reply.header('content-type', 'application/octet-stream');
        reply.header('content-length', String(file.size));
        return file.stream;
      }
      const { entries, length } = archiveEntries(files, typeof policy.base === 'string' ? policy.base : undefined);
      reply.header('content-type', 'application/zip');
      reply.header('content-length', String(length));
      return zipStream(entries);
    },

    uploadSignedObjects: uploadSigned(env),
  } satisfies Handlers;
}
