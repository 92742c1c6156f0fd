/**
 * Signed upload and download URLs: a base64url policy (what may be uploaded or downloaded, by whom, until
 * when) and its HMAC-SHA256 with the server's secret, kept in storage_secrets.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { stat } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { Handlers } from '../../http/contract-routes';
import { actorOf, type StorageEnv } from './common';
import { requireIam, resolveKey, segments } from './files';
import { openExport, planUpload } from './objects';

const SECRET_ID = 'url-signing';
/** How long a signed URL is valid. */
export const SIGNATURE_TTL_MS = 15 * 60_000;

async function secretOf(db: Db): Promise<string> {
  const rows = await db.query<{ secret: string }>('SELECT secret FROM storage_secrets WHERE secret_id = $1', [SECRET_ID]);
  if (rows[0]) return rows[0].secret;
  await db.query('INSERT INTO storage_secrets (secret_id, secret) VALUES ($1, $2) ON CONFLICT (secret_id) DO NOTHING', [SECRET_ID, randomBytes(32).toString('hex')]);
  return secretOf(db);
}

const hmac = (secret: string, policy: string) => createHmac('sha256', secret).update(policy).digest('hex');

export async function signPolicy(db: Db, policy: Record<string, unknown>): Promise<{ policy: string; signature: string }> {
  const encoded = Buffer.from(JSON.stringify(policy)).toString('base64url');
  return { policy: encoded, signature: hmac(await secretOf(db), encoded) };
}

/** The policy of a signed URL, refused when the signature does not match it or it has expired. */
export async function verifySignature(db: Db, policy: string, signature: string, now = new Date()): Promise<Record<string, unknown>> {
  const expected = Buffer.from(hmac(await secretOf(db), policy));
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
      for (const key of keys) {
        requireIam(key, actor.iam);
        const st = await stat(await resolveKey(exp.root, key)).catch(() => null);
        if (st?.isDirectory()) throw fail.conflict('nas_folder_download');
        if (!st?.isFile()) throw fail.notFound('nas_object_missing', { path: key });
      }
      const expireTime = new Date(Date.now() + SIGNATURE_TTL_MS).toISOString();
      const signed = await signPolicy(db, { kind: 'download', nas_id: exp.row.nas_id, object_names: keys, user_id: actor.userId, expire_time: expireTime });
      const name = keys.length === 1 ? { file_name: segments(keys[0]).pop() ?? '' } : { archive_name: `${commonFolder(keys).pop() ?? exp.row.name}.zip` };
      return {
        url: `${apiBase(request)}/nas/signed/download/${exp.row.nas_id}`,
        expire_time: expireTime,
        fields: { ...name, ...signed },
      };
    },
  };
}
