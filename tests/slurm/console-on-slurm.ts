/**
 * The console served on a real Slurm, for the slurm project's Chromium files: the console built (or dist/ copied)
 * exactly as the e2e project does it (tests/e2e/global-setup.ts, called here because the slurm project has no global
 * set-up of its own; its own gateway is not used), a private one-node Slurm (server/testing/slurm.ts) registered for
 * usr-owner with a gateway of the file's own that serves that build and runs its engine (the Slurm sync every
 * 500 ms), and the Slurm partition `normal` as a queue. Started in beforeAll, stopped in afterAll.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { TestProject } from 'vitest/node';
import { readConfig, SIMULATED_CLOUD } from '../../server/config';
import { registerSlurmClusterInDb } from '../../server/domains/slurm-clusters';
import { startGateway, type Gateway } from '../../server/gateway';
import { startSlurm, type Slurm } from '../../server/testing/slurm';
import buildAndServe, { E2E_BASE_PATH } from '../e2e/global-setup';
import { waitFor } from '../e2e/lib/own-gateway';

export const SLURM_ZONE = 'pek3';

export interface ConsoleOnSlurm {
  readonly slurm: Slurm;
  readonly gateway: Gateway;
  /** The gateway's address, the browser's origin. */
  readonly origin: string;
  readonly clusterId: string;
  /** The queue of the partition `normal`. */
  readonly queueId: string;
}

export function useConsoleOnSlurm(clusterName: string): ConsoleOnSlurm {
  const state: Partial<{ -readonly [K in keyof ConsoleOnSlurm]: ConsoleOnSlurm[K] }> = {};
  let dataDir = '';
  let stopBuild: (() => Promise<void>) | undefined;
  let previousSync: string | undefined;
  const provided: Record<string, unknown> = {};
  // The e2e project's global set-up, which runs without a time limit there: a production build of the console takes
  // minutes on two shared cores.
  beforeAll(async () => {
    stopBuild = await buildAndServe({ provide: (key: string, value: unknown) => (provided[key] = value) } as unknown as TestProject);
  }, 600_000);
  beforeAll(async () => {
    const slurm = (state.slurm = await startSlurm());
    previousSync = process.env.HPC_SLURM_SYNC_MS;
    process.env.HPC_SLURM_SYNC_MS = '500';
    dataDir = mkdtempSync(join(tmpdir(), 'hpc-slurm-console-'));
    const config = {
      ...readConfig({}),
      basePath: E2E_BASE_PATH,
      port: 0,
      host: '127.0.0.1',
      dataDir,
      distDir: String(provided.e2eDistDir),
      validateResponses: true,
      cloud: SIMULATED_CLOUD,
    };
    const gateway = (state.gateway = await startGateway(config, { runEngine: true }));
    const registered = await registerSlurmClusterInDb(
      gateway.db,
      {
        name: clusterName,
        restUrl: slurm.url,
        jwtKeyFile: slurm.jwtKeyFile,
        sharedDir: slurm.shared,
        sshEndpoint: `${slurm.user}@127.0.0.1:22`,
        owner: 'usr-owner',
        zone: SLURM_ZONE,
        account: slurm.user,
      },
      dataDir,
    );
    const clusterId = (state.clusterId = registered.clusterId);
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    const address = gateway.app.server.address();
    state.origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    // The partitions become the cluster's queues at the first sync.
    state.queueId = await waitFor(
      'the partition normal as a queue',
      async () =>
        (
          await gateway.db.query<{ hpcqueue_id: string }>(
            "SELECT hpcqueue_id FROM queues WHERE cluster_id = $1 AND queue_name = 'normal' AND status = 'active'",
            [clusterId],
          )
        )[0]?.hpcqueue_id,
    );
  });
  afterAll(async () => {
    await state.gateway?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (previousSync === undefined) delete process.env.HPC_SLURM_SYNC_MS;
    else process.env.HPC_SLURM_SYNC_MS = previousSync;
    await state.slurm?.stop();
    await stopBuild?.();
  });
  const started = <K extends keyof ConsoleOnSlurm>(key: K): ConsoleOnSlurm[K] => {
    const value = state[key];
    if (value === undefined) throw new Error('the console on Slurm has not started');
    return value as ConsoleOnSlurm[K];
  };
  return {
    get slurm() {
      return started('slurm');
    },
    get gateway() {
      return started('gateway');
    },
    get origin() {
      return started('origin');
    },
    get clusterId() {
      return started('clusterId');
    },
    get queueId() {
      return started('queueId');
    },
  };
}
