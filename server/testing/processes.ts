/** The processes of a temporary Unix user of a test harness (sshd.ts, slurm.ts), to end them before the user goes. */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

export function processesOf(user: string): number[] {
  try {
    return execFileSync('ps', ['-u', user, '-o', 'pid='], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => Number.isInteger(pid) && pid > 0);
  } catch {
    return []; // ps exits 1 when the user has no process
  }
}

/** Ends a harness's server (sshd, slapd): SIGTERM, then waits for it to exit, at most `waitMs`. */
export async function endProcess(child: ChildProcess, waitMs = 5_000): Promise<void> {
  const exited =
    child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, waitMs))]);
}

/** Whether a harness that starts `program` as root can run here: this process is root and the program is installed. */
export function rootWith(program: string): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0 && existsSync(program);
}

/** Kills a harness's server at once if it still runs: synchronous, so that it also runs from process.on('exit'). */
export function killNow(child: ChildProcess | undefined): void {
  if (child && child.exitCode === null && child.signalCode === null && child.pid) {
    try {
      process.kill(child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
}
