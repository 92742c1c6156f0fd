/**
 * A site's Slurm and machines in memory for the contract suite (ADR 0065): the gateway in this process talks to a
 * FakeSlurm and FakeMachines, and the registration's files (JWT and munge keys, the shared folder) are in a folder
 * of the run's. The suite checks what the operations answer; the real slurmrestd and machines are the cloud tests'.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useMachineEngine } from '../../server/domains/machines/public';
import { FakeMachines } from '../../server/domains/machines/fake-machines';
import { useSlurmClients } from '../../server/domains/slurm-clusters/public';
import { FakeSlurm } from '../../server/domains/slurm-clusters/fake-slurm';

let dir: string | undefined;

/** The registration's paths (made on first use). */
export function siteFiles(): { shared: string; jwtKey: string; mungeKey: string } {
  dir ??= mkdtempSync(join(tmpdir(), 'hpc-contract-site-'));
  const files = { shared: dir, jwtKey: join(dir, 'jwt.key'), mungeKey: join(dir, 'munge.key') };
  for (const key of [files.jwtKey, files.mungeKey]) writeFileSync(key, 'k'.repeat(32), { mode: 0o600 });
  return files;
}

/** Puts the in-memory site in place of the real engines; answers its removal. */
export function useSiteInMemory(): () => void {
  const slurm = new FakeSlurm();
  useSlurmClients(() => slurm);
  useMachineEngine(new FakeMachines(slurm));
  return () => {
    useSlurmClients(null);
    useMachineEngine(null);
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  };
}
