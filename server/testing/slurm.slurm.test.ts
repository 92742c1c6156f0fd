/**
 * The Slurm harness itself: the node is idle for the CLI tools with its env, sdiag counts slurmctld's RPCs, and
 * stop() leaves no user, process nor folder behind (also with a job still running).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSlurmClient } from '../slurm/client';
import { slurmAvailable, startSlurm } from './slurm';

/** Processes whose environment names `dir` (what the harness marks its daemons and job steps with). */
function processesNaming(dir: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid)
    .filter((entry) => {
      try {
        return readFileSync(`/proc/${entry}/environ`, 'latin1').includes(dir);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe.skipIf(!slurmAvailable())('startSlurm', () => {
  it('starts a one-node cluster the CLI reaches with its env, counts RPCs, and stop() removes everything', async () => {
    const slurm = await startSlurm();
    const dir = slurm.conf.replace(/\/slurm\.conf$/, '');
    const run = (command: string, args: string[]) =>
      execFileSync(command, args, { env: { ...process.env, ...slurm.env }, encoding: 'utf8' });
    try {
      expect(run('sinfo', ['-h', '-o', '%P %a %l %D %T'])).toBe('normal* up 1:00:00 1 idle\ndebug up 10:00 1 idle\n');
      const before = await slurm.sdiag();
      expect(before).toBeGreaterThan(0);
      run('squeue', []);
      expect(await slurm.sdiag()).toBeGreaterThan(before);
      const client = createSlurmClient({ url: slurm.url, jwtKeyFile: slurm.jwtKeyFile });
      const id = await client.submit(slurm.user, {
        name: 'left-running',
        script: '#!/bin/bash\nsleep 300\n',
        cwd: slurm.shared,
        stdout: `${slurm.shared}/o`,
        stderr: `${slurm.shared}/e`,
        cpus: 1,
      });
      await expect.poll(async () => (await client.job(slurm.user, id))?.state, { timeout: 20_000, interval: 200 }).toBe('RUNNING');
      // RUNNING is slurmctld's word; slurmstepd starts the script a moment later (longer on a loaded machine).
      await expect
        .poll(() => execFileSync('ps', ['-u', slurm.user, '-o', 'comm='], { encoding: 'utf8' }), { timeout: 20_000, interval: 200 })
        .toContain('sleep');
    } finally {
      await slurm.stop();
    }
    expect(() => execFileSync('id', ['-u', slurm.user], { stdio: 'ignore' })).toThrow();
    expect(existsSync(dir)).toBe(false);
    expect(processesNaming(dir)).toEqual([]);
    await expect(createSlurmClient({ url: slurm.url }).ping()).rejects.toMatchObject({ status: undefined });
  });
});
