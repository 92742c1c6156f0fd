/**
 * For the console's tests on the local cloud (the cloud project, ADR 0047): a test gateway of the file's own in a
 * temporary data dir, running the local cloud on the run's cloud folder (server/testing/cloud-global-setup.ts: one
 * uplink for the run, so no address comes or goes on this machine while the e2e files' Chromium runs beside), its
 * engine ticked by the test; an EHPC cluster of real hosts created through the API; where a job's output is on this
 * machine. The file's clusters are destroyed after its tests, also when a test failed half-way, and nothing of them
 * is left running.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { openClouds } from '../../cloud/index';
import { runCloud } from '../../cloud/local/cloud-test-support';
import { destroyLocalClusterSync } from '../../cloud/local/index';
import type { Db } from '../../db/database';
import type { Schema } from '../../http/handler-types';
import { SEED } from '../../seed/fixtures';
import { startTestGateway, type TestClient, type TestGateway } from '../../test-support';
import { clusterStorage, realPath } from '../jobs/public';
import { ensureNasExports, signIn } from './test-support';

export const LOCAL_CLOUD = { setting: 'local' as const, network: '198.18.0.0/15' };

export interface CloudGateway {
  readonly gw: TestGateway;
  /** usr-owner, signed in. */
  readonly owner: TestClient;
  readonly dataDir: string;
  /** The local cloud's folder: the run's, which the other cloud files' clusters share (cluster ids are the gateway's own). */
  readonly cloudDir: string;
  db(): Db;
  /** One engine tick now (the engine is off in test gateways; the running one ticks every half second). */
  tick(): Promise<void>;
  /** A gateway restart on the same data dir (the hosts outlive it). */
  restart(): Promise<void>;
  /** Closes the gateway for good (a test of what it leaves behind; the run's uplink stays, the run holds it). */
  close(): Promise<void>;
  /** Clusters the file made: destroyed after its tests. */
  readonly clusters: string[];
}

export function useCloudGateway(prefix: string): CloudGateway {
  const dataDir = mkdtempSync(join(tmpdir(), `hpc-${prefix}-`));
  const run = runCloud();
  const state = { gw: undefined as TestGateway | undefined, owner: undefined as TestClient | undefined, closed: false };
  const started = async () => {
    // The clouds a gateway opens, on the run's cloud folder (<run.root>/cloud) rather than its own data dir's.
    const clouds = await openClouds(LOCAL_CLOUD, run.root);
    state.gw = await startTestGateway(dataDir, { runEngine: false, config: { cloud: LOCAL_CLOUD }, clouds });
    await ensureNasExports(state.gw.gateway.db);
    state.owner = await signIn(state.gw, 'usr-owner');
  };
  const gateway: CloudGateway = {
    get gw() {
      if (!state.gw) throw new Error('the gateway of the file has not started');
      return state.gw;
    },
    get owner() {
      if (!state.owner) throw new Error('the gateway of the file has not started');
      return state.owner;
    },
    dataDir,
    cloudDir: run.dir,
    db: () => gateway.gw.gateway.db,
    tick: () => gateway.gw.gateway.engine.tick(new Date()),
    restart: async () => {
      await gateway.gw.gateway.close();
      await started();
    },
    close: async () => {
      state.closed = true;
      await gateway.gw.gateway.close();
    },
    clusters: [],
  };
  beforeAll(started, 180_000);
  afterAll(async () => {
    for (const id of gateway.clusters) destroyLocalClusterSync(gateway.cloudDir, id);
    if (!state.closed) await state.gw?.gateway.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);
  return gateway;
}

const node = (cpu: number, memory: number, count: number): Schema<'NodeSpec'> => ({ instance_class: 101, cpu, memory, count, gpu: 0 });

/**
 * Creates an EHPC cluster (a controller, a login node, `compute.count` compute nodes, on the spare NAS export) as
 * usr-owner, and answers its id once the request is accepted (it is pending, its hosts starting).
 */
export async function createRealCluster(
  gateway: CloudGateway,
  name: string,
  queue: string,
  compute: { cpu: number; memory: number; count: number },
): Promise<string> {
  const answer = await gateway.owner.op('createCluster', {
    cluster_type: 'ehpc',
    cluster_name: name,
    network_type: 'private',
    vxnet: 'vxnet-hpc01',
    nas_id: SEED.nas.spare,
    nas_path: `/share/${name}`,
    app_version: 'appv-ehpc241',
    admin_password: 'Ehpc#Admin2026',
    deploy_mode: 1,
    scheduler_type: 'slurm',
    queue_name: queue,
    node_config: { controller: node(4, 8192, 1), compute: node(compute.cpu, compute.memory, compute.count), login: node(2, 4096, 1) },
    paid_type: 0,
    duration: 0,
    is_auto_renewal: 0,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const id = String(answer.body.cluster_id);
  gateway.clusters.push(id);
  return id;
}

/** Where a path of a cluster's shared storage (as its nodes see it) is on this machine. */
export async function onMachine(gateway: CloudGateway, clusterId: string, path: string): Promise<string> {
  const [mount] = await gateway
    .db()
    .query<{ cluster_id: string; nas_shared_path: string; export_nas_id: string; export_shared_path: string }>(
      `SELECT c.cluster_id, c.nas_shared_path, ce.export_nas_id, e.shared_path AS export_shared_path
       FROM clusters c JOIN cluster_exports ce ON ce.cluster_id = c.cluster_id JOIN nas_exports e ON e.nas_id = ce.export_nas_id WHERE c.cluster_id = $1`,
      [clusterId],
    );
  const file = mount ? realPath(clusterStorage(gateway.dataDir, mount)!, path) : null;
  if (!file) throw new Error(`${path} is not on the shared storage of ${clusterId}`);
  return file;
}

/** What a job of the cluster wrote to its standard output. */
export async function jobOutput(gateway: CloudGateway, clusterId: string, stdoutPath: string): Promise<string> {
  return readFileSync(await onMachine(gateway, clusterId, stdoutPath), 'utf8');
}
