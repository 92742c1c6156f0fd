/** The processes of a temporary Unix user of a test harness (sshd.ts, slurm.ts), to end them before the user goes. */
import { execFileSync } from 'node:child_process';

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
