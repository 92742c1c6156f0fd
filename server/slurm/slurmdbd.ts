/**
 * Slurm's accounting beside every Slurm this project starts (the test harness, `npm run slurm:local`, the local
 * cloud's controllers): a private MariaDB (Debian's mariadb-server: its own data folder, socket and loopback port,
 * never the system's) and slurmdbd storing into it, so that a job's CPU time and memory peak (jobacct_gather/linux)
 * outlive slurmctld's purge and slurmrestd answers its dbv0.0.3x paths (ADR 0058). Only the files and command lines:
 * the callers start and stop the processes their own way (in the foreground for the harness, daemonised with pid
 * files for slurm:local, inside the controller host's namespaces for the local cloud).
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { jwtPluginDir, PLUGIN_DIRS } from './plugins';

const MARIADB = '/usr/sbin/mariadbd';
const INSTALL_DB = '/usr/bin/mariadb-install-db';
const SLURMDBD = '/usr/sbin/slurmdbd';
const DATABASE = 'slurm_acct_db';
const DB_USER = 'slurm';

/** Whether Slurm's accounting can run here: slurmdbd with its MySQL plugin, and MariaDB's server. */
export function accountingAvailable(): boolean {
  const plugins = jwtPluginDir() ?? PLUGIN_DIRS[0]!;
  return [MARIADB, INSTALL_DB, SLURMDBD, join(plugins, 'accounting_storage_mysql.so')].every((file) => existsSync(file));
}

export interface AccountingLayout {
  /** MariaDB's data (owned by mysql). */
  data: string;
  /** MariaDB's socket, pid file and log (owned by mysql: it creates them after dropping root). */
  run: string;
  socket: string;
  /** slurmdbd.conf: beside slurm.conf, where slurmdbd looks for it (the folder of SLURM_CONF). */
  conf: string;
  pidFile: string;
  logFile: string;
}

export function accountingLayout(dir: string, slurmConfDir: string): AccountingLayout {
  const run = join(dir, 'run');
  return {
    data: join(dir, 'data'),
    run,
    socket: join(run, 'mysqld.sock'),
    conf: join(slurmConfDir, 'slurmdbd.conf'),
    pidFile: join(dir, 'slurmdbd.pid'),
    logFile: join(dir, 'slurmdbd.log'),
  };
}

const mysqlIds = () => ({
  uid: Number(execFileSync('id', ['-u', 'mysql'], { encoding: 'utf8' }).trim()),
  gid: Number(execFileSync('id', ['-g', 'mysql'], { encoding: 'utf8' }).trim()),
});

/** MariaDB's data and run folders, owned by mysql (it creates its files there after dropping root). */
export function databaseFolders(layout: AccountingLayout): void {
  const { uid, gid } = mysqlIds();
  for (const folder of [layout.data, layout.run]) {
    mkdirSync(folder, { recursive: true });
    chownSync(folder, uid, gid);
  }
}

/**
 * mariadb-install-db's command line: MariaDB's system tables in the data folder. For a caller that runs it elsewhere
 * than here (the local cloud: inside a host, where mysql can reach the folder), with the paths as seen there.
 */
export const installDatabaseCommand = (layout: AccountingLayout): [string, string[]] => [
  INSTALL_DB,
  ['--no-defaults', `--datadir=${layout.data}`, '--user=mysql', '--skip-test-db'],
];

/** Creates MariaDB's system tables once (a second call with the data there does nothing); about 2 s. */
export function initDatabase(layout: AccountingLayout): void {
  databaseFolders(layout);
  if (existsSync(join(layout.data, 'mysql'))) return;
  const [command, args] = installDatabaseCommand(layout);
  execFileSync(command, args, { stdio: 'ignore' });
}

