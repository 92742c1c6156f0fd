/**
 * Slurm's accounting on a cluster's controller (ADR 0058), from server/slurm/slurmdbd.ts: a private MariaDB and
 * slurmdbd in the controller host's namespaces, started after munged and ready (slurmdbd listening) before slurmctld,
 * so that an ended job's CPU time and memory peak outlive slurmctld and slurmrestd answers its /slurmdb paths.
 * - Its files (MariaDB's data, socket and log, slurmdbd's log, the database password) are in the controller's own
 *   spool folder, its /var/spool (<cluster>/hosts/<controller>/spool/slurm-accounting). MariaDB runs as mysql, which
 *   may not cross the folders above the cloud's (a data dir of mode 700) but does reach a bind mount's own folder: so
 *   mariadb-install-db, mariadbd and its client run inside the host, with the paths the host sees. The data stays
 *   through a stop, a host's restart and a gateway's restart (reconcile finds both daemons running), and goes with the
 *   cluster's folder.
 * - MariaDB listens on the controller's 127.0.0.1 only: the namespace's own loopback, which no other host and not
 *   this machine reaches. slurmdbd (port 6819) listens on every address of the controller whatever its DbdAddr (22.05
 *   has no setting for where it listens), so slurm.conf names the controller's address rather than its loopback: it
 *   exposes nothing more (every request is munge-signed with the cluster's key, which a login host's users use to
 *   submit anyway), and `sacct` works on the login hosts and the tenants' as well as for slurmctld and slurmrestd.
 * - Many clusters share this machine's memory: beside mariadbCommand's small buffers, the caches of the engines
 *   slurmdbd does not use (Aria's, for MariaDB's own tables and temporary ones; MyISAM's keys) and the redo log buffer
 *   are small too, about 60 MiB less per controller (measured: 115 MiB resident, 55 with these).
 * - Optional: where Debian's slurmdbd and mariadb-server are missing (accountingAvailable()), clusters run without
 *   it, as the test harness does: no daemons, no accounting lines in slurm.conf, and their jobs show no figures.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  accountingDatabaseCommand,
  accountingLayout,
  databaseFolders,
  installDatabaseCommand,
  mariadbCommand,
  slurmdbdCommand,
  slurmdbdConf,
  type AccountingLayout,
} from '../../slurm/slurmdbd';
import { writeInPlace } from './accounts';
import { run, sleep } from './exec';
import { daemonPid, type DaemonSpec, type HostPaths } from './host';
import { commOf, killNamespaces, pidsIn, processTable, signal } from './processes';
import { HOST_MUNGE_SOCKET, HOST_SLURM_DIR, HOST_SPOOL_DIR, jwtKeyOf, MARIADB_PORT, SLURMDBD_PORT } from './slurm-conf';

/** The controller's daemons of the accounting, in the order they start. */
export const ACCOUNTING_DAEMONS = ['mariadbd', 'slurmdbd'];

const FOLDER = 'slurm-accounting';
const READY_MS = 60_000;
/** mariadb-install-db on a loaded 2-core machine. */
const INSTALL_MS = 120_000;

/**
 * MariaDB's caches its defaults make large, small (the header says why); and its system tablespace grown 4 MiB at a
 * time rather than 64 (slurmdbd's first start outgrows its 12 MiB: 76 MiB on disk per cluster otherwise).
 */
const LEAN = ['--aria-pagecache-buffer-size=4M', '--key-buffer-size=1M', '--innodb-log-buffer-size=2M', '--innodb-autoextend-increment=4'];

/** The accounting's files as the controller host sees them (in its /var/spool). */
const IN_HOST: AccountingLayout = accountingLayout(`${HOST_SPOOL_DIR}/${FOLDER}`, HOST_SLURM_DIR);

/** The same files on this machine (`controllerDir`: the controller's folder, <cluster>/hosts/<name>). */
export const accountingOnMachine = (clusterDir: string, controllerDir: string): AccountingLayout =>
  accountingLayout(join(controllerDir, 'spool', FOLDER), join(clusterDir, 'etc', 'slurm'));

/** The logs that say why an accounting daemon exited, on this machine. */
export const accountingLogs = (layout: AccountingLayout): Record<string, string> => ({
  mariadbd: join(layout.run, 'mysqld.log'),
  slurmdbd: layout.logFile,
});

/** Whether a /proc/<pid>/net/tcp (or tcp6) table has a socket listening (state 0A) on `port`, at any local address. */
export function listensOn(table: string, port: number): boolean {
  const hex = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  return table
    .split('\n')
    .slice(1)
    .some((line) => {
      const fields = line.trim().split(/\s+/);
      return fields[1]?.endsWith(hex) === true && fields[3] === '0A';
    });
}

/** slurmdbd listens: read in its own network namespace (the controller's), where nothing else uses its port. */
export function slurmdbdListens(pid: number): boolean {
  return ['tcp', 'tcp6'].some((table) => {
    try {
      return listensOn(readFileSync(`/proc/${pid}/net/${table}`, 'utf8'), SLURMDBD_PORT);
    } catch {
      return false;
    }
  });
}

export interface AccountingStart {
  clusterDir: string;
  controller: HostPaths;
  /** The controller's holder, whose namespaces the commands enter. */
  holder: number;
  /** installAccounting's work, begun as soon as the holder was there. */
  installed: Promise<void>;
  /** Starts a daemon on the controller unless it runs (reconcile's start: a failure told with its log). */
  start: (spec: DaemonSpec) => Promise<{ pid: number; started: boolean }>;
  /** A daemon that exited while it was awaited, with its log's tail. */
  failed: (daemon: string) => Error;
  env: Record<string, string>;
  /** Where a daemon's stdout and stderr go. */
  output: (daemon: string) => string;
  aborted: () => boolean;
}

