/**
 * The local cloud (ADR 0047): each cluster's hosts are namespaces on this machine. Work per cluster runs one at a
 * time in its lane: apply queues a reconcile (a second apply while one runs replaces the queued plan: the latest
 * wins); stop and destroy drop the queued plan and ask the running one to give up at its next step. A tenant of a
 * shared cluster (a plan that `joins` one: ./tenant.ts) is its login hosts; its scheduler is the shared cluster's.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statfsSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createSlurmClient, type SlurmClient } from '../../slurm/client';
import { accountingAvailable } from '../../slurm/slurmdbd';
import type { Cloud, ClusterObservation, ClusterPlan, HostObservation } from '../types';
import { endProcesses } from './accounting';
import { createFigures } from './figures';
import { inspect } from './health';
import { holderPid } from './host';
import { FAILURE_FILE, hostPaths, readPlan, STOPPED_FILE } from './layout';
import { CLUSTER_ID } from './names';
import { DEFAULT_NETWORK, parseCidr, readNetwork, type ClusterNetwork } from './network';
import { netnsInode } from './processes';
import { reconcile } from './reconcile';
import { endTenantJobs, reconcileTenant, tenantHealth } from './tenant';
import { tenantsOf } from './tenancy';
import { endJobsOn, heldPartitions } from './scheduler-view';
import { jwtKeyOf, slurmConfOf, SLURMRESTD_PORT } from './slurm-conf';
import { destroyCluster, stopCluster } from './teardown';
import { ensureUplink, removeUplinkIfUnused, type Uplink } from './uplink';

interface Lane {
  tail: Promise<void>;
  nextPlan?: ClusterPlan;
  scheduled: boolean;
  running: boolean;
  abort: boolean;
}

export interface LocalCloudOptions {
  /** The cloud's folder (the gateway's <HPC_DATA_DIR>/cloud); a cluster's things are in <dir>/<clusterId>/. */
  dir: string;
  /** The addresses hosts get, a /24 per cluster (default 198.18.0.0/15); never routed off the machine. */
  network?: string;
}

const restUrlOf = (network: ClusterNetwork, plan: ClusterPlan, clusterDir: string): string => {
  const controller = plan.hosts.find((h) => h.role === 'controller')!;
  return `http://${hostPaths(clusterDir, network, plan.clusterId, controller).address}:${SLURMRESTD_PORT}`;
};

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** The account names of a passwd file. */
const accountNames = (passwd: string | undefined): string[] =>
  (passwd ?? '')
    .split('\n')
    .map((line) => line.split(':')[0]!)
    .filter(Boolean);

export interface LocalCloud extends Cloud {
  /**
   * Makes the cloud's uplink (./uplink.ts): the one address this machine's interfaces get, given when the gateway
   * starts rather than when a user creates a cluster. Apply makes it too when it was not.
   */
  ready(): Promise<void>;
  /** Resolves once the cluster's queued work (applies, restarts) is done: for tests and benchmarks. */
  settled(clusterId: string): Promise<void>;
}

