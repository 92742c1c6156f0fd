/**
 * A site's existing Slurm cluster and its spare machines, for the cloud project's tests of machines joining a
 * cluster as Slurm nodes over SSH (server/machines/). Every host is a network namespace on a bridge of its own in the
 * run's router namespace (server/cloud/local/uplink.ts), like a local-cloud cluster: this machine gets only a route.
 *
 *   const site = await startSite({ machines: 3 });   // in beforeAll
 *   ... probeMachine / joinAsNode over SSH to site.machines[i]; slurmrestd at site.head.restUrl ...
 *   await site.stop();                                // in afterAll (also done at process exit, and after a failed start)
 *
 * The head runs munged (its own key), slurmctld (configless, dynamic nodes: a NodeSet of the feature as the
 * partition), slurmrestd as nobody with JWT at its address, and an sshd. Each machine runs only an sshd (root by key
 * only), as a spare Linux box with Debian's munge and slurmd installed but not running. Each host has a private mount
 * namespace where /etc/munge, /etc/slurm, /run, /var/lib, /var/log and /var/spool are folders of its own, laid out as
 * the Debian packages leave them: a machine sees nothing of this machine's munge or Slurm files, nor the head's. The
 * cluster account (a temporary Unix user) and the shared folder are the same on every host (one filesystem).
 * stop() leaves nothing: processes, namespaces, veths, bridge, route, the account, folders.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSlurmClient } from '../slurm/client';
import { COMMON_SLURM_SETTINGS } from '../slurm/conf';
import { openapiPlugins } from '../slurm/plugins';
import { runCloud } from '../cloud/local/cloud-test-support';
import { run, sleep } from '../cloud/local/exec';
import {
  daemonEnv,
  ensureBridge,
  ensureDaemon,
  ensureHolder,
  ensureNetwork,
  tail,
  tcpAccepts,
  type Binding,
  type HostPaths,
} from '../cloud/local/host';
import { bridgeName, netnsName, routerNetnsName, uplinkName, vethName } from '../cloud/local/names';
import {
  allocateNetwork,
  assignHosts,
  bridgeAddress,
  DEFAULT_NETWORK,
  hostAddress,
  readUplinkBase,
  writeNetwork,
} from '../cloud/local/network';
import { commOf, killNamespaces, netnsInode, pidsIn } from '../cloud/local/processes';
import { destroyClusterSync } from '../cloud/local/teardown';
import { routeCluster, uplinkSubnet, type Uplink } from '../cloud/local/uplink';
import { processesOf } from './processes';

const SLURMCTLD_PORT = 6817;
const SLURMRESTD_PORT = 6820;

export interface SiteHead {
  address: string;
  /** slurmrestd: http://<address>:6820 */
  restUrl: string;
  jwtKeyFile: string;
  /** The cluster's munge key (on this machine): what a joining machine is given. */
  mungeKeyFile: string;
  /** Owned by `account`, the same path on every host. */
  sharedDir: string;
  /** The cluster account jobs run as (a temporary Unix user, on every host). */
  account: string;
  /** The head's sshd, `address:22` (root and the account sign in with a machine's key). */
  sshEndpoint: string;
  /** slurmctld as `--conf-server` takes it: `address:port`. */
  controller: string;
  /** The partition that takes the machines that join with `feature`. */
  partition: string;
  feature: string;
}

export interface SiteMachine {
  /** Its host name, also the node name the tests give it. */
  name: string;
  address: string;
  port: number;
  user: 'root';
  /** An ed25519 private key (OpenSSH format), authorised for root. */
  privateKey: string;
}

