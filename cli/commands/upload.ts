/**
 * `upload` sends a local file to a NAS export through a resumable upload session as the console's file manager does
 * (ADR 0041: chunks of the session's chunk_size, the file's SHA-256 checked at completion); run again after an
 * interruption it sends only the chunks the gateway has not stored.
 */
import { createHash } from 'node:crypto';
import { createReadStream, openAsBlob, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isGatewayError } from '../../src/api/gateway';
import {
  completeUploadSession,
  createUploadSession,
  getUploadSession,
  listUploadSessions,
  putUploadChunk,
} from '../../src/api/generated/endpoints/storage/storage';
import type { NasUploadSession } from '../../src/api/generated/model/nasUploadSession';
import { textOption } from '../args';
import { CliError, EXIT, exitCodeOf } from '../exit-codes';
import { json } from '../output';
import { JSON_OPTION, positionals, type Command, type Context } from './command';
import { CLUSTER_OPTION, placeOf, prefixOf } from './places';

/** Tries of a chunk, a listing or a completion that could not reach the gateway, and the waits between them. */
const TRIES = 3;
const retryWait = (attempt: number) => 1000 * 2 ** attempt;

/** Runs `attempt`, trying again after a wait when the gateway could not be reached; other refusals end it. */
async function withRetry<T>(context: Context, attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isGatewayError(error) || exitCodeOf(error) !== EXIT.unreachable || error.kind === 'aborted' || tries >= TRIES) throw error;
      context.io.stderr(`hpc: ${error.message}; trying again\n`);
      await context.sleep(retryWait(tries - 1));
    }
  }
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** Bytes of the chunks a session has stored. */
const storedBytes = (session: NasUploadSession, chunks: Iterable<number>) => {
  let bytes = 0;
  for (const index of chunks) bytes += Math.max(0, Math.min(session.chunk_size, session.size - index * session.chunk_size));
  return bytes;
};

/**
 * The user's unfinished session of this file in the folder: the same name, size and overwrite, and the same SHA-256
 * (a session the console started before hashing: the same modification time).
 */
async function unfinished(
  context: Context,
  place: { nasId: string; prefix: string },
  file: { name: string; size: number; sha256: string; lastModified: string; overwrite: boolean },
): Promise<NasUploadSession | undefined> {
  const { upload_session_set: sessions } = await withRetry(context, () =>
    listUploadSessions({ nas_id: place.nasId, prefix: place.prefix }),
  );
  const same = sessions.find(
    (s) =>
      s.file_name === file.name &&
      s.size === file.size &&
      s.overwrite === file.overwrite &&
      (s.sha256
        ? s.sha256 === file.sha256
        : s.last_modified !== undefined && new Date(s.last_modified).getTime() === Date.parse(file.lastModified)),
  );
  // Its stored chunks as they are now.
  return same && (await withRetry(context, () => getUploadSession({ upload_id: same.upload_id }))).upload_session;
}

export const upload: Command = {
  name: 'upload',
  args: ['<local file>', '<nas_id>:<folder>'],
  options: [
    { name: 'name', value: 'N', help: "the file's name in the folder (default: the local file's)" },
    { name: 'overwrite', help: 'replace a file of the same name (else the gateway refuses it)' },
    CLUSTER_OPTION,
    JSON_OPTION,
  ],
  about:
    'The folder is on a NAS export: <nas_id>:<folder> (a cluster mounts the export getClusterNasInfo names), or ' +
    'with --cluster ID a folder on that cluster under its NAS mount, the export and mount looked up for you (e.g. --cluster ehpc-… ' +
    '/share/in/; hpc job shows a job’s cluster and its NAS mount). The file goes through a resumable upload session in chunks ' +
    '(the session’s chunk_size), its SHA-256 checked at completion, with a line of progress per chunk on standard ' +
    'error. Interrupted (Ctrl-C, a dropped connection), run the same command again: it finds the unfinished session ' +
    '(same folder, name and size) and sends only the chunks the gateway has not stored. Needs a token with the files scope.',
  operations: [
    'createUploadSession',
    'listUploadSessions',
    'getUploadSession',
    'putUploadChunk',
    'completeUploadSession',
    'listClusters',
    'getClusterNasInfo',
  ],
  async run(context) {
    const [local, target] = positionals(context, upload);
    const { io, parsed } = context;
    const path = resolve(io.cwd, local!);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) throw new CliError(EXIT.usage, `${local} does not exist`);
    if (!stat.isFile()) throw new CliError(EXIT.usage, `${local} is not a file`);
    const name = textOption(parsed, 'name') ?? basename(path);
    const overwrite = parsed.options.has('overwrite');
    await context.signIn();
    const place = await placeOf(context, upload, target!);
    const prefix = prefixOf(place.path);
    const sha256 = await sha256Of(path);
    // As a browser's File.lastModified: whole milliseconds, cut (Node's stat.mtime rounds), so that a session the
    // console began for this file is found.
    const lastModified = new Date(Math.floor(stat.mtimeMs)).toISOString();
    const file = { name, size: stat.size, sha256, lastModified, overwrite };
    let session = await unfinished(context, { nasId: place.nasId, prefix }, file);
    // A new session: the gateway checks every rule of the upload first (an existing file, the quota, the folder).
    session ??= (
      await createUploadSession({
        nas_id: place.nasId,
        prefix,
        file_name: name,
        size: stat.size,
        sha256,
        last_modified: lastModified,
        overwrite,
      })
    ).upload_session;
    const received = new Set(session.received_chunks);
    const { chunk_count: count, upload_id: id } = session;
    io.stderr(
      received.size
        ? `hpc: resuming ${id}: ${received.size} of ${count} chunks stored, ${mib(storedBytes(session, received))} of ${mib(stat.size)}\n`
        : `hpc: uploading ${name} (${mib(stat.size)}, ${count} chunks) as ${id}; interrupted, run the same command again to resume\n`,
    );
    const blob = await openAsBlob(path);
    let recorded = Boolean(session.sha256);
    for (let index = 0; index < count; index += 1) {
      if (received.has(index)) continue;
      const chunk = blob.slice(index * session.chunk_size, (index + 1) * session.chunk_size);
      let answer: NasUploadSession;
      try {
        answer = (await withRetry(context, () => putUploadChunk({ upload_id: id, index, ...(recorded ? {} : { sha256 }), file: chunk })))
          .upload_session;
      } catch (error) {
        if (isGatewayError(error) && exitCodeOf(error) === EXIT.unreachable)
          io.stderr(`hpc: ${received.size} of ${count} chunks stored: run the same command again to send the rest\n`);
        throw error;
      }
      for (const stored of answer.received_chunks) received.add(stored);
      received.add(index);
      recorded ||= Boolean(answer.sha256);
      const bytes = storedBytes(session, received);
      io.stderr(`hpc: ${received.size}/${count} chunks, ${mib(bytes)} of ${mib(stat.size)} (${Math.floor((bytes / stat.size) * 100)}%)\n`);
    }
    const done = await withRetry(context, () => completeUploadSession({ upload_id: id, sha256 }));
    if (context.json) io.stdout(json(done));
    else io.stdout(`Uploaded ${local} to ${place.nasId}:${prefix}${name} (${stat.size} bytes, SHA-256 ${sha256}).\n`);
    return EXIT.ok;
  },
};
