/**
 * A private one-node Slurm for tests and benchmarks: its own munge key and munged, slurm.conf, ports,
 * state, spool, logs and JWT key in a temporary folder; slurmctld and slurmd in the foreground as root, slurmrestd as
 * `nobody` (it refuses root) with SLURM_JWT=daemon on a free port of 127.0.0.1; a temporary Unix user (the cluster
 * account jobs run as, with a home) and a shared folder it owns. Needs root and Debian's slurm-wlm, slurmrestd,
 * slurm-wlm-jwt-plugin and munge (`.ci/run` installs them): tests use `slurmAvailable()`.
 *
 *   const slurm = await startSlurm();        // in beforeAll (waits for the node idle and slurmrestd's ping)
 *   ... createSlurmClient({ url: slurm.url, jwtKeyFile: slurm.jwtKeyFile }) as slurm.user ...
 *   await slurm.stop();                      // in afterAll (also done at process exit if forgotten)
 *
 * It never uses the system's munged, slurmctld or slurmd (the packages' services, /etc/munge, /etc/slurm): nothing
 * is shared with them, so they may run or not. Two at once work (tried: each its own ports, munge socket, spool and
 * user, both nodes named after this machine and reached on 127.0.0.1); the slurm project still runs its files one at
 * a time (fileParallelism false in vitest.config.ts), as the brief asks, which also keeps two CPUs' load bounded.
 * stop() cancels the jobs, ends every process it started (and the job steps: slurmstepd carries the harness's mark
 * in its environment) and the user's, removes the user with its home and the folder; a failed start does the same.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSlurmClient } from '../slurm/client';
import { jwtPluginDir, openapiPlugins } from '../slurm/plugins';
import { freePort } from './free-port';
import { processesOf } from './processes';
import { COMMON_SLURM_SETTINGS } from '../slurm/conf';
import {
  accountingAvailable,
  accountingLayout,
  accountingSettings,
  createAccountingDatabase,
  initDatabase,
  mariadbCommand,
  slurmdbdCommand,
  slurmdbdConf,
} from '../slurm/slurmdbd';

const SBIN = ['/usr/sbin/slurmctld', '/usr/sbin/slurmd', '/usr/sbin/slurmrestd', '/usr/sbin/munged', '/usr/sbin/mungekey'];
/** The environment variable that marks the harness's daemons and their slurmstepds (its value: the folder). */
const MARK = 'HPC_SLURM_HARNESS';

export interface Slurm {
  /** slurmrestd: http://127.0.0.1:<port> */
  url: string;
  /** The cluster's JWT key (HS256, 32 random bytes). */
  jwtKeyFile: string;
  /** The cluster account jobs run as (a temporary Unix user with a home). */
  user: string;
  /** A folder owned by `user`: the cluster's shared directory. */
  shared: string;
  /** slurm.conf */
  conf: string;
  /** The node's name (this machine's host name). */
  node: string;
  /** Whether slurmdbd (on a MariaDB of its own) keeps the cluster's accounting (ADR 0058): sacct and slurmrestd's dbv paths. */
  accounting: boolean;
  /** For the CLI tools (sinfo, squeue, scontrol…): `{ SLURM_CONF }`. */
  env: Record<string, string>;
  /** Total RPCs slurmctld has served so far (the sum of sdiag's counts by message type; sdiag's own included). */
  sdiag(): Promise<number>;
  setNodeState(state: 'DOWN' | 'RESUME', reason?: string): Promise<void>;
  stop(): Promise<void>;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Whether startSlurm() can run here: root, Debian's Slurm daemons, munge and the JWT plugins. */
export function slurmAvailable(): boolean {
  return isRoot() && SBIN.every((file) => existsSync(file)) && jwtPluginDir() !== undefined;
}

function idOf(user: string, flag: '-u' | '-g'): number {
  return Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());
}