/** mariadbd's command line: loopback only, small buffers (one cluster's accounting), no binary log. */
export function mariadbCommand(layout: AccountingLayout, port: number): [string, string[]] {
  return [
    MARIADB,
    [
      '--no-defaults',
      `--datadir=${layout.data}`,
      `--socket=${layout.socket}`,
      `--port=${port}`,
      '--bind-address=127.0.0.1',
      `--pid-file=${join(layout.run, 'mysqld.pid')}`,
      `--log-error=${join(layout.run, 'mysqld.log')}`,
      '--user=mysql',
      '--skip-log-bin',
      '--innodb-buffer-pool-size=32M',
      // slurmdbd's recommendations (its schema's conversions need the larger lock wait).
      '--innodb-lock-wait-timeout=900',
      '--innodb-log-file-size=64M',
    ],
  ];
}

/**
 * The client's command line that creates the database and the user slurmdbd signs in as (over the socket as
 * MariaDB's root; idempotent). The password: letters and digits only.
 */
export function accountingDatabaseCommand(layout: AccountingLayout, password: string): [string, string[]] {
  if (!/^[A-Za-z0-9]+$/.test(password)) throw new Error('the accounting database password must be letters and digits');
  const sql = [
    `CREATE DATABASE IF NOT EXISTS ${DATABASE}`,
    `CREATE USER IF NOT EXISTS '${DB_USER}'@'127.0.0.1' IDENTIFIED BY '${password}'`,
    `ALTER USER '${DB_USER}'@'127.0.0.1' IDENTIFIED BY '${password}'`,
    `GRANT ALL ON ${DATABASE}.* TO '${DB_USER}'@'127.0.0.1'`,
  ].join(';');
  return ['mariadb', ['--no-defaults', '-S', layout.socket, '-u', 'root', '-e', sql]];
}

/** The database and the user slurmdbd signs in as, here and now (accountingDatabaseCommand). */
export function createAccountingDatabase(layout: AccountingLayout, password: string): void {
  const [command, args] = accountingDatabaseCommand(layout, password);
  execFileSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

export interface SlurmdbdInput {
  layout: AccountingLayout;
  dbPort: number;
  dbdPort: number;
  /** The database user's password (random per start or kept by the caller; letters and digits only). */
  password: string;
  mungeSocket: string;
  jwtKeyFile: string;
}

/** slurmdbd.conf (mode 600, owned by SlurmUser: root here). */
export function slurmdbdConf(input: SlurmdbdInput): string {
  return [
    'AuthType=auth/munge',
    `AuthInfo=socket=${input.mungeSocket}`,
    'AuthAltTypes=auth/jwt',
    `AuthAltParameters=jwt_key=${input.jwtKeyFile}`,
    'DbdHost=localhost',
    'DbdAddr=127.0.0.1',
    `DbdPort=${input.dbdPort}`,
    'SlurmUser=root',
    `PidFile=${input.layout.pidFile}`,
    `LogFile=${input.layout.logFile}`,
    'StorageType=accounting_storage/mysql',
    'StorageHost=127.0.0.1',
    `StoragePort=${input.dbPort}`,
    `StorageUser=${DB_USER}`,
    `StoragePass=${input.password}`,
    `StorageLoc=${DATABASE}`,
    '',
  ].join('\n');
}

export const slurmdbdCommand = (foreground: boolean): [string, string[]] => [SLURMDBD, foreground ? ['-D'] : []];

/**
 * slurm.conf's lines for accounting: jobs stored through slurmdbd, their processes' CPU time and memory sampled every
 * 5 s by jobacct_gather/linux (a short job's peak is read at its end too), no association required to run (a site's
 * accounts are its own business: the console maps its users to cluster accounts itself). `dbdHost`: where slurmdbd is
 * reached (this machine's loopback unless the caller's slurmdbd is elsewhere, as on a local cloud's controller).
 */
export function accountingSettings(dbdPort: number, mungeSocket: string, dbdHost = '127.0.0.1'): string[] {
  return [
    'AccountingStorageType=accounting_storage/slurmdbd',
    `AccountingStorageHost=${dbdHost}`,
    `AccountingStoragePort=${dbdPort}`,
    // The munge socket of connections to slurmdbd: AuthInfo's does not reach them (slurm.conf(5), AccountingStoragePass).
    `AccountingStoragePass=${mungeSocket}`,
    'JobAcctGatherType=jobacct_gather/linux',
    'JobAcctGatherFrequency=task=5',
  ];
}