export function createLocalCloud(options: LocalCloudOptions): LocalCloud {
  const dir = resolve(options.dir);
  // The cluster's etc folder is an overlay's lowerdir option: no separators there.
  if (/[,:\s\\]/.test(dir)) throw new Error(`the local cloud's folder must be a path without commas, colons or spaces ('${dir}')`);
  const cidr = options.network ?? DEFAULT_NETWORK;
  parseCidr(cidr);
  const lanes = new Map<string, Lane>();
  const clients = new Map<string, { url: string; client: SlurmClient }>();
  let allocation: Promise<unknown> = Promise.resolve();
  let closed = false;
  const figures = createFigures();
  // Slurm's accounting is optional: without its packages the clusters run without it (./accounting.ts).
  const accounting = accountingAvailable();
  let uplink: Promise<Uplink> | undefined;
  const uplinkOf = (): Promise<Uplink> =>
    (uplink ??= ensureUplink(dir, cidr).catch((error: unknown) => {
      uplink = undefined;
      throw error;
    }));

  const checkId = (clusterId: string) => {
    if (!CLUSTER_ID.test(clusterId)) throw new Error(`invalid cluster id '${clusterId}'`);
  };
  const laneOf = (clusterId: string): Lane => {
    let lane = lanes.get(clusterId);
    if (!lane) lanes.set(clusterId, (lane = { tail: Promise.resolve(), scheduled: false, running: false, abort: false }));
    return lane;
  };
  const enqueue = (lane: Lane, work: () => Promise<void>): Promise<void> => {
    const next = lane.tail.then(async () => {
      lane.running = true;
      lane.abort = false;
      try {
        await work();
      } finally {
        lane.running = false;
      }
    });
    lane.tail = next.catch(() => undefined);
    return next;
  };
  const clientOf = (clusterDir: string, network: ClusterNetwork, plan: ClusterPlan): SlurmClient => {
    const url = restUrlOf(network, plan, clusterDir);
    const known = clients.get(plan.clusterId);
    if (known?.url === url) return known.client;
    const client = createSlurmClient({ url, jwtKeyFile: jwtKeyOf(clusterDir), timeoutMs: 5_000 });
    clients.set(plan.clusterId, { url, client });
    return client;
  };

  const runReconcile = async (lane: Lane, plan: ClusterPlan): Promise<void> => {
    const clusterDir = join(dir, plan.clusterId);
    try {
      await (plan.joins ? reconcileTenant : reconcile)(
        {
          dir,
          cidr,
          allocate: (work) => {
            const result = allocation.then(work);
            allocation = result.catch(() => undefined);
            return result;
          },
          client: clientOf,
          aborted: () => lane.abort || closed,
          uplink: uplinkOf,
          accounting,
        },
        plan,
      );
    } catch (error) {
      if (lane.abort) return; // destroyed or stopped meanwhile: nothing to report
      mkdirSync(clusterDir, { recursive: true });
      writeFileSync(join(clusterDir, FAILURE_FILE), error instanceof Error ? error.message : String(error));
    }
  };

  const scheduleApply = (clusterId: string, plan: ClusterPlan) => {
    const lane = laneOf(clusterId);
    lane.nextPlan = plan;
    if (lane.scheduled) return;
    lane.scheduled = true;
    void enqueue(lane, async () => {
      lane.scheduled = false;
      const next = lane.nextPlan;
      lane.nextPlan = undefined;
      if (next && !closed) await runReconcile(lane, next);
    });
  };

  /** Drops the queued plan and asks the running work to stop at its next step; then runs `work` in the lane. */
  const preempt = (clusterId: string, work: () => Promise<void>): Promise<void> => {
    const lane = laneOf(clusterId);
    lane.nextPlan = undefined;
    if (lane.running) lane.abort = true;
    return enqueue(lane, work);
  };

  const observe = async (clusterId: string): Promise<ClusterObservation> => {
    checkId(clusterId);
    const clusterDir = join(dir, clusterId);
    const lane = lanes.get(clusterId);
    const busy = !!lane && (lane.running || lane.scheduled);
    const failure = readText(join(clusterDir, FAILURE_FILE))?.trim() || undefined;
    // The plan an apply queued is the one to answer for (its new hosts are starting), else the last one applied.
    const plan = lane?.nextPlan ?? readPlan(clusterDir);
    const network = readNetwork(clusterDir);
    if (!plan) return { clusterId, hosts: [], ...(failure ? { failure } : {}) };
    const stopped = existsSync(join(clusterDir, STOPPED_FILE));
    if (!network) {
      return {
        clusterId,
        hosts: plan.hosts.map((h) => ({ nodeId: h.nodeId, hostName: h.hostName, role: h.role, state: busy ? 'starting' : 'absent' })),
        ...(failure ? { failure } : {}),
      };
    }
    const tenant = plan.joins ? await tenantHealth(dir, plan, network) : undefined;
    const health = tenant?.health ?? (await inspect(clusterDir, plan, network, clientOf(clusterDir, network, plan)));
    const measured = figures.measure(
      clusterId,
      health.hosts.filter((h) => h.exists),
    );
    const hosts: HostObservation[] = health.hosts.map((h) => {
      const base: HostObservation = { nodeId: h.host.nodeId, hostName: h.host.hostName, role: h.host.role, state: 'absent' };
      if (h.exists) {
        base.address = h.paths.address;
        if (h.host.role !== 'controller') base.ssh = { host: h.paths.address, port: 22 };
      }
      if (stopped) return { ...base, state: h.exists ? 'stopped' : 'absent' };
      if (!h.exists) return { ...base, state: busy ? 'starting' : 'absent' };
      const own = measured.get(h.host.nodeId);
      if (!h.problems.length) return { ...base, state: 'running', ...own };
      if (busy) return { ...base, state: 'starting', ...own };
      return { ...base, state: 'abnormal', detail: h.problems.join('; '), ...own };
    });
    const observation: ClusterObservation = { clusterId, hosts };
    if (tenant) {
      // Its scheduler and queues are its shared cluster's.
      const shared = tenant.shared;
      if (!stopped && shared && tenant.sharedUp) {
        observation.scheduler = {
          restUrl: restUrlOf(shared.network, shared.plan, shared.clusterDir),
          jwtKeyFile: jwtKeyOf(shared.clusterDir),
          slurmConf: slurmConfOf(shared.clusterDir),
        };
        observation.partitions = await heldPartitions(shared.clusterDir);
      }
    } else {
      if (!stopped && health.controllerUp && health.restUp) {
        observation.scheduler = {
          restUrl: restUrlOf(network, plan, clusterDir),
          jwtKeyFile: jwtKeyOf(clusterDir),
          slurmConf: slurmConfOf(clusterDir),
        };
      }
      if (!stopped && health.controllerUp) observation.partitions = await heldPartitions(clusterDir);
    }
    try {
      const fs = statfsSync(plan.sharedDir);
      observation.disk = { usedBytes: (fs.blocks - fs.bfree) * fs.bsize, totalBytes: fs.blocks * fs.bsize };
    } catch {
      /* the shared directory is gone */
    }
    if (failure) observation.failure = failure;
    const accounts = accountNames(readText(join(clusterDir, 'etc', 'passwd')));
    if (accounts.length) observation.accounts = accounts;
    return observation;
  };

  /** A tenant's users' jobs on its shared cluster end before its hosts stop or go. */
  const endTenantJobsOf = async (clusterId: string): Promise<void> => {
    const plan = readPlan(join(dir, clusterId));
    if (plan?.joins) await endTenantJobs(dir, plan);
  };
  const listClusters = async (): Promise<string[]> =>
    (existsSync(dir) ? readdirSync(dir) : []).filter((id) => CLUSTER_ID.test(id) && statSync(join(dir, id)).isDirectory());

  return {
    kind: 'local',
    apply: async (plan) => {
      checkId(plan.clusterId);
      if (closed) throw new Error('the local cloud is closed');
      scheduleApply(plan.clusterId, plan);
    },
    observe,
    restart: async (clusterId, nodeIds) => {
      checkId(clusterId);
      await preempt(clusterId, async () => {
        const clusterDir = join(dir, clusterId);
        const plan = readPlan(clusterDir);
        const network = readNetwork(clusterDir);
        if (!plan || !network) return;
        for (const host of plan.hosts.filter((h) => nodeIds.includes(h.nodeId))) {
          const paths = hostPaths(clusterDir, network, clusterId, host);
          const holder = holderPid(paths);
          const inode = netnsInode(paths.netns);
          if (inode === undefined) continue;
          await endProcesses([inode], (pid) => pid === holder);
        }
      });
      const plan = readPlan(join(dir, clusterId));
      if (plan) scheduleApply(clusterId, plan);
    },
    endJobs: async (clusterId, nodeIds) => {
      checkId(clusterId);
      // A tenant's login hosts run no jobs.
      if (readPlan(join(dir, clusterId))?.joins) return true;
      return endJobsOn(join(dir, clusterId), nodeIds);
    },
    stop: async (clusterId) => {
      checkId(clusterId);
      await preempt(clusterId, async () => {
        await endTenantJobsOf(clusterId);
        await stopCluster(dir, clusterId);
        const clusterDir = join(dir, clusterId);
        if (existsSync(clusterDir)) writeFileSync(join(clusterDir, STOPPED_FILE), `${new Date().toISOString()}\n`);
      });
    },
    destroy: async (clusterId) => {
      checkId(clusterId);
      // Refused while tenants are applied: destroying them here would take their users' homes with them behind the
      // console's back (the domain destroys each tenant, then the shared cluster once none is left).
      const tenants = tenantsOf(dir, clusterId, await listClusters());
      if (tenants.length) throw new Error(`the shared cluster ${clusterId} still has tenants (${tenants.join(', ')}): destroy them first`);
      await preempt(clusterId, async () => {
        await endTenantJobsOf(clusterId);
        await destroyCluster(dir, clusterId);
      });
      clients.delete(clusterId);
    },
    ready: async () => {
      await uplinkOf();
    },
    settled: async (clusterId) => {
      for (let lane = lanes.get(clusterId); lane && (lane.running || lane.scheduled); lane = lanes.get(clusterId)) await lane.tail;
    },
    clusters: listClusters,
    close: async () => {
      closed = true;
      for (const lane of lanes.values()) {
        lane.nextPlan = undefined;
        if (lane.running) lane.abort = true;
      }
      await Promise.all([...lanes.values()].map((l) => l.tail));
      // The hosts outlive the gateway, and so does their way in; with none left it goes.
      if (uplink) await uplink.catch(() => undefined);
      removeUplinkIfUnused(dir);
    },
  };
}
