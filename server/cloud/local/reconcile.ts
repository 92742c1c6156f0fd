/**
 * apply's work for one cluster: its folder, keys and files, the bridge, the hosts (created, kept, removed), the
 * daemons in order (munged, the accounting's MariaDB and slurmdbd where it runs, slurmctld, slurmrestd; then every
 * slurmd and sshd), then a wait until every host runs or one cannot (its daemon exited, or Slurm refused its node):
 * that becomes the failure, with the log's tail.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { openapiPlugins } from '../../slurm/plugins';
import type { SlurmClient } from '../../slurm/client';
import type { ClusterPlan, HostPlan } from '../types';
import { ACCOUNTING_DAEMONS, accountingLogs, accountingOnMachine, installAccounting, startAccounting } from './accounting';
import { hostsFile, makeHomes, writeAccounts, writeInPlace } from './accounts';
import { probe, run, sleep } from './exec';
import { inspect, type ClusterHealth } from './health';
import {
  daemonEnv,
  daemonPid,
  ensureBridge,
  ensureDaemon,
  ensureHolder,
  ensureNetwork,
  tail,
  type Binding,
  type DaemonSpec,
  type HostPaths,
} from './host';
import { FAILURE_FILE, hostPaths, makeMountPath, PLAN_FILE, STOPPED_FILE, writeJson } from './layout';
import { bridgeName, netnsPrefix, routerNetnsName } from './names';
import { bridgePorts, routeCluster, uplinkSubnet, type Uplink } from './uplink';
import { allocateNetwork, assignHosts, bridgeAddress, writeNetwork, type ClusterNetwork } from './network';
import { checkPlan } from './plan-check';
import { prepareTenants, routeTenants, sharedHomeRoots, syncTenantMounts, tenantBindings } from './tenancy';
import { killNamespaces, netnsInode } from './processes';
import {
  accountingLines,
  gpuFile,
  gresConf,
  HOST_MUNGE_DIR,
  HOST_MUNGE_SOCKET,
  HOST_SLURM_CONF,
  HOST_SLURM_DIR,
  HOST_SPOOL_DIR,
  hostSlurmConfOf,
  jwtKeyOf,
  mungeSocketDirOf,
  mungeSocketOf,
  nodeLines,
  slurmConf,
  slurmConfOf,
  SLURMRESTD_PORT,
} from './slurm-conf';

export interface ReconcileContext {
  dir: string;
  cidr: string;
  /** Serialises network allocation across the cloud's clusters. */
  allocate: <T>(work: () => Promise<T>) => Promise<T>;
  client: (clusterDir: string, network: ClusterNetwork, plan: ClusterPlan) => SlurmClient;
  aborted: () => boolean;
  /** The cloud's uplink (made when the cloud opened, or now). */
  uplink: () => Promise<Uplink>;
  /** Slurm's accounting on the controller (./accounting.ts): only where its packages are installed. */
  accounting: boolean;
}

const READY_TIMEOUT_MS = 120_000;

