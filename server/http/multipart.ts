/**
 * Multipart bodies (uploads): the limits the contract puts on their file parts, and the reading of their parts in
 * order, file parts saved to temporary files the multipart plugin removes once the answer is sent.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { deref, type OpenApiDoc } from '../contract/document';
import { fail } from './failure';

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  /** The temporary file holding the part's bytes, or the file a sink wrote them into. */
  path: string;
  /** Moves the temporary file to `target` (a rename; a copy across file systems): the request no longer removes it. */
  moveTo?(target: string): Promise<void>;
  /** Bytes a sink stored (where and how is the sink's business): no temporary file was written. */
  stored?: number;
}

/** Where an operation's check sends a file part instead of a temporary file: answers the part as stored. */
export type FileSink = (file: Readable, part: { field: string; filename: string; mimetype: string }) => Promise<UploadedFile>;

/**
 * Multipart limits of the plugin: a file part of at most 209715200 bytes, one per request. An operation's own
 * come from its file part in the contract (x-max-bytes, and x-max-files when it takes several parts of that name).
 */
export const UPLOAD_LIMITS = { fileSize: 209715200, files: 1 };

export interface UploadLimits {
  fileSize: number;
  files: number;
}

/** The limits the contract puts on a multipart body's file part (format binary): x-max-bytes and x-max-files. */
export function uploadLimitsOf(doc: OpenApiDoc, schema: unknown): UploadLimits {
  const limits = { ...UPLOAD_LIMITS };
  const visit = (node: unknown, depth: number): void => {
    const s = deref(doc, node as Record<string, unknown> | undefined);
    if (!s || typeof s !== 'object' || depth > 8) return;
    for (const part of (s.allOf as unknown[] | undefined) ?? []) visit(part, depth + 1);
    for (const raw of Object.values((s.properties as Record<string, unknown> | undefined) ?? {})) {
      const property = deref(doc, raw as Record<string, unknown> | undefined);
      if (property?.format !== 'binary') continue;
      if (typeof property['x-max-bytes'] === 'number') limits.fileSize = property['x-max-bytes'];
      if (typeof property['x-max-files'] === 'number') limits.files = property['x-max-files'];
    }
  };
  visit(schema, 0);
  return limits;
}

/** A multipart part's value as the body carries it: a field's value, a file part's file name. */
function partValue(value: unknown): unknown {
  const part = (Array.isArray(value) ? value[value.length - 1] : value) as
    { type?: string; value?: unknown; filename?: string } | undefined;
  return part?.type === 'file' ? part.filename : part?.value;
}

/**
 * Saves a multipart request's file parts to temporary files (within the operation's limits), removed by the
 * multipart plugin once the answer is sent; answers its fields, a file part as its file name. A field sent several
 * times (the file part of an upload of several files) is validated by its last value, as Prism reads it; the handler
 * gets every file part in `files`. `beforeFirstFile` gets the fields sent before the first file part, before that
 * part is stored; when it refuses, the connection is closed with the answer instead of the rest being read. When it
 * answers a sink, the file parts are streamed to it rather than to temporary files (a chunk written straight at its
 * offset); a sink's refusal closes the connection too.
 */
export async function readMultipart(
  request: FastifyRequest,
  reply: FastifyReply,
  limits: UploadLimits,
  beforeFirstFile?: (fields: Record<string, unknown>) => Promise<FileSink | void>,
): Promise<{ body: Record<string, unknown>; files: UploadedFile[] }> {
  const files: UploadedFile[] = [];
  let values: Record<string, unknown> = {};
  // In the order they came: part.fields may already hold fields sent after the part.
  let before: Record<string, unknown> | null = beforeFirstFile ? {} : null;
  const saved = (request.tmpUploads ??= []);
  let sink: FileSink | undefined;
  try {
    for await (const part of request.parts({ limits })) {
      values = part.fields as Record<string, unknown>;
      if (part.type !== 'file') {
        if (before) before[part.fieldname] = part.value;
        continue;
      }
      const refusing = async <T>(work: () => Promise<T>): Promise<T> => {
        try {
          return await work();
        } catch (refused) {
          reply.header('connection', 'close');
          part.file.destroy();
          throw refused;
        }
      };
      if (before && beforeFirstFile) {
        const fields = { ...before, [part.fieldname]: part.filename };
        sink = (await refusing(() => beforeFirstFile(fields))) ?? undefined;
        before = null;
      }
      if (sink) {
        const to = sink;
        files.push(await refusing(() => to(part.file, { field: part.fieldname, filename: part.filename, mimetype: part.mimetype })));
        continue;
      }
      const path = join(tmpdir(), `upload-${randomUUID()}`);
      saved.push(path);
      await pipeline(part.file, createWriteStream(path));
      const moveTo = async (target: string) => {
        await rename(path, target).catch(async (error: NodeJS.ErrnoException) => {
          if (error.code !== 'EXDEV') throw error;
          await copyFile(path, target);
        });
        saved.splice(saved.indexOf(path), 1);
      };
      files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, path, moveTo });
    }
    return { body: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, partValue(v)])), files };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fail.field(['body', 'file'], 'x-max-bytes', 'upload_too_large', { max: limits.fileSize });
    }
    throw error;
  }
}