/** Processes whose environment carries the harness's mark for `dir` (its daemons and their slurmstepds). */
function markedProcesses(dir: string): number[] {
  const marker = `${MARK}=${dir}`;
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0').includes(marker)) found.push(Number(entry));
    } catch {
      /* gone, or not ours to read */
    }
  }
  return found;
}

function kill(pids: number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      /* already gone */
    }
  }
}

/** Synchronous, so that it also runs from process.on('exit'). Safe to call twice. */
function cleanUp(children: ChildProcess[], user: string | undefined, dir: string): void {
  kill(
    children.filter((c) => c.exitCode === null && c.signalCode === null && c.pid).map((c) => c.pid!),
    'SIGKILL',
  );
  kill(markedProcesses(dir), 'SIGKILL');
  if (user) {
    kill(processesOf(user), 'SIGKILL');
    try {
      execFileSync('id', ['-u', user], { stdio: 'ignore' });
      execFileSync('userdel', ['-r', '-f', user], { stdio: 'ignore' });
    } catch {
      /* no such user (already removed) */
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Daemon = (
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  as?: { uid: number; gid: number },
) => ChildProcess;

/** MariaDB and slurmdbd in the foreground, ready (slurmdbd listening) before slurmctld starts and registers the cluster. */
async function startAccounting(
  dir: string,
  dbdPort: number,
  mungeSocket: string,
  jwtKeyFile: string,
  env: Record<string, string>,
  daemon: Daemon,
  exited: () => ChildProcess | undefined,
): Promise<void> {
  const layout = accountingLayout(join(dir, 'accounting'), dir);
  initDatabase(layout);
  const dbPort = await freePort();
  const [mariadb, mariadbArgs] = mariadbCommand(layout, dbPort);
  daemon('mariadbd', mariadb, mariadbArgs, {});
  for (let i = 0; !existsSync(layout.socket); i++) {
    if (exited() || i > 600) throw new Error('MariaDB did not open its socket within 30 s');
    await sleep(50);
  }
  const password = randomBytes(12).toString('hex');
  createAccountingDatabase(layout, password);
  writeFileSync(layout.conf, slurmdbdConf({ layout, dbPort, dbdPort, password, mungeSocket, jwtKeyFile }), { mode: 0o600 });
  const [slurmdbd, slurmdbdArgs] = slurmdbdCommand(true);
  daemon('slurmdbd', slurmdbd, slurmdbdArgs, env);
  for (let i = 0; !(await listening(dbdPort)); i++) {
    if (exited() || i > 600) throw new Error('slurmdbd did not listen within 60 s');
    await sleep(100);
  }
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

function slurmConf(
  dir: string,
  node: string,
  ports: { ctld: number; slurmd: number; dbd: number | null },
  mungeSocket: string,
  jwtKey: string,
): string {
  return [
    'ClusterName=hpctest',
    // Addresses given: no need for the host name to resolve (CI containers).
    `SlurmctldHost=${node}(127.0.0.1)`,
    `SlurmctldPort=${ports.ctld}`,
    `SlurmdPort=${ports.slurmd}`,
    'SlurmUser=root',
    'SlurmdUser=root',
    'AuthType=auth/munge',
    `AuthInfo=socket=${mungeSocket}`,
    'CredType=cred/munge',
    'AuthAltTypes=auth/jwt',
    `AuthAltParameters=jwt_key=${jwtKey}`,
    `StateSaveLocation=${join(dir, 'state')}`,
    `SlurmdSpoolDir=${join(dir, 'spool')}`,
    `SlurmctldPidFile=${join(dir, 'run', 'slurmctld.pid')}`,
    `SlurmdPidFile=${join(dir, 'run', 'slurmd.pid')}`,
    `SlurmctldLogFile=${join(dir, 'log', 'slurmctld.log')}`,
    `SlurmdLogFile=${join(dir, 'log', 'slurmd.log')}`,
    ...COMMON_SLURM_SETTINGS,
    ...(ports.dbd === null ? [] : accountingSettings(ports.dbd, mungeSocket)),
    // The node's CPUs and memory as written here, whatever the machine has (CI's may have fewer than 2).
    'SlurmdParameters=config_overrides',
    // Finished jobs stay visible 5 minutes; a time limit is enforced at once, and a killed job's processes get 2 s.
    'MinJobAge=300',
    'OverTimeLimit=0',
    'KillWait=2',
    `NodeName=${node} NodeAddr=127.0.0.1 CPUs=2 RealMemory=1024 State=UNKNOWN`,
    `PartitionName=normal Nodes=${node} Default=YES MaxTime=60 State=UP`,
    `PartitionName=debug Nodes=${node} MaxTime=10 State=UP`,
    '',
  ].join('\n');
}

export async function startSlurm(): Promise<Slurm> {
  if (!slurmAvailable()) throw new Error('startSlurm needs root and Debian slurm-wlm, slurmrestd, slurm-wlm-jwt-plugin and munge');
  const accounting = accountingAvailable() && process.env.HPC_SLURM_ACCOUNTING !== '0';
  const plugins = openapiPlugins(accounting);
  const dir = mkdtempSync(join(tmpdir(), 'hpc-slurm-'));
  chmodSync(dir, 0o755); // slurmrestd (nobody) reads slurm.conf and reaches munged's socket
  // 12 characters: the cluster account name rule (ShortName, 3-12).
  const user = `hpcslurm${randomBytes(2).toString('hex')}`;
  const node = hostname();
  const children: ChildProcess[] = [];
  let userCreated = false;
  const atExit = (): void => cleanUp(children, userCreated ? user : undefined, dir);
  process.on('exit', atExit);
  const logs: Record<string, string> = {};
  const daemon = (name: string, command: string, args: string[], env: Record<string, string>, as?: { uid: number; gid: number }) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env, [MARK]: dir }, ...as });
    logs[name] = '';
    const keep = (chunk: Buffer) => {
      logs[name] = (logs[name] + chunk.toString()).slice(-4000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    children.push(child);
    return child;
  };
  const exited = () => children.find((c) => c.exitCode !== null || c.signalCode !== null);
  try {
    for (const sub of ['state', 'spool', 'log', 'run', 'munge', 'munge-socket']) mkdirSync(join(dir, sub));
    // munge: its key, log and seed in a folder only munge reads; its socket in one everybody can enter.
    const munge = { uid: idOf('munge', '-u'), gid: idOf('munge', '-g') };
    const mungeKey = join(dir, 'munge', 'munge.key');
    const mungeSocket = join(dir, 'munge-socket', 'munge.socket');
    execFileSync('mungekey', ['-c', '-k', mungeKey], { stdio: 'ignore' });
    for (const path of [join(dir, 'munge'), mungeKey, join(dir, 'munge-socket')]) chownSync(path, munge.uid, munge.gid);
    chmodSync(join(dir, 'munge'), 0o700);
    chmodSync(join(dir, 'munge-socket'), 0o755);
    daemon(
      'munged',
      '/usr/sbin/munged',
      [
        '--foreground',
        `--socket=${mungeSocket}`,
        `--key-file=${mungeKey}`,
        `--pid-file=${join(dir, 'munge', 'munged.pid')}`,
        `--log-file=${join(dir, 'munge', 'munged.log')}`,
        `--seed-file=${join(dir, 'munge', 'munged.seed')}`,
      ],
      {},
      munge,
    );

    const jwtKeyFile = join(dir, 'jwt.key');
    writeFileSync(jwtKeyFile, randomBytes(32), { mode: 0o600 });
    const ports = { ctld: await freePort(), slurmd: await freePort(), dbd: accounting ? await freePort() : null };
    const restPort = await freePort();
    const conf = join(dir, 'slurm.conf');
    writeFileSync(conf, slurmConf(dir, node, ports, mungeSocket, jwtKeyFile), { mode: 0o644 });
    const env = { SLURM_CONF: conf };
    if (ports.dbd !== null) await startAccounting(dir, ports.dbd, mungeSocket, jwtKeyFile, env, daemon, exited);

    execFileSync('useradd', ['-m', '-s', '/bin/bash', user], { stdio: 'ignore' });
    userCreated = true;
    const shared = join(dir, 'shared');
    mkdirSync(shared);
    chownSync(shared, idOf(user, '-u'), idOf(user, '-g'));

    for (let i = 0; !existsSync(mungeSocket); i++) {
      if (exited() || i > 200) throw new Error('munged did not create its socket');
      await sleep(50);
    }
    daemon('slurmctld', '/usr/sbin/slurmctld', ['-D', '-f', conf], env);
    daemon('slurmd', '/usr/sbin/slurmd', ['-D', '-f', conf], env);
    const nobody = { uid: idOf('nobody', '-u'), gid: idOf('nobody', '-g') };
    daemon(
      'slurmrestd',
      '/usr/sbin/slurmrestd',
      ['-a', 'rest_auth/jwt', '-s', plugins, `127.0.0.1:${restPort}`],
      { ...env, SLURM_JWT: 'daemon' },
      nobody,
    );

    const url = `http://127.0.0.1:${restPort}`;
    const client = createSlurmClient({ url, jwtKeyFile, timeoutMs: 5_000 });
    const deadline = Date.now() + 60_000;
    for (;;) {
      const gone = exited();
      if (gone) throw new Error(`a Slurm daemon exited at start: ${gone.spawnfile} ${gone.exitCode ?? gone.signalCode}`);
      const state = (() => {
        try {
          return execFileSync('sinfo', ['-h', '-N', '-o', '%T'], {
            env: { ...process.env, ...env },
            encoding: 'utf8',
            stdio: ['ignore', 'pipe', 'ignore'],
          }).trim();
        } catch {
          return '';
        }
      })();
      // One line per partition the node is in.
      if (
        state !== '' &&
        state.split('\n').every((line) => line === 'idle') &&
        (await client.ping().then(
          () => true,
          () => false,
        ))
      )
        break;
      if (Date.now() > deadline) throw new Error(`the Slurm node is not idle or slurmrestd does not answer within 60 s (node: '${state}')`);
      await sleep(200);
    }

    const cli = (command: string, args: string[], timeout?: number) =>
      execFileSync(command, args, { env: { ...process.env, ...env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout });
    const stop = async (): Promise<void> => {
      process.off('exit', atExit);
      try {
        // At most 10 s: with hundreds of jobs left scancel takes minutes; the daemons are killed below anyway.
        cli('scancel', ['--user', user], 10_000);
      } catch {
        /* slurmctld already gone, or scancel too slow */
      }
      const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
      kill(
        running.map((c) => c.pid!),
        'SIGTERM',
      );
      await Promise.race([Promise.all(running.map((c) => new Promise((r) => c.once('exit', r)))), sleep(5_000)]);
      cleanUp(children, user, dir);
    };
    return {
      url,
      jwtKeyFile,
      user,
      shared,
      conf,
      node,
      accounting,
      env,
      sdiag: async () => {
        const text = cli('sdiag', []);
        const byType =
          text.split(/Remote Procedure Call statistics by message type/)[1]?.split(/Remote Procedure Call statistics by user/)[0] ?? '';
        return [...byType.matchAll(/count:(\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
      },
      setNodeState: async (state, reason = 'set by the test harness') => {
        cli('scontrol', ['update', `NodeName=${node}`, `State=${state}`, ...(state === 'DOWN' ? [`Reason=${reason}`] : [])]);
      },
      stop,
    };
  } catch (error) {
    process.off('exit', atExit);
    cleanUp(children, userCreated ? user : undefined, dir);
    const detail = Object.entries(logs)
      .map(([name, text]) => `${name}: ${text.trim()}`)
      .filter((line) => !line.endsWith(':'))
      .join('\n');
    throw new Error(`${error instanceof Error ? error.message : String(error)}${detail ? `\n${detail}` : ''}`);
  }
}
