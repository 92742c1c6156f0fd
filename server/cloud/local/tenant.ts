/**
 * A tenant of a shared cluster (ADR 0050): login hosts only, on a bridge and /24 of their own (so no other cluster
 * reaches them), with a route to the shared cluster's /24 and its slurm.conf and munge socket (its etc/slurm at
 * /etc/slurm; never its munge key), no Slurm daemon of their own. Its users are its own (its /etc), with the uids
 * the shared plan gives them; their homes (<tenant>/home) are at /home/<tenant id>, here and on the shared hosts.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ClusterPlan } from '../types';
import { hostsFile, makeHomes, writeAccounts, writeInPlace } from './accounts';
import { probe, runSync, sleep } from './exec';
import { inspect, type ClusterHealth } from './health';
import { daemonEnv, ensureBridge, ensureHolder, ensureNetwork, tail, type Binding, type HostPaths } from './host';
import { FAILURE_FILE, hostPaths, makeMountPath, PLAN_FILE, readPlan, STOPPED_FILE, writeJson } from './layout';
import { bridgeName } from './names';
import { bridgeAddress, numberToIp, readNetwork, type ClusterNetwork } from './network';
import { checkPlan } from './plan-check';
import { placeHosts, removeStale, sshdConfig, sshKey, start, type ReconcileContext } from './reconcile';
import { HOST_MUNGE_DIR, HOST_SLURM_DIR, HOST_SPOOL_DIR, slurmConfOf } from './slurm-conf';
import { routeToTenant, tenantHomeOf } from './tenancy';
import { routeCluster, uplinkSubnet } from './uplink';

const READY_TIMEOUT_MS = 120_000;
/** How long a tenant's apply waits for its shared cluster's network and files (the domain applies that one first). */
const SHARED_WAIT_MS = 60_000;
const JOBS_END_MS = 30_000;

export interface Shared {
  clusterDir: string;
  plan: ClusterPlan;
  network: ClusterNetwork;
}

/** The shared cluster as its last apply left it, once it has hosts' addresses and its slurm.conf. */
export function sharedOf(dir: string, sharedId: string): Shared | undefined {
  const clusterDir = join(dir, sharedId);
  const plan = readPlan(clusterDir);
  const network = readNetwork(clusterDir);
  if (!plan || !network || plan.joins !== undefined || !existsSync(join(clusterDir, 'etc', 'slurm', 'slurm.conf'))) return undefined;
  return { clusterDir, plan, network };
}

const sharedHosts = (shared: Shared): HostPaths[] =>
  shared.plan.hosts.map((h) => hostPaths(shared.clusterDir, shared.network, shared.plan.clusterId, h));

