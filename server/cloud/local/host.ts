/**
 * One host of a cluster on this machine: a network namespace with a veth on the cluster's bridge (in the cloud's
 * router namespace: ./uplink.ts), and a holder process (`sleep infinity` under `unshare --uts --mount`) whose UTS and
 * private mount namespaces carry the host's name and the cluster's bound files. Daemons enter the holder's namespaces with nsenter, detached from the
 * gateway (they outlive it; a restarted gateway finds them by pid file, command name and network namespace).
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { probe, run, sleep } from './exec';
import { commOf, netnsInode, netnsPath, pidAlive } from './processes';

export interface HostPaths {
  /** <cluster>/hosts/<hostName> */
  dir: string;
  netns: string;
  /** The cloud's router namespace, where the veth's other end and the bridge are. */
  router: string;
  veth: string;
  bridge: string;
  address: string;
  hostName: string;
}

export interface Binding {
  source: string;
  target: string;
  /** Lay `source` over `target` (a read-only overlay whose upper layer is source) instead of a bind mount. */
  overlay?: boolean;
}

/** The environment daemons get: nothing of the gateway's (its secrets stay out of the hosts). */
export const daemonEnv = (clusterDir: string, extra: Record<string, string> = {}): Record<string, string> => ({
  PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
  LANG: 'C.UTF-8',
  HPC_CLOUD_CLUSTER: clusterDir,
  ...extra,
});

export const pidFile = (host: HostPaths, daemon: string): string => join(host.dir, `${daemon}.pid`);

export function readPid(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function holderPid(host: HostPaths): number | undefined {
  const pid = readPid(pidFile(host, 'holder'));
  return pidAlive(pid, 'sleep', netnsInode(host.netns)) ? pid : undefined;
}

export function daemonPid(host: HostPaths, daemon: string): number | undefined {
  const pid = readPid(pidFile(host, daemon));
  return pidAlive(pid, daemon, netnsInode(host.netns)) ? pid : undefined;
}

/** The cluster's bridge in the cloud's router, with the /24's first address. */
export async function ensureBridge(router: string, bridge: string, address: string): Promise<void> {
  if ((await probe('ip', ['-n', router, 'link', 'show', 'dev', bridge], { timeout: 5_000 })) === undefined) {
    await run('ip', ['-n', router, 'link', 'add', bridge, 'type', 'bridge']);
  }
  const shown = (await run('ip', ['-n', router, '-4', '-o', 'addr', 'show', 'dev', bridge])) ?? '';
  if (!shown.includes(`inet ${address}/24`)) await run('ip', ['-n', router, 'addr', 'add', `${address}/24`, 'dev', bridge]);
  await run('ip', ['-n', router, 'link', 'set', bridge, 'up']);
}

/**
 * The namespace, its veth on the bridge in the router, its address, loopback and its one route out: to the cloud's
 * uplink (`uplinkSubnet`, through the bridge's `gateway` address), whence the gateway reaches its sshd and
 * slurmrestd. Each step only when missing.
 */
export async function ensureNetwork(host: HostPaths, uplinkSubnet: string, gateway: string): Promise<void> {
  if (netnsInode(host.netns) === undefined) await run('ip', ['netns', 'add', host.netns]);
  if ((await probe('ip', ['-n', host.router, 'link', 'show', 'dev', host.veth], { timeout: 5_000 })) === undefined) {
    // An eth0 whose other end is elsewhere (a half-made host) goes first.
    await probe('ip', ['-n', host.netns, 'link', 'del', 'eth0'], { timeout: 5_000 });
    await run('ip', ['-n', host.router, 'link', 'add', host.veth, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', host.netns]);
  }
  await run('ip', ['-n', host.router, 'link', 'set', host.veth, 'master', host.bridge, 'up']);
  const inside = await probe('ip', ['-n', host.netns, '-4', '-o', 'addr', 'show', 'dev', 'eth0'], { timeout: 5_000 });
  if (!(inside ?? '').includes(`inet ${host.address}/24`)) {
    await run('ip', ['-n', host.netns, 'addr', 'flush', 'dev', 'eth0']);
    await run('ip', ['-n', host.netns, 'addr', 'add', `${host.address}/24`, 'dev', 'eth0']);
  }
  await run('ip', ['-n', host.netns, 'link', 'set', 'eth0', 'up']);
  await run('ip', ['-n', host.netns, 'link', 'set', 'lo', 'up']);
  await run('ip', ['-n', host.netns, 'route', 'replace', uplinkSubnet, 'via', gateway, 'dev', 'eth0']);
}

/** Waits until `pid` has exec'd into `comm` (nsenter and unshare exec without forking). */
async function execd(pid: number, comm: string, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const now = commOf(pid);
    if (now === comm) return;
    if (now === undefined) throw new Error(`${what} exited at start`);
    await sleep(50);
  }
  throw new Error(`${what} did not start within 5 s`);
}

/** The holder, with its host name and bound files; a holder whose set-up failed is ended (the next apply redoes it). */
export async function ensureHolder(host: HostPaths, bindings: Binding[]): Promise<number> {
  const existing = holderPid(host);
  if (existing) return existing;
  mkdirSync(host.dir, { recursive: true });
  const child = spawn(
    'nsenter',
    [`--net=${netnsPath(host.netns)}`, '--', 'unshare', '--uts', '--mount', '--propagation', 'private', '--', 'sleep', 'infinity'],
    {
      detached: true,
      stdio: 'ignore',
      cwd: '/',
      env: daemonEnv(''),
    },
  );
  child.on('error', () => undefined);
  child.unref();
  const pid = child.pid;
  if (!pid) throw new Error(`the holder of ${host.hostName} did not start`);
  try {
    await execd(pid, 'sleep', `the holder of ${host.hostName}`);
    const enter = (ns: string[], args: string[]) => run('nsenter', ['-t', String(pid), ...ns, '--', ...args]);
    await enter(['--uts'], ['hostname', host.hostName]);
    // Other hosts' namespace files stay out of this one (a copy of the mount would keep their namespaces alive).
    await enter(['--mount'], ['umount', '-l', '/run/netns']).catch(() => undefined);
    for (const { source, target, overlay } of bindings) {
      if (overlay) await enter(['--mount'], ['mount', '-t', 'overlay', 'hpc-cloud', '-o', `lowerdir=${source}:${target}`, target]);
      else await enter(['--mount'], ['mount', '--bind', source, target]);
    }
    writeFileSync(pidFile(host, 'holder'), `${pid}\n`);
    return pid;
  } catch (error) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone */
    }
    throw error;
  }
}

