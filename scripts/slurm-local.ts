/**
 * `npm run slurm:local`: a real one-node Slurm on this machine, registered with the gateway's data dir so
 * that the next `npm start` shows it in usr-owner's cluster list. Root on Debian.
 *
 *   npm run slurm:local                  # install if missing, configure once, start what is not running, register
 *   npm run slurm:local -- --port 6821   # slurmrestd on another loopback port (default 6820)
 *   npm run slurm:local -- --stop        # stop slurmrestd, slurmd, slurmctld, slurmdbd, MariaDB and munged (the config stays)
 *
 * Slurm's accounting (ADR 0058) beside it: slurmdbd on a MariaDB of its own (its data in slurm/accounting, loopback port
 * 6830), so that finished jobs show what they used and outlive slurmctld's memory.
 * Everything lives under ${HPC_DATA_DIR:-.data}/slurm: munge key, slurm.conf (this machine's CPUs and memory from
 * `slurmd -C`), the JWT key, state, spool, logs, pid files and `shared`, the cluster's shared directory owned by the
 * cluster account `hpc_usrowner` (a Unix user created here, with a password kept in account-password for the web
 * terminal). The packages' own services (/etc/munge, /etc/slurm) are not used. A second run reuses the config and
 * restarts only what is not running.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSlurmClient } from '../server/slurm/client';
import { Failure, problemsOf } from '../server/http/failure';
import { translate } from '../server/i18n/messages';
import { openapiPlugins } from '../server/slurm/plugins';
import { COMMON_SLURM_SETTINGS } from '../server/slurm/conf';
import {
  accountingLayout,
  accountingSettings,
  createAccountingDatabase,
  initDatabase,
  mariadbCommand,
  slurmdbdCommand,
  slurmdbdConf,
} from '../server/slurm/slurmdbd';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = ['slurm-wlm', 'slurmrestd', 'slurm-wlm-jwt-plugin', 'munge', 'slurmdbd', 'mariadb-server'];
/** slurmdbd's usual port, and a loopback port for the accounting's own MariaDB (not the system's 3306). */
const DBD_PORT = 6819;
const DB_PORT = 6830;
const ACCOUNT = 'hpc_usrowner';
const OWNER = 'usr-owner';
const CLUSTER_NAME = 'slurm_local';

const arg = (name: string): string | undefined => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const say = (line: string) => process.stdout.write(`${line}\n`);

/** A refusal of the registration in English, each field's problem with it. */
function refusalWords(error: unknown): string {
  if (!(error instanceof Failure)) return error instanceof Error ? error.message : String(error);
  const problems = problemsOf(error, 'en').map((p) => p.message);
  return problems.length ? problems.join('; ') : translate(error.key, 'en', error.params);
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const dataDir = resolve(process.env.HPC_DATA_DIR ?? join(ROOT, '.data'));
const base = join(dataDir, 'slurm');
const paths = {
  conf: join(base, 'slurm.conf'),
  jwtKey: join(base, 'jwt.key'),
  mungeDir: join(base, 'munge'),
  mungeKey: join(base, 'munge', 'munge.key'),
  mungeSocket: join(base, 'munge-socket', 'munge.socket'),
  shared: join(base, 'shared'),
  log: join(base, 'log'),
  run: join(base, 'run'),
  password: join(base, 'account-password'),
  dbPassword: join(base, 'accounting', 'db-password'),
};
const accounting = accountingLayout(join(base, 'accounting'), base);
const pidFiles = {
  munged: join(paths.mungeDir, 'munged.pid'),
  mariadbd: join(accounting.run, 'mysqld.pid'),
  slurmdbd: accounting.pidFile,
  slurmctld: join(paths.run, 'slurmctld.pid'),
  slurmd: join(paths.run, 'slurmd.pid'),
  slurmrestd: join(paths.run, 'slurmrestd.pid'),
};
type Daemon = keyof typeof pidFiles;

function idOf(user: string, flag: '-u' | '-g'): number {
  return Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());
}

function runningPid(daemon: Daemon): number | null {
  try {
    const pid = Number(readFileSync(pidFiles[daemon], 'utf8').trim());
    if (!Number.isInteger(pid) || pid <= 0) return null;
    process.kill(pid, 0);
    // A pid file outliving its process may name another program now.
    const command = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    return command.startsWith(daemon) ? pid : null;
  } catch {
    return null;
  }
}