const inHost = (holder: number, [command, args]: [string, string[]], timeout: number): Promise<string> =>
  run('nsenter', ['-t', String(holder), '--net', '--uts', '--mount', '--', command, ...args], { timeout });

/** The database user's password, made once per cluster (slurmdbd.conf is written again from it at every apply). */
function passwordIn(folder: string): string {
  const file = join(folder, 'db-password');
  if (!existsSync(file)) writeFileSync(file, `${randomBytes(12).toString('hex')}\n`, { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

async function until(ready: () => boolean, s: AccountingStart, daemon: string, what: string, pause: number): Promise<boolean> {
  for (const deadline = Date.now() + READY_MS; !ready(); await sleep(pause)) {
    if (s.aborted()) return false;
    if (!daemonPid(s.controller, daemon)) throw s.failed(daemon);
    if (Date.now() > deadline) throw new Error(`${what} on ${s.controller.hostName} within ${READY_MS / 1000} s`);
  }
  return true;
}

type Command = [string, string[]];

/** What runs on the controller, with the paths the host sees: the command lines and slurmdbd.conf. */
export function controllerAccounting(
  clusterDir: string,
  password: string,
): { install: Command; mariadbd: Command; database: Command; slurmdbd: Command; conf: string } {
  const [mariadbd, args] = mariadbCommand(IN_HOST, MARIADB_PORT);
  return {
    install: installDatabaseCommand(IN_HOST),
    mariadbd: [mariadbd, [...args, ...LEAN]],
    database: accountingDatabaseCommand(IN_HOST, password),
    slurmdbd: slurmdbdCommand(true),
    conf: slurmdbdConf({
      layout: IN_HOST,
      dbPort: MARIADB_PORT,
      dbdPort: SLURMDBD_PORT,
      password,
      mungeSocket: HOST_MUNGE_SOCKET,
      jwtKeyFile: jwtKeyOf(clusterDir),
    }),
  };
}

/**
 * The accounting's folder, password and MariaDB's tables (made the first time: the one slow step, so reconcile begins
 * it as soon as the controller's holder is there, while the other hosts are made).
 */
export async function installAccounting(clusterDir: string, controller: HostPaths, holder: number): Promise<void> {
  const machine = accountingOnMachine(clusterDir, controller.dir);
  const folder = dirname(machine.data);
  mkdirSync(folder, { recursive: true, mode: 0o755 });
  const commands = controllerAccounting(clusterDir, passwordIn(folder));
  const installed = join(folder, 'installed');
  if (!existsSync(installed)) {
    // What an interrupted first start left is made again from nothing: it held no job yet.
    rmSync(machine.data, { recursive: true, force: true });
    databaseFolders(machine);
    await inHost(holder, commands.install, INSTALL_MS);
    writeFileSync(installed, `${new Date().toISOString()}\n`);
  } else databaseFolders(machine);
}

/** MariaDB once installAccounting is done, the database, then slurmdbd listening; each only when missing. */
export async function startAccounting(s: AccountingStart): Promise<void> {
  await s.installed;
  const machine = accountingOnMachine(s.clusterDir, s.controller.dir);
  const commands = controllerAccounting(s.clusterDir, passwordIn(dirname(machine.data)));

  // A socket left by a MariaDB that was killed would pass for the new one's.
  if (!daemonPid(s.controller, 'mariadbd')) rmSync(machine.socket, { force: true });
  const [mariadbd, mariadbArgs] = commands.mariadbd;
  await s.start({ name: 'mariadbd', argv: [mariadbd, ...mariadbArgs], env: s.env, logFile: s.output('mariadbd') });
  if (!(await until(() => existsSync(machine.socket), s, 'mariadbd', 'MariaDB did not open its socket', 50))) return;

  if (!daemonPid(s.controller, 'slurmdbd')) await inHost(s.holder, commands.database, 30_000);
  // Root's alone (slurmdbd refuses one others may read): it holds the database password.
  writeInPlace(machine.conf, commands.conf, 0o600);
  const [slurmdbd, slurmdbdArgs] = commands.slurmdbd;
  const { pid } = await s.start({ name: 'slurmdbd', argv: [slurmdbd, ...slurmdbdArgs], env: s.env, logFile: s.output('slurmdbd') });
  await until(() => slurmdbdListens(pid), s, 'slurmdbd', 'slurmdbd did not listen', 100);
}

/** MariaDB killed outright where its data goes anyway (destroy): a clean shutdown would only write what is removed. */
export function killDatabases(inodes: number[]): void {
  const table = processTable();
  signal(
    inodes.flatMap((inode) => pidsIn(inode, table)).filter((pid) => commOf(pid) === 'mariadbd'),
    'SIGKILL',
  );
}

/**
 * Ends every process of these namespaces (but `keep`), MariaDB last: slurmctld and slurmdbd hand over what they hold
 * while the database still takes it, and MariaDB gets the time of a clean shutdown.
 */
export async function endProcesses(inodes: number[], keep: (pid: number) => boolean = () => false): Promise<void> {
  await killNamespaces(inodes, 3_000, (pid) => keep(pid) || commOf(pid) === 'mariadbd');
  await killNamespaces(inodes, 10_000, keep);
}