const LOG_LIMIT = 8 * 1024 * 1024;

export interface DaemonSpec {
  /** Its command name (/proc/<pid>/comm) and pid file's name. */
  name: string;
  argv: string[];
  as?: { uid: number; gid: number };
  env: Record<string, string>;
  /** Its stdout and stderr. */
  logFile: string;
}

/** Starts the daemon in the host's namespaces unless it runs; answers its pid. */
export async function ensureDaemon(host: HostPaths, holder: number, spec: DaemonSpec): Promise<{ pid: number; started: boolean }> {
  const running = daemonPid(host, spec.name);
  if (running) return { pid: running, started: false };
  // A daemon's output is kept across restarts, up to a few MiB (slurmrestd notes every request).
  if (existsSync(spec.logFile) && statSync(spec.logFile).size > LOG_LIMIT) truncateSync(spec.logFile, 0);
  const fd = openSync(spec.logFile, 'a');
  const identity = spec.as ? ['-S', String(spec.as.uid), '-G', String(spec.as.gid)] : [];
  const child = spawn('nsenter', ['-t', String(holder), '--net', '--uts', '--mount', ...identity, '--', ...spec.argv], {
    detached: true,
    stdio: ['ignore', fd, fd],
    cwd: '/',
    env: spec.env,
  });
  closeSync(fd);
  child.on('error', () => undefined);
  child.unref();
  if (!child.pid) throw new Error(`${spec.name} on ${host.hostName} did not start`);
  writeFileSync(pidFile(host, spec.name), `${child.pid}\n`);
  await execd(child.pid, spec.name, `${spec.name} on ${host.hostName}`);
  return { pid: child.pid, started: true };
}

export function tcpAccepts(host: string, port: number, timeoutMs = 2_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** The last characters of a log file, for a failure's reason. */
export function tail(file: string, chars = 1_200): string {
  try {
    return existsSync(file) ? readFileSync(file, 'utf8').slice(-chars).trim() : '';
  } catch {
    return '';
  }
}