async function stop(): Promise<void> {
  for (const daemon of ['slurmrestd', 'slurmd', 'slurmctld', 'slurmdbd', 'mariadbd', 'munged'] as Daemon[]) {
    const pid = runningPid(daemon);
    if (pid === null) {
      say(`${daemon}: not running`);
      continue;
    }
    process.kill(pid, 'SIGTERM');
    for (let i = 0; i < 100 && runningPid(daemon) !== null; i++) await sleep(100);
    if (runningPid(daemon) !== null) process.kill(pid, 'SIGKILL');
    say(`${daemon}: stopped (pid ${pid})`);
  }
  say(`The configuration stays in ${base}; npm run slurm:local starts it again.`);
}

function install(): void {
  const missing = PACKAGES.filter((p) => spawnSync('dpkg', ['-s', p], { stdio: 'ignore' }).status !== 0);
  if (missing.length === 0) return;
  say(`Installing ${missing.join(' ')} (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (spawnSync('apt-get', ['install', '-y', ...missing], { stdio: 'inherit', env }).status !== 0) {
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', ...missing], { stdio: 'inherit', env });
  }
}

/** This machine's node line from `slurmd -C` (its real CPUs, sockets, cores and memory). */
function nodeLine(node: string): string {
  const line = execFileSync('slurmd', ['-C'], { encoding: 'utf8' })
    .split('\n')
    .find((l) => l.startsWith('NodeName='));
  if (!line) throw new Error('slurmd -C printed no NodeName line');
  return line.replace(/^NodeName=\S+/, `NodeName=${node} NodeAddr=127.0.0.1`).trim();
}

function configure(node: string): void {
  for (const dir of [base, join(base, 'state'), join(base, 'spool'), paths.log, paths.run, paths.mungeDir, dirname(paths.mungeSocket)])
    mkdirSync(dir, { recursive: true });
  chmodSync(base, 0o755);
  const munge = { uid: idOf('munge', '-u'), gid: idOf('munge', '-g') };
  if (!existsSync(paths.mungeKey)) execFileSync('mungekey', ['-c', '-k', paths.mungeKey], { stdio: 'ignore' });
  for (const path of [paths.mungeDir, paths.mungeKey, dirname(paths.mungeSocket)]) chownSync(path, munge.uid, munge.gid);
  chmodSync(paths.mungeDir, 0o700);
  chmodSync(dirname(paths.mungeSocket), 0o755);
  if (!existsSync(paths.jwtKey)) writeFileSync(paths.jwtKey, randomBytes(32), { mode: 0o600 });
  initDatabase(accounting);
  if (!existsSync(paths.dbPassword)) writeFileSync(paths.dbPassword, `${randomBytes(12).toString('hex')}\n`, { mode: 0o600 });
  if (!existsSync(accounting.conf)) {
    const password = readFileSync(paths.dbPassword, 'utf8').trim();
    const conf = slurmdbdConf({
      layout: accounting,
      dbPort: DB_PORT,
      dbdPort: DBD_PORT,
      password,
      mungeSocket: paths.mungeSocket,
      jwtKeyFile: paths.jwtKey,
    });
    writeFileSync(accounting.conf, conf, { mode: 0o600 });
  }
  if (existsSync(paths.conf)) {
    // A configuration from before the accounting (ADR 0058): its lines are added once.
    const conf = readFileSync(paths.conf, 'utf8');
    if (!conf.includes('AccountingStorageType=')) {
      writeFileSync(paths.conf, `${conf.trimEnd()}\n${accountingSettings(DBD_PORT, paths.mungeSocket).join('\n')}\n`);
      say(`Added Slurm's accounting (slurmdbd) to ${paths.conf}`);
    }
    return;
  }
  writeFileSync(
    paths.conf,
    [
      `ClusterName=${CLUSTER_NAME}`,
      `SlurmctldHost=${node}(127.0.0.1)`,
      'SlurmctldPort=6817',
      'SlurmdPort=6818',
      'SlurmUser=root',
      'SlurmdUser=root',
      'AuthType=auth/munge',
      `AuthInfo=socket=${paths.mungeSocket}`,
      'CredType=cred/munge',
      'AuthAltTypes=auth/jwt',
      `AuthAltParameters=jwt_key=${paths.jwtKey}`,
      `StateSaveLocation=${join(base, 'state')}`,
      `SlurmdSpoolDir=${join(base, 'spool')}`,
      `SlurmctldPidFile=${pidFiles.slurmctld}`,
      `SlurmdPidFile=${pidFiles.slurmd}`,
      `SlurmctldLogFile=${join(paths.log, 'slurmctld.log')}`,
      `SlurmdLogFile=${join(paths.log, 'slurmd.log')}`,
      ...COMMON_SLURM_SETTINGS,
      ...accountingSettings(DBD_PORT, paths.mungeSocket),
      'MinJobAge=300',
      nodeLine(node),
      `PartitionName=normal Nodes=${node} Default=YES MaxTime=INFINITE State=UP`,
      `PartitionName=debug Nodes=${node} MaxTime=30 State=UP`,
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  say(`Wrote ${paths.conf}`);
}

/** The cluster account: a Unix user with a home and a password (for the web terminal), and the shared directory. */
function account(): void {
  if (spawnSync('id', ['-u', ACCOUNT], { stdio: 'ignore' }).status !== 0) {
    execFileSync('useradd', ['-m', '-s', '/bin/bash', ACCOUNT], { stdio: 'ignore' });
    const password = randomBytes(12).toString('base64url');
    execFileSync('chpasswd', [], { input: `${ACCOUNT}:${password}\n` });
    writeFileSync(paths.password, `${password}\n`, { mode: 0o600 });
    say(`Created the Unix user ${ACCOUNT}`);
  }
  mkdirSync(paths.shared, { recursive: true });
  chownSync(paths.shared, idOf(ACCOUNT, '-u'), idOf(ACCOUNT, '-g'));
}

/** MariaDB (in the background, its own pid file) and slurmdbd (daemonises itself), ready before slurmctld starts. */
async function startAccounting(env: NodeJS.ProcessEnv): Promise<void> {
  if (runningPid('mariadbd') === null) {
    const [command, args] = mariadbCommand(accounting, DB_PORT);
    spawn(command, args, { detached: true, stdio: 'ignore' }).unref();
    for (let i = 0; !existsSync(accounting.socket); i++) {
      if (i > 300) throw new Error(`MariaDB did not open its socket within 30 s: see ${join(accounting.run, 'mysqld.log')}`);
      await sleep(100);
    }
    createAccountingDatabase(accounting, readFileSync(paths.dbPassword, 'utf8').trim());
    say(`mariadbd: started on 127.0.0.1:${DB_PORT} (the accounting's own)`);
  }
  if (runningPid('slurmdbd') === null) {
    const [command, args] = slurmdbdCommand(false);
    execFileSync(command, args, { stdio: 'inherit', env });
    for (let i = 0; spawnSync('sacctmgr', ['-n', 'show', 'cluster'], { env, stdio: 'ignore' }).status !== 0; i++) {
      if (i > 60) throw new Error(`slurmdbd does not answer after 30 s: see ${accounting.logFile}`);
      await sleep(500);
    }
    say(`slurmdbd: started on 127.0.0.1:${DBD_PORT}`);
  }
}

async function startDaemons(restPort: number): Promise<void> {
  const env = { ...process.env, SLURM_CONF: paths.conf };
  if (runningPid('munged') === null) {
    const munge = { uid: idOf('munge', '-u'), gid: idOf('munge', '-g') };
    execFileSync(
      '/usr/sbin/munged',
      [
        `--socket=${paths.mungeSocket}`,
        `--key-file=${paths.mungeKey}`,
        `--pid-file=${pidFiles.munged}`,
        `--log-file=${join(paths.mungeDir, 'munged.log')}`,
        `--seed-file=${join(paths.mungeDir, 'munged.seed')}`,
      ],
      { stdio: 'inherit', ...munge },
    );
    say('munged: started');
  }
  await startAccounting(env);
  // slurmctld and slurmd daemonise themselves and write their pid files.
  for (const daemon of ['slurmctld', 'slurmd'] as const) {
    if (runningPid(daemon) !== null) continue;
    execFileSync(`/usr/sbin/${daemon}`, ['-f', paths.conf], { stdio: 'inherit', env });
    say(`${daemon}: started`);
  }
  if (runningPid('slurmrestd') === null) {
    const nobody = { uid: idOf('nobody', '-u'), gid: idOf('nobody', '-g') };
    const out = openSync(join(paths.log, 'slurmrestd.log'), 'a');
    const child = spawn('/usr/sbin/slurmrestd', ['-a', 'rest_auth/jwt', '-s', openapiPlugins(true), `127.0.0.1:${restPort}`], {
      detached: true,
      stdio: ['ignore', out, out],
      env: { ...env, SLURM_JWT: 'daemon' },
      ...nobody,
    });
    closeSync(out);
    writeFileSync(pidFiles.slurmrestd, `${child.pid}\n`); // it does not daemonise itself
    child.unref();
    say(`slurmrestd: started on 127.0.0.1:${restPort} (as nobody)`);
  }
}

async function waitReady(node: string, url: string): Promise<void> {
  const client = createSlurmClient({ url, jwtKeyFile: paths.jwtKey, timeoutMs: 5_000 });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const sinfo = spawnSync('sinfo', ['-h', '-N', '-n', node, '-o', '%T'], {
      encoding: 'utf8',
      env: { ...process.env, SLURM_CONF: paths.conf },
    });
    const states = sinfo.status === 0 ? sinfo.stdout.trim().split('\n') : [];
    const idle = states.length > 0 && states.every((s) => ['idle', 'mixed', 'allocated'].includes(s));
    if (
      idle &&
      (await client.ping().then(
        () => true,
        () => false,
      ))
    )
      return;
    if (Date.now() > deadline)
      throw new Error(`the node is '${states.join(',')}' or slurmrestd does not answer after 60 s: see ${paths.log}`);
    await sleep(500);
  }
}

