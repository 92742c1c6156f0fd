/**
 * setupFiles of the cloud project (vitest.config.ts): one cloud file at a time, as when the project had a group and a
 * worker of its own. The files share the run's cloud folder (./cloud-global-setup.ts), where one at a time none sees
 * another's clusters: a gateway with HPC clusters removes from its cloud's folder the zones' shared clusters its
 * database does not know (ADR 0050: another file's among them), and two clouds choosing a new cluster's /24 at the
 * same moment in two processes could choose the same one. Each file also makes clusters of real daemons on the two
 * cores. The files share the second group's two workers with the e2e and Slurm files (tests/e2e/sequencer.ts puts
 * them one after another between the e2e files); a cloud file that finds another running waits for it here, before
 * its first hook, and gives the run's slot (a file created exclusively, naming its process, beside the run's cloud
 * folder) back after its last, when its clusters are gone. A slot whose process has ended (crashed, killed) is taken
 * over.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { afterAll, inject } from 'vitest';

const slot = inject('hpcTestCloud').slot;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function release(): void {
  try {
    if (readFileSync(slot, 'utf8') === String(process.pid)) rmSync(slot, { force: true });
  } catch {
    // Already gone.
  }
}

for (;;) {
  try {
    const fd = openSync(slot, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    break;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  let holder = 0;
  try {
    holder = Number(readFileSync(slot, 'utf8'));
  } catch {
    continue; // released meanwhile
  }
  // This process's earlier file, ended without giving it back: this file holds it now.
  if (holder === process.pid) break;
  // An empty slot file is being written by its new holder: wait as for a live one.
  if (holder && !alive(holder)) rmSync(slot, { force: true });
  else await new Promise((resolve) => setTimeout(resolve, 250));
}
process.once('exit', release);
// Registered before the file's own hooks, so it runs after them (Vitest runs after-hooks last registered first).
afterAll(() => {
  release();
  process.off('exit', release);
});
