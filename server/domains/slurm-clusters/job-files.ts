/**
 * Where a console job lives in a Slurm cluster's shared directory (ADR 0039): <shared_dir>/<account>/jobs/<job>/,
 * holding its script (the job's command, or its script file's text) and, by default, its working directory and
 * output. Paths the user gave inside the shared directory are kept; others are replaced by these.
 */
import { chownSync, mkdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join, resolve, sep } from 'node:path';
import type { JobRow } from '../jobs/public';

export interface SlurmJobPaths {
  dir: string;
  script: string;
  cwd: string;
  stdout: string;
  stderr: string;
}

const inside = (root: string, path: string | null): path is string => !!path && resolve(path).startsWith(root + sep);

/** The submit form's own default (…/jobs/<folder>/<uuid>, an array's …/<uuid>_%a.out) counts as not given. */
const isDefault = (job: JobRow, path: string | null) =>
  !!path &&
  (path.endsWith(`/${job.hpcjob_uuid}`) ||
    path.includes(`/${job.hpcjob_uuid}/${job.hpcjob_uuid}.`) ||
    path.includes(`/${job.hpcjob_uuid}/${job.hpcjob_uuid}_%a.`));

export function jobPaths(sharedDir: string, account: string, job: JobRow): SlurmJobPaths {
  const root = resolve(sharedDir);
  const dir = join(root, account, 'jobs', job.hpcjob_uuid);
  const given = (path: string | null) => (inside(root, path) && !isDefault(job, path) ? resolve(path) : null);
  const cwd = given(job.work_dir) ?? dir;
  // An array's tasks write files of their own (%a: the task's index).
  const output = `${job.hpcjob_uuid}${job.array_spec ? '_%a' : ''}`;
  return {
    dir,
    script: join(dir, `${job.hpcjob_uuid}.sh`),
    cwd,
    stdout: given(job.stdout_path) ?? join(cwd, `${output}.out`),
    stderr: given(job.stderr_path) ?? join(cwd, `${output}.err`),
  };
}

/** The batch script: the script's own text, or the command under a bash shebang. */
export function scriptText(job: JobRow, scriptFile: string | null): string {
  if (scriptFile !== null) return scriptFile.startsWith('#!') ? scriptFile : `#!/bin/bash\n${scriptFile}`;
  return `#!/bin/bash\n${job.cmd ?? ''}\n`;
}

/** uid and gid of a unix account on this machine, or null (the gateway then leaves ownership as it is). */
export function machineIds(account: string): { uid: number; gid: number } | null {
  try {
    const quiet = { encoding: 'utf8' as const, stdio: ['ignore', 'pipe', 'ignore'] as ['ignore', 'pipe', 'ignore'] };
    const uid = Number(execFileSync('id', ['-u', account], quiet).trim());
    const gid = Number(execFileSync('id', ['-g', account], quiet).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) && uid > 0 ? { uid, gid } : null;
  } catch {
    return null;
  }
}

/**
 * Writes the script into the job's folder: `paths` as the cluster's nodes see them, `here` where each is on this
 * machine (null: outside the cluster's storage, left alone). A gateway running as root hands the folders and the
 * script to the account (`ids`), so the job (which runs as that account, never as root) can write its output there.
 */
export function writeJobScript(
  paths: SlurmJobPaths,
  here: (path: string) => string | null,
  ids: { uid: number; gid: number } | null,
  text: string,
): void {
  const [dir, cwd, script] = [here(paths.dir), here(paths.cwd), here(paths.script)];
  if (!dir || !script) throw new Error(`the job's folder ${paths.dir} is outside the cluster's storage`);
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  if (cwd) mkdirSync(cwd, { recursive: true, mode: 0o755 });
  writeFileSync(script, text, { mode: 0o755 });
  if (process.getuid?.() !== 0 || !ids) return;
  for (const path of [resolve(dir, '..', '..'), resolve(dir, '..'), dir, cwd, script]) {
    if (!path) continue;
    try {
      chownSync(path, ids.uid, ids.gid);
    } catch {
      // a folder of another owner stays as it is
    }
  }
}