export async function reconcileTenant(ctx: ReconcileContext, plan: ClusterPlan): Promise<void> {
  checkPlan(plan);
  const sharedId = plan.joins!;
  const c = join(ctx.dir, plan.clusterId);
  mkdirSync(c, { recursive: true, mode: 0o755 });
  writeJson(join(c, PLAN_FILE), plan);
  rmSync(join(c, STOPPED_FILE), { force: true });
  const uplink = await ctx.uplink();
  let shared = sharedOf(ctx.dir, sharedId);
  for (const deadline = Date.now() + SHARED_WAIT_MS; !shared; shared = sharedOf(ctx.dir, sharedId)) {
    if (ctx.aborted()) return;
    if (Date.now() > deadline)
      throw new Error(`the shared cluster ${sharedId} has no hosts on this machine after ${SHARED_WAIT_MS / 1000} s`);
    await sleep(250);
  }
  const { network, paths, pathsOf } = await placeHosts(ctx, c, plan);
  const homeRoot = join(c, 'home-root');
  for (const sub of ['etc', 'log', 'hosts', 'home', join('home-root', plan.clusterId)])
    mkdirSync(join(c, sub), { recursive: true, mode: 0o755 });
  // Over the machine's /etc/munge (its own key): the shared cluster's key folder is not a tenant's either.
  mkdirSync(join(c, 'no-munge'), { recursive: true, mode: 0o700 });
  for (const p of paths) mkdirSync(join(p.dir, 'spool'), { recursive: true });
  await sshKey(c);

  writeAccounts(join(c, 'etc'), plan.users);
  const sharedAddresses = sharedHosts(shared).map((p) => ({ address: p.address, hostName: p.hostName }));
  writeInPlace(
    join(c, 'etc', 'hosts'),
    hostsFile([...paths.map((p) => ({ address: p.address, hostName: p.hostName })), ...sharedAddresses]),
    0o644,
  );
  makeHomes(
    [
      { path: '/home', dir: homeRoot },
      { path: tenantHomeOf(plan.clusterId), dir: join(c, 'home') },
    ],
    plan.users,
  );
  if (!existsSync(plan.sharedDir)) mkdirSync(plan.sharedDir, { recursive: true, mode: 0o755 });
  makeMountPath(c, plan.mountPath);
  mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });

  await ensureBridge(uplink.router, bridgeName(c), bridgeAddress(network));
  await routeCluster(uplink, network.base);
  await removeStale(c, plan, paths);
  const bindings: Binding[] = [
    { source: join(c, 'etc'), target: '/etc', overlay: true },
    { source: join(shared.clusterDir, 'etc', 'slurm'), target: HOST_SLURM_DIR },
    { source: join(c, 'no-munge'), target: HOST_MUNGE_DIR },
    { source: homeRoot, target: '/home' },
    { source: join(c, 'home'), target: tenantHomeOf(plan.clusterId) },
    { source: plan.sharedDir, target: plan.mountPath },
  ];
  const sharedSubnet = `${numberToIp(shared.network.base)}/24`;
  const holders = new Map<string, number>();
  await Promise.all(
    plan.hosts.map(async (h) => {
      await ensureNetwork(pathsOf(h), uplinkSubnet(uplink), bridgeAddress(network));
      await routeToTenant(pathsOf(h), sharedSubnet, bridgeAddress(network));
      holders.set(
        h.nodeId,
        await ensureHolder(pathsOf(h), [...bindings, { source: join(pathsOf(h).dir, 'spool'), target: HOST_SPOOL_DIR }]),
      );
    }),
  );
  // The way back from the shared hosts (also made by the shared cluster's apply, which may have run before this
  // tenant had a network).
  for (const host of sharedHosts(shared)) await routeToTenant(host, `${numberToIp(network.base)}/24`, bridgeAddress(shared.network));
  if (ctx.aborted()) return;

  const env = daemonEnv(c, { SLURM_CONF: join(HOST_SLURM_DIR, 'slurm.conf') });
  await Promise.all(
    plan.hosts.map(async (h) => {
      const p = pathsOf(h);
      writeFileSync(join(p.dir, 'sshd_config'), sshdConfig(c, p));
      await start(c, h, p, holders.get(h.nodeId)!, {
        name: 'sshd',
        argv: ['/usr/sbin/sshd', '-D', '-e', '-f', join(p.dir, 'sshd_config')],
        env,
        logFile: join(c, 'log', `${h.hostName}-sshd.out`),
      });
    }),
  );

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (ctx.aborted()) return;
    const { health } = await tenantHealth(ctx.dir, plan, network);
    const died = health.hosts.find((h) => h.dead.length);
    if (died) {
      const log = tail(join(c, 'log', `${died.host.hostName}-sshd.out`), 600);
      throw new Error(`sshd on ${died.host.hostName} exited${log ? `:\n${log}` : ''}`);
    }
    if (health.hosts.every((h) => !h.problems.length)) break;
    if (Date.now() > deadline) {
      throw new Error(
        `not every host runs after ${READY_TIMEOUT_MS / 1000} s: ${health.hosts
          .filter((h) => h.problems.length)
          .map((h) => `${h.host.hostName}: ${h.problems.join(', ')}`)
          .join('; ')}`,
      );
    }
    await sleep(250);
  }
  rmSync(join(c, FAILURE_FILE), { force: true });
}

/**
 * The tenant's hosts (sshd on each) and its shared cluster: a host whose shared cluster is gone, stopped or not
 * answering cannot run its users' jobs, so it is not running.
 */
