/**
 * One e2e file at a time, while the slurm project's files run beside them (vitest.config.ts: e2e and slurm share the
 * second group's two workers). Each e2e file holds the run's slot (a file created exclusively, naming its process)
 * from its import until its browser has closed; a file that finds the slot taken waits for it. The slot's path is the
 * run's own (global-setup's inject('e2eSlot')), so two runs on one machine never wait for each other; a slot whose
 * process has ended (crashed, killed) is taken over. Outside the e2e project (the slurm project's console test) there
 * is no slot and nothing waits.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

let held: string | undefined;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Gives the slot back (only if this process holds it). */
export function releaseE2ESlot(): void {
  const path = held;
  held = undefined;
  if (!path) return;
  try {
    if (readFileSync(path, 'utf8') === String(process.pid)) rmSync(path, { force: true });
  } catch {
    // Already gone.
  }
}

/** Waits until this process holds the slot at `path` (no path: there is none to hold). */
export async function holdE2ESlot(path: string | undefined): Promise<void> {
  if (!path || held) return;
  for (;;) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held = path;
      process.once('exit', releaseE2ESlot);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = 0;
    try {
      holder = Number(readFileSync(path, 'utf8'));
    } catch {
      continue; // released meanwhile
    }
    // An empty slot file is being written by its new holder: wait like for a live one.
    if (holder && !alive(holder)) rmSync(path, { force: true });
    else await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
