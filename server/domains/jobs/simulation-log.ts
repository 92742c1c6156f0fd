/**
 * A simulation job's log (simulation/joblog/{sjob_id}): the text of its standard output or standard error, which
 * the simulation platform keeps under its own storage (files.ts simulationStorage), not on a NAS export. Who sees
 * the job reads it (simulation-access.ts: its submitter and the account owner; any other job is "not found"); the file read is the job's own stdout_path or stderr_path
 * resolved inside that storage, never a path outside it. A long log answers its last LOG_TAIL_BYTES.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import type { Handlers } from '../../http/handler-types';
import { fail } from '../../http/failure';
import { signedIn, type JobsEnv } from './common';
import { realPath, simulationStorage } from './files';
import { simulationJobsSql } from './simulation-access';

/** The most of a log one answer carries (its end). */
export const LOG_TAIL_BYTES = 1024 * 1024;

interface LogRow {
  job_status: string;
  stdout_path: string | null;
  stderr_path: string | null;
}

interface LogText {
  exists: boolean;
  text: string;
  size: number;
  truncated: boolean;
}

const NO_FILE: LogText = { exists: false, text: '', size: 0, truncated: false };

/** The end of a file as text; a UTF-8 character cut by the start of the tail is dropped. */
function readTail(path: string | null): LogText {
  if (!path) return NO_FILE;
  let fd: number | null = null;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) return NO_FILE;
    const size = stat.size;
    const length = Math.min(size, LOG_TAIL_BYTES);
    const bytes = Buffer.alloc(length);
    fd = openSync(path, 'r');
    const read = readSync(fd, bytes, 0, length, size - length);
    let start = 0;
    // UTF-8 continuation bytes are 0x80-0xbf: skip those of a character the tail cut.
    while (size > length && start < read && (bytes[start] ?? 0) >= 0x80 && (bytes[start] ?? 0) < 0xc0) start += 1;
    return { exists: true, text: bytes.subarray(start, read).toString('utf8'), size, truncated: size > length };
  } catch {
    return NO_FILE;
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

export function simulationLogHandlers(env: JobsEnv) {
  return {
    getSimulationJobLog: async ({ db, session, input }) => {
      const { user } = signedIn(session);
      const id = input.sjob_id;
      const params: unknown[] = [id];
      const visible = simulationJobsSql(user, (value) => `$${params.push(value)}`);
      const [row] = await db.query<LogRow>(
        `SELECT j.job_status, j.stdout_path, j.stderr_path FROM jobs j WHERE j.hpcjob_uuid = $1 AND ${visible} AND j.job_status <> 'deleted'`,
        params,
      );
      if (!row) throw fail.notFound('jobs_not_found', { id });
      // The contract's default (stdout) sits behind a $ref the request check does not apply.
      const stream = input.stream === 'stderr' ? 'stderr' : 'stdout';
      const path = stream === 'stderr' ? row.stderr_path : row.stdout_path;
      const real = path ? realPath(simulationStorage(env.dataDir()), path) : null;
      const running = row.job_status === 'running' || row.job_status === 'pending';
      return { log: { stream, path, ...readTail(real), running } };
    },
  } satisfies Handlers;
}