export async function tenantHealth(
  dir: string,
  plan: ClusterPlan,
  network: ClusterNetwork,
): Promise<{ health: ClusterHealth; shared?: Shared; sharedUp: boolean }> {
  const sharedId = plan.joins!;
  const health = await inspect(join(dir, plan.clusterId), plan, network, undefined);
  const shared = sharedOf(dir, sharedId);
  let problem: string | undefined;
  let sharedUp = false;
  if (!shared) problem = `its shared cluster ${sharedId} does not exist`;
  else if (existsSync(join(shared.clusterDir, STOPPED_FILE))) problem = `its shared cluster ${sharedId} is stopped`;
  else {
    sharedUp = /is UP/.test(
      (await probe('scontrol', ['ping'], { env: { SLURM_CONF: slurmConfOf(shared.clusterDir) }, timeout: 10_000 })) ?? '',
    );
    if (!sharedUp) problem = `the scheduler of its shared cluster ${sharedId} does not answer`;
  }
  if (problem) for (const h of health.hosts) if (h.exists) h.problems.push(problem);
  return { health, ...(shared ? { shared } : {}), sharedUp };
}

/** The job ids of `squeue -h -o '%i %U'` whose uid is one of the tenant's users' (the shared cluster knows them by other names). */
function jobsOfTenant(listed: string, plan: ClusterPlan): string[] {
  const uids = new Set(plan.users.map((u) => String(u.uid)));
  return listed
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter(([id, uid]) => id && uid && uids.has(uid))
    .map(([id]) => id!);
}

async function tenantJobs(shared: Shared, plan: ClusterPlan): Promise<string[] | undefined> {
  const listed = await probe('squeue', ['-h', '-o', '%i %U'], { env: { SLURM_CONF: slurmConfOf(shared.clusterDir) }, timeout: 10_000 });
  return listed === undefined ? undefined : jobsOfTenant(listed, plan);
}

/**
 * Cancels every job of the tenant's users on its shared cluster and waits (bounded) until none is listed (squeue
 * lists a job until its processes ended). A shared cluster that is gone, stopped or does not answer runs none.
 */
export async function endTenantJobs(dir: string, plan: ClusterPlan): Promise<void> {
  const shared = plan.joins ? sharedOf(dir, plan.joins) : undefined;
  if (!shared || existsSync(join(shared.clusterDir, STOPPED_FILE)) || !plan.users.length) return;
  const env = { SLURM_CONF: slurmConfOf(shared.clusterDir) };
  for (const deadline = Date.now() + JOBS_END_MS; Date.now() < deadline; await sleep(250)) {
    const jobs = await tenantJobs(shared, plan);
    if (!jobs?.length) return;
    await probe('scancel', jobs, { env, timeout: 10_000 });
  }
}

/** endTenantJobs for process exit: cancelled, not waited for. */
export function endTenantJobsSync(dir: string, plan: ClusterPlan): void {
  const shared = plan.joins ? sharedOf(dir, plan.joins) : undefined;
  if (!shared || existsSync(join(shared.clusterDir, STOPPED_FILE))) return;
  const env = { SLURM_CONF: slurmConfOf(shared.clusterDir) };
  const jobs = jobsOfTenant(runSync('squeue', ['-h', '-o', '%i %U'], { env, timeout: 10_000 }) ?? '', plan);
  if (jobs.length) runSync('scancel', jobs, { env, timeout: 10_000 });
}

/** The shared hosts' route to a destroyed tenant's /24 (else it stays until the shared cluster's next apply). */
export async function unrouteTenant(dir: string, plan: ClusterPlan): Promise<void> {
  const shared = plan.joins ? sharedOf(dir, plan.joins) : undefined;
  const network = readNetwork(join(dir, plan.clusterId));
  if (!shared || !network) return;
  for (const host of sharedHosts(shared)) {
    await probe('ip', ['-n', host.netns, 'route', 'del', `${numberToIp(network.base)}/24`, 'via', bridgeAddress(shared.network)], {
      timeout: 5_000,
    });
  }
}

export function unrouteTenantSync(dir: string, plan: ClusterPlan): void {
  const shared = plan.joins ? sharedOf(dir, plan.joins) : undefined;
  const network = readNetwork(join(dir, plan.clusterId));
  if (!shared || !network) return;
  for (const host of sharedHosts(shared)) {
    runSync('ip', ['-n', host.netns, 'route', 'del', `${numberToIp(network.base)}/24`, 'via', bridgeAddress(shared.network)], {
      timeout: 5_000,
    });
  }
}