export interface Site {
  head: SiteHead;
  machines: SiteMachine[];
  /** The site's folder in the run's cloud folder (leftovers(dir, id, nodeIds) of cloud-test-support checks it). */
  dir: string;
  id: string;
  nodeIds: string[];
  /** An address in the site's network where no host is. */
  vacantAddress: string;
  /** Runs argv inside a host's namespaces ('head' or a machine's name), as root; answers its output. */
  inHost(host: string, argv: string[], timeoutMs?: number): Promise<string>;
  /** The command names of the processes in a host's network namespace, sorted. */
  processes(host: string): string[];
  /** The machine dies: every process in its namespaces killed and its link down, nothing cleaned on it. */
  kill(machineName: string): Promise<void>;
  /** slurmd is no longer installed on that machine (hidden in its mount namespace). */
  hideSlurmd(machineName: string): Promise<void>;
  /** slurmctld's log, for a failure's message. */
  controllerLog(): string;
  stop(): Promise<void>;
}

const HEAD = 'sitehead';

function idOf(name: string, flag: '-u' | '-g'): number {
  return Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
}

/** Folders of a Debian host with munge and Slurm installed, private to that host: owner, mode. */
function hostFolders(dir: string, munge: { uid: number; gid: number }): Binding[] {
  const own = (path: string, mode: number, owner?: { uid: number; gid: number }) => {
    mkdirSync(path, { recursive: true });
    chmodSync(path, mode);
    if (owner) chownSync(path, owner.uid, owner.gid);
  };
  const at = (sub: string) => join(dir, 'root', sub);
  own(at('etc-munge'), 0o700, munge);
  own(at('etc-slurm'), 0o755);
  own(at('run'), 0o755);
  own(join(at('run'), 'sshd'), 0o755);
  own(join(at('run'), 'munge'), 0o755, munge);
  own(at('var-lib'), 0o755);
  own(join(at('var-lib'), 'munge'), 0o711, munge);
  own(at('var-log'), 0o755);
  own(join(at('var-log'), 'munge'), 0o700, munge);
  own(join(at('var-log'), 'slurm'), 0o755);
  own(at('var-spool'), 0o755);
  own(join(at('var-spool'), 'slurmd'), 0o755);
  return [
    { source: at('etc-munge'), target: '/etc/munge' },
    { source: at('etc-slurm'), target: '/etc/slurm' },
    { source: at('run'), target: '/run' },
    { source: at('var-lib'), target: '/var/lib' },
    { source: at('var-log'), target: '/var/log' },
    { source: at('var-spool'), target: '/var/spool' },
  ];
}

function sshdConfig(address: string, hostKey: string, authorisedKeys: string, users: string[]): string {
  return [
    `ListenAddress ${address}:22`,
    `HostKey ${hostKey}`,
    'PidFile /run/sshd.pid',
    'UsePAM no',
    'PasswordAuthentication no',
    'KbdInteractiveAuthentication no',
    'PubkeyAuthentication yes',
    'PermitRootLogin prohibit-password',
    `AllowUsers ${users.join(' ')}`,
    // One file for every host's root (the hosts share this machine's /root): the site's key only.
    `AuthorizedKeysFile ${authorisedKeys}`,
    // The key's folder is in /tmp, which StrictModes refuses (world-writable).
    'StrictModes no',
    'UseDNS no',
    'LogLevel ERROR',
    'PrintMotd no',
    'PrintLastLog no',
    'MaxStartups 100',
    '',
  ].join('\n');
}

function slurmConf(siteDir: string, headAddress: string, partition: string, feature: string): string {
  return [
    'ClusterName=hpcsite',
    `SlurmctldHost=${HEAD}(${headAddress})`,
    `SlurmctldPort=${SLURMCTLD_PORT}`,
    'SlurmdPort=6818',
    'SlurmUser=root',
    'SlurmdUser=root',
    // munge at its default socket on every host (each host's own /run): the nodes get this file as it is.
    'AuthType=auth/munge',
    'CredType=cred/munge',
    'AuthAltTypes=auth/jwt',
    `AuthAltParameters=jwt_key=${join(siteDir, 'jwt.key')}`,
    'SlurmctldParameters=enable_configless',
    // Dynamic nodes (slurmd -Z): room for them, and no message fan-out through nodes that may not resolve each other.
    'MaxNodeCount=16',
    'TreeWidth=65533',
    `StateSaveLocation=${join(siteDir, 'state')}`,
    `SlurmctldPidFile=${join(siteDir, 'run', 'slurmctld.pid')}`,
    `SlurmctldLogFile=${join(siteDir, 'log', 'slurmctld.log')}`,
    // Served to the nodes (configless): the paths a Debian machine has.
    'SlurmdSpoolDir=/var/spool/slurmd',
    'SlurmdPidFile=/run/slurmd.pid',
    'SlurmdLogFile=/var/log/slurm/slurmd.log',
    ...COMMON_SLURM_SETTINGS,
    // A machine that dies is DOWN within ~20 s (pings to it give up after MessageTimeout).
    'SlurmdTimeout=10',
    'MessageTimeout=5',
    'MinJobAge=300',
    'KillWait=2',
    `NodeSet=console Feature=${feature}`,
    `PartitionName=${partition} Nodes=console Default=YES MaxTime=INFINITE State=UP`,
    '',
  ].join('\n');
}