function idOf(name: string, flag: '-u' | '-g'): number {
  const line = readFileSync(flag === '-u' ? '/etc/passwd' : '/etc/group', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  const id = Number(line?.split(':')[2]);
  if (!Number.isInteger(id)) throw new Error(`this machine has no ${name} account`);
  return id;
}

async function keys(clusterDir: string): Promise<void> {
  const munge = { uid: idOf('munge', '-u'), gid: idOf('munge', '-g') };
  const mungeDir = join(clusterDir, 'munge');
  const socketDir = mungeSocketDirOf(clusterDir);
  mkdirSync(mungeDir, { recursive: true });
  mkdirSync(socketDir, { recursive: true });
  const mungeKey = join(mungeDir, 'munge.key');
  if (!existsSync(mungeKey)) await run('mungekey', ['-c', '-k', mungeKey]);
  for (const path of [mungeDir, mungeKey, socketDir]) chownSync(path, munge.uid, munge.gid);
  chmodSync(mungeDir, 0o700);
  chmodSync(mungeKey, 0o400);
  chmodSync(socketDir, 0o755);
  if (!existsSync(jwtKeyOf(clusterDir))) writeFileSync(jwtKeyOf(clusterDir), randomBytes(32), { mode: 0o600 });
  await sshKey(clusterDir);
}

/** The hosts' SSH host key (one per cluster). */
export async function sshKey(clusterDir: string): Promise<void> {
  const sshDir = join(clusterDir, 'ssh');
  mkdirSync(sshDir, { recursive: true, mode: 0o700 });
  const hostKey = join(sshDir, 'ssh_host_ed25519_key');
  if (!existsSync(hostKey)) await run('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'hpc-cloud-host', '-f', hostKey]);
}

export function sshdConfig(clusterDir: string, host: HostPaths): string {
  return [
    `ListenAddress ${host.address}:22`,
    `HostKey ${join(clusterDir, 'ssh', 'ssh_host_ed25519_key')}`,
    `PidFile ${join(host.dir, 'sshd.pid.own')}`,
    'UsePAM no',
    'PasswordAuthentication yes',
    'KbdInteractiveAuthentication no',
    'PubkeyAuthentication yes',
    'PermitRootLogin no',
    'AuthorizedKeysFile .ssh/authorized_keys',
    'UseDNS no',
    'PrintMotd no',
    'PrintLastLog no',
    'MaxStartups 100',
    'MaxSessions 50',
    'Subsystem sftp internal-sftp',
    'AcceptEnv LANG LC_*',
    '',
  ].join('\n');
}

/** Ends a host's processes and removes its namespace, veth and folder. */
export async function removeHost(paths: { netns: string; router?: string; veth?: string; dir?: string }): Promise<void> {
  const inode = netnsInode(paths.netns);
  if (inode !== undefined) await killNamespaces([inode]);
  if (paths.veth && paths.router) await probe('ip', ['-n', paths.router, 'link', 'del', paths.veth], { timeout: 5_000 });
  if (inode !== undefined) await probe('ip', ['netns', 'del', paths.netns], { timeout: 5_000 });
  if (paths.dir) rmSync(paths.dir, { recursive: true, force: true });
}

/** Hosts on the machine the plan no longer names: their namespaces, veths on the bridge and folders. */
export async function removeStale(clusterDir: string, plan: ClusterPlan, keep: HostPaths[]): Promise<boolean> {
  const wanted = new Set(keep.map((h) => h.netns));
  const prefix = netnsPrefix(clusterDir);
  const listed = ((await probe('ip', ['netns', 'list'], { timeout: 5_000 })) ?? '').split('\n').map((l) => l.split(' ')[0]!);
  const stale = listed.filter((n) => n.startsWith(prefix) && !wanted.has(n));
  for (const netns of stale) await removeHost({ netns });
  const router = routerNetnsName(dirname(clusterDir));
  const veths = new Set(keep.map((h) => h.veth));
  for (const link of await bridgePorts(router, bridgeName(clusterDir)))
    if (!veths.has(link)) await probe('ip', ['-n', router, 'link', 'del', link], { timeout: 5_000 });
  const hostsDir = join(clusterDir, 'hosts');
  const names = new Set(plan.hosts.map((h) => h.hostName));
  for (const folder of existsSync(hostsDir) ? readdirSync(hostsDir) : []) {
    if (!names.has(folder)) rmSync(join(hostsDir, folder), { recursive: true, force: true });
  }
  return stale.length > 0;
}

function failureOf(clusterDir: string, h: { host: HostPlan; dead: string[] }): string {
  const daemon = h.dead[0]!;
  const own: Record<string, string> = {
    slurmctld: join(clusterDir, 'log', 'slurmctld.log'),
    slurmd: join(clusterDir, 'log', `slurmd-${h.host.hostName}.log`),
    munged: join(clusterDir, 'munge', 'munged.log'),
    ...accountingLogs(accountingOnMachine(clusterDir, join(clusterDir, 'hosts', h.host.hostName))),
  };
  const text = [tail(join(clusterDir, 'log', `${h.host.hostName}-${daemon}.out`), 600), own[daemon] ? tail(own[daemon], 1_200) : '']
    .filter(Boolean)
    .join('\n');
  return `${daemon} on ${h.host.hostName} exited${text ? `:\n${text}` : ''}`;
}

async function stopDaemon(paths: HostPaths, name: string): Promise<void> {
  const pid = daemonPid(paths, name);
  if (!pid) return;
  process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 150 && daemonPid(paths, name); i++) await sleep(100);
  if (daemonPid(paths, name)) process.kill(pid, 'SIGKILL');
  for (let i = 0; i < 50 && daemonPid(paths, name); i++) await sleep(100);
}

/** ensureDaemon, its failure told with the daemon's log. */
export async function start(
  c: string,
  h: HostPlan,
  paths: HostPaths,
  holder: number,
  spec: DaemonSpec,
): Promise<{ pid: number; started: boolean }> {
  try {
    return await ensureDaemon(paths, holder, spec);
  } catch {
    throw new Error(failureOf(c, { host: h, dead: [spec.name] }));
  }
}

/** The cluster's /24 (allocated the first time, serialised across the cloud) and each host's address and paths. */
export async function placeHosts(
  ctx: ReconcileContext,
  c: string,
  plan: ClusterPlan,
): Promise<{ network: ClusterNetwork; paths: HostPaths[]; pathsOf: (h: HostPlan) => HostPaths }> {
  const network = await ctx.allocate(async () => {
    const allocated = assignHosts(
      await allocateNetwork(ctx.dir, plan.clusterId, ctx.cidr),
      plan.hosts.map((h) => h.nodeId),
    );
    writeNetwork(c, allocated);
    return allocated;
  });
  const paths = plan.hosts.map((h) => hostPaths(c, network, plan.clusterId, h));
  return { network, paths, pathsOf: (h) => paths[plan.hosts.indexOf(h)]! };
}

export async function reconcile(ctx: ReconcileContext, plan: ClusterPlan): Promise<void> {
  checkPlan(plan);
  const c = join(ctx.dir, plan.clusterId);
  mkdirSync(c, { recursive: true, mode: 0o755 });
  writeJson(join(c, PLAN_FILE), plan);
  rmSync(join(c, STOPPED_FILE), { force: true });
  // The uplink's /24 is taken before a cluster's is chosen.
  const uplink = await ctx.uplink();
  const { network, paths, pathsOf } = await placeHosts(ctx, c, plan);
  for (const sub of ['etc/slurm', 'log', 'run', 'state', 'hosts', 'home']) mkdirSync(join(c, sub), { recursive: true, mode: 0o755 });
  for (const h of plan.hosts) mkdirSync(join(pathsOf(h).dir, 'spool', 'slurmd'), { recursive: true });
  await keys(c);

  writeAccounts(join(c, 'etc'), plan.users);
  writeInPlace(join(c, 'etc', 'hosts'), hostsFile(plan.hosts.map((h) => ({ address: pathsOf(h).address, hostName: h.hostName }))), 0o644);
  makeHomes(sharedHomeRoots(c, plan), plan.users);
  const addresses = new Map(plan.hosts.map((h) => [h.nodeId, pathsOf(h).address]));
  const accounting = ctx.accounting;
  const confText = slurmConf({ plan, clusterDir: c, addresses, mungeSocket: HOST_MUNGE_SOCKET, accounting });
  const hostConf = hostSlurmConfOf(c);
  const before = existsSync(hostConf) ? readFileSync(hostConf, 'utf8') : '';
  writeInPlace(hostConf, confText, 0o644);
  const confFile = slurmConfOf(c);
  writeInPlace(confFile, slurmConf({ plan, clusterDir: c, addresses, mungeSocket: mungeSocketOf(c), accounting }), 0o644);
  writeInPlace(join(c, 'etc', 'slurm', 'gres.conf'), gresConf(plan, c), 0o644);
  for (const h of plan.hosts) {
    for (let i = 0; i < h.gpus && h.role === 'compute'; i++) {
      mkdirSync(dirname(gpuFile(c, h.hostName, i)), { recursive: true });
      if (!existsSync(gpuFile(c, h.hostName, i))) writeFileSync(gpuFile(c, h.hostName, i), '');
    }
  }
  const confChanged = before !== '' && before !== confText;
  const nodesChanged = before !== '' && nodeLines(before) !== nodeLines(confText);
  // The accounting turned on (packages installed since the cluster was made) or off.
  const accountingChanged = before !== '' && accountingLines(before) !== accountingLines(confText);
  // Compute hosts whose CPUs, memory or GPUs changed: their slurmd offers what it read when it started.
  const lineOf = (conf: string, h: HostPlan) => conf.split('\n').find((l) => l.startsWith(`NodeName=${h.hostName} `));
  const resized = new Set(
    plan.hosts.filter((h) => h.role === 'compute' && lineOf(before, h) !== undefined && lineOf(before, h) !== lineOf(confText, h)),
  );
  if (!existsSync(plan.sharedDir)) mkdirSync(plan.sharedDir, { recursive: true, mode: 0o755 });
  makeMountPath(c, plan.mountPath);
  prepareTenants(ctx.dir, c, plan);
  mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });

  await ensureBridge(uplink.router, bridgeName(c), bridgeAddress(network));
  await routeCluster(uplink, network.base);
  const removed = await removeStale(c, plan, paths);
  const bindings: Binding[] = [
    // The cluster's passwd, group, shadow and hosts over the machine's /etc. Not bind mounts of those files: a
    // useradd or passwd on the machine renames a new file over /etc/passwd, and the kernel then detaches every mount
    // on the old one, in every namespace.
    { source: join(c, 'etc'), target: '/etc', overlay: true },
    { source: join(c, 'etc', 'slurm'), target: HOST_SLURM_DIR },
    { source: join(c, 'munge'), target: HOST_MUNGE_DIR },
    { source: join(c, 'home'), target: '/home' },
    { source: plan.sharedDir, target: plan.mountPath },
    ...tenantBindings(ctx.dir, plan),
  ];
  const holders = new Map<string, number>();
  let installed: Promise<void> | undefined;
  await Promise.all(
    plan.hosts.map(async (h) => {
      await ensureNetwork(pathsOf(h), uplinkSubnet(uplink), bridgeAddress(network));
      const holder = await ensureHolder(pathsOf(h), [...bindings, { source: join(pathsOf(h).dir, 'spool'), target: HOST_SPOOL_DIR }]);
      holders.set(h.nodeId, holder);
      if (accounting && h.role === 'controller') {
        installed = installAccounting(c, pathsOf(h), holder);
        // Awaited below; a failure of another host first must not leave it unhandled.
        installed.catch(() => undefined);
      }
    }),
  );
  if (ctx.aborted()) return;
  // Running hosts get a tenant's mounts and route without a restart (their jobs run on).
  await routeTenants(ctx.dir, plan, paths, bridgeAddress(network), uplinkSubnet(uplink));
  await syncTenantMounts(ctx.dir, c, plan, [...holders.values()]);

  const env = daemonEnv(c, { SLURM_CONF: HOST_SLURM_CONF });
  const log = (h: HostPlan, daemon: string) => join(c, 'log', `${h.hostName}-${daemon}.out`);
  const controller = plan.hosts.find((h) => h.role === 'controller')!;
  const cp = pathsOf(controller);
  const holder = (h: HostPlan) => holders.get(h.nodeId)!;
  const munge = { uid: idOf('munge', '-u'), gid: idOf('munge', '-g') };
  const mungeDir = HOST_MUNGE_DIR;
  if (!daemonPid(cp, 'munged')) rmSync(mungeSocketOf(c), { force: true });
  await start(c, controller, cp, holder(controller), {
    name: 'munged',
    argv: [
      '/usr/sbin/munged',
      '--foreground',
      `--socket=${HOST_MUNGE_SOCKET}`,
      `--key-file=${join(mungeDir, 'munge.key')}`,
      `--pid-file=${join(mungeDir, 'munged.pid')}`,
      `--log-file=${join(mungeDir, 'munged.log')}`,
      `--seed-file=${join(mungeDir, 'munged.seed')}`,
    ],
    as: munge,
    env,
    logFile: log(controller, 'munged'),
  });
  for (let i = 0; !existsSync(mungeSocketOf(c)); i++) {
    if (!daemonPid(cp, 'munged') || i > 200) throw new Error(failureOf(c, { host: controller, dead: ['munged'] }));
    await sleep(50);
  }
  if (installed) {
    await startAccounting({
      clusterDir: c,
      controller: cp,
      holder: holder(controller),
      installed,
      start: (spec) => start(c, controller, cp, holder(controller), spec),
      failed: (daemon) => new Error(failureOf(c, { host: controller, dead: [daemon] })),
      env,
      output: (daemon) => log(controller, daemon),
      aborted: ctx.aborted,
    });
    if (ctx.aborted()) return;
  } else for (const daemon of [...ACCOUNTING_DAEMONS].reverse()) await stopDaemon(cp, daemon);
  // slurmctld 22.05 takes nodes in or out only when it starts (its state keeps the jobs); slurmctld and slurmrestd
  // take the accounting only then too.
  if (nodesChanged || removed || accountingChanged) await stopDaemon(cp, 'slurmctld');
  if (accountingChanged) await stopDaemon(cp, 'slurmrestd');
  await start(c, controller, cp, holder(controller), {
    name: 'slurmctld',
    argv: ['/usr/sbin/slurmctld', '-D', '-f', HOST_SLURM_CONF],
    env,
    logFile: log(controller, 'slurmctld'),
  });
  for (let i = 0; ; i++) {
    if (ctx.aborted()) return;
    if (!daemonPid(cp, 'slurmctld')) throw new Error(failureOf(c, { host: controller, dead: ['slurmctld'] }));
    if (/is UP/.test((await probe('scontrol', ['ping'], { env: { SLURM_CONF: confFile }, timeout: 10_000 })) ?? '')) break;
    if (i > 600) throw new Error('slurmctld does not answer within 60 s');
    await sleep(100);
  }
  await start(c, controller, cp, holder(controller), {
    name: 'slurmrestd',
    argv: ['/usr/sbin/slurmrestd', '-a', 'rest_auth/jwt', '-s', openapiPlugins(accounting), `${cp.address}:${SLURMRESTD_PORT}`],
    as: { uid: idOf('nobody', '-u'), gid: idOf('nogroup', '-g') },
    env: { ...env, SLURM_JWT: 'daemon' },
    logFile: log(controller, 'slurmrestd'),
  });
  await Promise.all(
    plan.hosts
      .filter((h) => h.role !== 'controller')
      .map(async (h) => {
        const p = pathsOf(h);
        if (h.role === 'compute') {
          if (resized.has(h)) await stopDaemon(p, 'slurmd');
          await start(c, h, p, holder(h), {
            name: 'slurmd',
            argv: ['/usr/sbin/slurmd', '-D', '-N', h.hostName, '-f', HOST_SLURM_CONF],
            env,
            logFile: log(h, 'slurmd'),
          });
        }
        writeFileSync(join(p.dir, 'sshd_config'), sshdConfig(c, p));
        await start(c, h, p, holder(h), {
          name: 'sshd',
          argv: ['/usr/sbin/sshd', '-D', '-e', '-f', join(p.dir, 'sshd_config')],
          env,
          logFile: log(h, 'sshd'),
        });
      }),
  );
  // Also after a restart: the slurmds that kept running read the new configuration and register at once, instead of
  // staying UNKNOWN (refusing jobs) until their next ping.
  if (confChanged) await probe('scontrol', ['reconfigure'], { env: { SLURM_CONF: confFile }, timeout: 20_000 });
  // A resized node Slurm drained for its former definition (e.g. GPUs it did not find) is taken back into service.
  for (const h of resized) {
    await probe('scontrol', ['update', `NodeName=${h.hostName}`, 'State=RESUME'], { env: { SLURM_CONF: confFile }, timeout: 10_000 });
  }

  const client = ctx.client(c, network, plan);
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let health: ClusterHealth;
  for (;;) {
    if (ctx.aborted()) return;
    health = await inspect(c, plan, network, client);
    const died = health.hosts.find((h) => h.dead.length);
    if (died) throw new Error(failureOf(c, died));
    const refused = health.hosts.find((h) => h.refused);
    if (refused) throw new Error(`Slurm refused the node ${refused.host.hostName}: ${refused.refused}`);
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