async function main(): Promise<void> {
  if (process.getuid?.() !== 0)
    throw new Error('npm run slurm:local needs root (it installs packages, starts Slurm and creates a Unix user)');
  if (process.argv.includes('--stop')) return stop();
  if (!existsSync('/usr/bin/apt-get')) throw new Error('npm run slurm:local installs Debian packages: apt-get is not here');
  const restPort = Number(arg('port') ?? 6820);
  if (!Number.isInteger(restPort) || restPort < 1 || restPort > 65535) throw new Error(`--port ${arg('port')}: a TCP port`);
  const node = hostname();
  install();
  configure(node);
  account();
  await startDaemons(restPort);
  const url = `http://127.0.0.1:${restPort}`;
  await waitReady(node, url);
  say(`Slurm is up: node ${node}, slurmrestd ${url}, config ${paths.conf}`);

  // The zone administrator's registration itself (ADR 0065): checked against the running slurmrestd before it is saved.
  const { registerOrChange } = await import('../server/domains/slurm-clusters');
  const { withStoppedGateway } = await import('../server/stopped-gateway');
  const form = {
    cluster_name: CLUSTER_NAME,
    cluster_owner: OWNER,
    rest_url: url,
    jwt_key_path: paths.jwtKey,
    shared_path: paths.shared,
    login_endpoint: `${hostname()}:22`,
    accounts: [{ user_id: OWNER, account: ACCOUNT }],
    munge_key_path: paths.mungeKey,
  };
  const { clusterId, check } = await withStoppedGateway(dataDir, (db, dir) => registerOrChange(db, dir, 'pek3', form)).catch(
    (error: unknown) => {
      throw new Error(`registration refused: ${refusalWords(error)}`);
    },
  );
  say(
    `slurmrestd ${check.api_version}: ${check.partition_count} partition(s), ${check.node_count} node(s), answered in ${check.answer_ms} ms`,
  );
  say(`Registered ${CLUSTER_NAME} (${clusterId}) for ${OWNER} in ${dataDir}: npm start shows it in the cluster list.`);
  const password = existsSync(paths.password) ? `its password is in ${paths.password}` : 'set its password with passwd';
  say(`Cluster account: ${ACCOUNT} (${password}); shared directory ${paths.shared}`);
  say(`CLI: SLURM_CONF=${paths.conf} sinfo`);
  say('Stop: npm run slurm:local -- --stop');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