export async function startSite(options: { machines: number; dir?: string }): Promise<Site> {
  const dir = options.dir ?? runCloud().dir;
  const id = `site-${randomBytes(4).toString('hex')}`;
  const siteDir = join(dir, id);
  const account = `hpcsite${randomBytes(2).toString('hex')}`;
  // Outside the run's folder (mode 700): the account reaches it from every host.
  const sharedRoot = mkdtempSync(join(tmpdir(), 'hpc-site-shared-'));
  chmodSync(sharedRoot, 0o755);
  const sharedDir = join(sharedRoot, 'shared');
  let accountMade = false;
  let stopped = false;
  const cleanUp = (): void => {
    if (stopped) return;
    stopped = true;
    process.off('exit', cleanUp);
    destroyClusterSync(dir, id);
    if (accountMade) {
      for (const pid of processesOf(account)) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          /* gone */
        }
      }
      try {
        execFileSync('userdel', ['-r', '-f', account], { stdio: 'ignore' });
      } catch {
        /* already gone */
      }
    }
    rmSync(sharedRoot, { recursive: true, force: true });
  };
  process.on('exit', cleanUp);

  const names = Array.from({ length: options.machines }, (_, i) => `machine${i + 1}`);
  const nodeIds = [HEAD, ...names];
  const partition = 'machines';
  const feature = 'console';
  try {
    const uplinkBase = readUplinkBase(dir);
    // Made by the run (server/testing/cloud-global-setup.ts): never here, where it would add an address to this machine.
    if (uplinkBase === undefined) throw new Error(`the cloud folder ${dir} has no uplink`);
    const uplink: Uplink = { router: routerNetnsName(dir), link: uplinkName(dir), base: uplinkBase };
    mkdirSync(siteDir, { recursive: true, mode: 0o755 });
    const network = assignHosts(await allocateNetwork(dir, id, DEFAULT_NETWORK), [...nodeIds, 'vacant']);
    writeNetwork(siteDir, network);
    const paths = new Map<string, HostPaths>(
      nodeIds.map((name) => [
        name,
        {
          dir: join(siteDir, 'hosts', name),
          netns: netnsName(siteDir, name),
          router: uplink.router,
          veth: vethName(siteDir, name),
          bridge: bridgeName(siteDir),
          address: hostAddress(network, name)!,
          hostName: name,
        },
      ]),
    );
    const headPaths = paths.get(HEAD)!;
    for (const sub of ['etc/slurm', 'ssh', 'state', 'log', 'run']) mkdirSync(join(siteDir, sub), { recursive: true, mode: 0o755 });
    chmodSync(join(siteDir, 'ssh'), 0o700);

    execFileSync('useradd', ['-m', '-s', '/bin/bash', account], { stdio: 'ignore' });
    accountMade = true;
    mkdirSync(sharedDir);
    chownSync(sharedDir, idOf(account, '-u'), idOf(account, '-g'));

    const hostKey = join(siteDir, 'ssh', 'host_ed25519');
    const userKey = join(siteDir, 'ssh', 'machine_ed25519');
    for (const file of [hostKey, userKey]) await run('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', id, '-f', file]);
    const authorisedKeys = join(siteDir, 'ssh', 'authorized_keys');
    writeFileSync(authorisedKeys, readFileSync(`${userKey}.pub`), { mode: 0o600 });
    const jwtKeyFile = join(siteDir, 'jwt.key');
    writeFileSync(jwtKeyFile, randomBytes(32), { mode: 0o600 });
    writeFileSync(join(siteDir, 'etc', 'slurm', 'slurm.conf'), slurmConf(siteDir, headPaths.address, partition, feature), { mode: 0o644 });

    await ensureBridge(uplink.router, bridgeName(siteDir), bridgeAddress(network));
    await routeCluster(uplink, network.base);
    const munge = { uid: idOf('munge', '-u'), gid: idOf('munge', '-g') };
    const holders = new Map<string, number>();
    for (const name of nodeIds) {
      const p = paths.get(name)!;
      await ensureNetwork(p, uplinkSubnet(uplink), bridgeAddress(network));
      const folders = hostFolders(p.dir, munge);
      // The head's /etc/slurm is the site's configuration (slurmrestd, as nobody, reads it there).
      const bindings =
        name === HEAD ? folders.map((b) => (b.target === '/etc/slurm' ? { ...b, source: join(siteDir, 'etc', 'slurm') } : b)) : folders;
      holders.set(name, await ensureHolder(p, bindings));
    }
    const env = daemonEnv(siteDir);
    const log = (name: string, daemon: string) => join(siteDir, 'log', `${name}-${daemon}.out`);
    const headHolder = holders.get(HEAD)!;

    const mungeKeyFile = join(headPaths.dir, 'root', 'etc-munge', 'munge.key');
    await run('mungekey', ['-c', '-k', mungeKeyFile]);
    chownSync(mungeKeyFile, munge.uid, munge.gid);
    chmodSync(mungeKeyFile, 0o400);
    await ensureDaemon(headPaths, headHolder, {
      name: 'munged',
      argv: ['/usr/sbin/munged', '--foreground'],
      as: munge,
      env,
      logFile: log(HEAD, 'munged'),
    });
    const socket = join(headPaths.dir, 'root', 'run', 'munge', 'munge.socket.2');
    await until(
      async () => {
        try {
          readFileSync(socket);
        } catch (error) {
          return (error as NodeJS.ErrnoException).code !== 'ENOENT';
        }
        return true;
      },
      10_000,
      () => `munged on the head did not open its socket: ${tail(log(HEAD, 'munged'))}`,
    );
    await ensureDaemon(headPaths, headHolder, {
      name: 'slurmctld',
      argv: ['/usr/sbin/slurmctld', '-D', '-f', '/etc/slurm/slurm.conf'],
      env,
      logFile: log(HEAD, 'slurmctld'),
    });
    await until(
      () => tcpAccepts(headPaths.address, SLURMCTLD_PORT),
      60_000,
      () => `slurmctld did not listen: ${tail(log(HEAD, 'slurmctld'))} ${tail(join(siteDir, 'log', 'slurmctld.log'))}`,
    );
    await ensureDaemon(headPaths, headHolder, {
      name: 'slurmrestd',
      argv: ['/usr/sbin/slurmrestd', '-a', 'rest_auth/jwt', '-s', openapiPlugins(false), `${headPaths.address}:${SLURMRESTD_PORT}`],
      as: { uid: idOf('nobody', '-u'), gid: idOf('nobody', '-g') },
      env: { ...env, SLURM_CONF: '/etc/slurm/slurm.conf', SLURM_JWT: 'daemon' },
      logFile: log(HEAD, 'slurmrestd'),
    });
    for (const name of nodeIds) {
      const p = paths.get(name)!;
      const config = join(p.dir, 'sshd_config');
      writeFileSync(config, sshdConfig(p.address, hostKey, authorisedKeys, name === HEAD ? ['root', account] : ['root']));
      await ensureDaemon(p, holders.get(name)!, {
        name: 'sshd',
        argv: ['/usr/sbin/sshd', '-D', '-e', '-f', config],
        env,
        logFile: log(name, 'sshd'),
      });
    }
    const restUrl = `http://${headPaths.address}:${SLURMRESTD_PORT}`;
    const client = createSlurmClient({ url: restUrl, jwtKeyFile, timeoutMs: 5_000 });
    await until(
      () =>
        client.ping().then(
          () => true,
          () => false,
        ),
      60_000,
      () => `slurmrestd does not answer: ${tail(log(HEAD, 'slurmrestd'))}`,
    );
    for (const name of nodeIds) {
      const p = paths.get(name)!;
      await until(
        () => tcpAccepts(p.address, 22),
        20_000,
        () => `sshd on ${name} did not listen: ${tail(log(name, 'sshd'))}`,
      );
    }

    const privateKey = readFileSync(userKey, 'utf8');
    const holderOf = (host: string): number => {
      const holder = holders.get(host);
      if (!holder) throw new Error(`the site has no host ${host}`);
      return holder;
    };
    const inHost = (host: string, argv: string[], timeoutMs = 30_000): Promise<string> =>
      run('nsenter', ['-t', String(holderOf(host)), '--net', '--uts', '--mount', '--', ...argv], {
        timeout: timeoutMs,
        env: { PATH: env.PATH! },
      });
    return {
      id,
      dir,
      nodeIds,
      vacantAddress: hostAddress(network, 'vacant')!,
      head: {
        address: headPaths.address,
        restUrl,
        jwtKeyFile,
        mungeKeyFile,
        sharedDir,
        account,
        sshEndpoint: `${headPaths.address}:22`,
        controller: `${headPaths.address}:${SLURMCTLD_PORT}`,
        partition,
        feature,
      },
      machines: names.map((name) => ({ name, address: paths.get(name)!.address, port: 22, user: 'root', privateKey })),
      inHost,
      processes(host) {
        const p = paths.get(host);
        if (!p) throw new Error(`the site has no host ${host}`);
        return pidsIn(netnsInode(p.netns))
          .map((pid) => commOf(pid))
          .filter((comm): comm is string => comm !== undefined)
          .sort();
      },
      async kill(machineName) {
        const p = paths.get(machineName);
        if (!p || machineName === HEAD) throw new Error(`the site has no machine ${machineName}`);
        await run('ip', ['-n', p.router, 'link', 'set', p.veth, 'down']);
        const inode = netnsInode(p.netns);
        if (inode !== undefined) await killNamespaces([inode], 0);
      },
      async hideSlurmd(machineName) {
        if (!paths.has(machineName) || machineName === HEAD) throw new Error(`the site has no machine ${machineName}`);
        // A read-only overlay of /usr/sbin whose upper layer holds a whiteout: slurmd is absent, the rest as it was.
        const upper = join(paths.get(machineName)!.dir, 'root', 'sbin-without-slurmd');
        mkdirSync(upper, { recursive: true });
        await run('mknod', [join(upper, 'slurmd'), 'c', '0', '0']);
        await inHost(machineName, ['mount', '-t', 'overlay', 'hpc-site', '-o', `lowerdir=${upper}:/usr/sbin`, '/usr/sbin']);
      },
      controllerLog: () => tail(join(siteDir, 'log', 'slurmctld.log'), 4_000),
      async stop() {
        if (stopped) return;
        const inodes = nodeIds.map((name) => netnsInode(paths.get(name)!.netns)).filter((i): i is number => i !== undefined);
        await killNamespaces(inodes, 2_000);
        cleanUp();
      },
    };
  } catch (error) {
    const why = [tail(join(siteDir, 'log', 'slurmctld.log'), 1_500)].filter(Boolean).join('\n');
    cleanUp();
    throw new Error(`${error instanceof Error ? error.message : String(error)}${why ? `\n${why}` : ''}`);
  }
}

async function until(check: () => Promise<boolean>, timeoutMs: number, why: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(why());
    await sleep(100);
  }
}
