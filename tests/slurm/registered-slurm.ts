/**
 * A private one-node Slurm (server/testing/slurm.ts) registered for usr-owner with an in-process gateway whose engine
 * runs, its Slurm interval (HPC_SLURM_SYNC_MS) set for the file, and usr-owner signed in: the slurm project's files
 * start one in beforeAll and stop it in afterAll.
 */
import { expect } from 'vitest';
import { registerSlurmClusterInDb } from '../../server/domains/slurm-clusters';
import { DEMO_ACCOUNTS } from '../../server/seed/identity';
import { startTestGateway, TestClient, type TestGateway } from '../../server/test-support';
import { startSlurm, type Slurm } from '../../server/testing/slurm';

export interface RegisteredSlurm {
  slurm: Slurm;
  gw: TestGateway;
  owner: TestClient;
  clusterId: string;
  nasId: string;
  stop(): Promise<void>;
}

export async function startRegisteredSlurm(name: string, syncMs: number): Promise<RegisteredSlurm> {
  const slurm = await startSlurm();
  const previousSync = process.env.HPC_SLURM_SYNC_MS;
  process.env.HPC_SLURM_SYNC_MS = String(syncMs);
  const gw = await startTestGateway(undefined, { runEngine: true });
  const { clusterId } = await registerSlurmClusterInDb(
    gw.gateway.db,
    {
      name,
      restUrl: slurm.url,
      jwtKeyFile: slurm.jwtKeyFile,
      sharedDir: slurm.shared,
      sshEndpoint: `${slurm.user}@127.0.0.1:22`,
      owner: 'usr-owner',
      zone: 'pek3',
      account: slurm.user,
    },
    gw.dataDir,
  );
  const [cluster] = await gw.gateway.db.query<{ nas_id: string }>('SELECT nas_id FROM clusters WHERE cluster_id = $1', [clusterId]);
  const account = DEMO_ACCOUNTS.find((a) => a.user_id === 'usr-owner')!;
  const owner = new TestClient(gw.api, 'en');
  expect((await owner.login(account.user_id, account.password)).status).toBe(200);
  return {
    slurm,
    gw,
    owner,
    clusterId,
    nasId: cluster!.nas_id,
    stop: async () => {
      await gw.close();
      if (previousSync === undefined) delete process.env.HPC_SLURM_SYNC_MS;
      else process.env.HPC_SLURM_SYNC_MS = previousSync;
      await slurm.stop();
    },
  };
}

/** Polls `probe` every `everyMs` until it answers a value (not undefined), for up to `withinMs`. */
export async function until<T>(what: string, probe: () => Promise<T | undefined>, withinMs = 60_000, everyMs = 250): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${withinMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
