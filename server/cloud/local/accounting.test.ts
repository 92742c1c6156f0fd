/**
 * Slurm's accounting on a local cluster's controller, without running it: slurm.conf's lines, the commands and
 * slurmdbd.conf as the controller host sees them, where its files are on this machine, and slurmdbd's port read from
 * /proc's socket table.
 */
import { describe, expect, it } from 'vitest';
import { accountingLogs, accountingOnMachine, controllerAccounting, listensOn } from './accounting';
import { testPlan } from './cloud-test-support';
import { accountingIn, accountingLines, HOST_MUNGE_SOCKET, nodeLines, slurmConf } from './slurm-conf';

const C = '/data/cloud/ehpc-abc';
const plan = { ...testPlan('ehpc-abc', '/data/share', '/share/x', 1), users: [] };
const addresses = new Map(plan.hosts.map((h, i) => [h.nodeId, `198.18.0.${i + 2}`]));
const conf = (accounting?: boolean) => slurmConf({ plan, clusterDir: C, addresses, mungeSocket: HOST_MUNGE_SOCKET, accounting });

describe("a local cluster's slurm.conf and its accounting", () => {
  it('stores jobs through slurmdbd on the controller and samples their processes, only with the accounting', () => {
    const lines = conf(true).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'AccountingStorageType=accounting_storage/slurmdbd',
        // The controller's address: slurmdbd listens on all of them, and login hosts' sacct reaches it there.
        'AccountingStorageHost=198.18.0.2',
        'AccountingStoragePort=6819',
        // The hosts' munge socket: AuthInfo's does not reach slurmdbd's connections.
        `AccountingStoragePass=${HOST_MUNGE_SOCKET}`,
        'JobAcctGatherType=jobacct_gather/linux',
        'JobAcctGatherFrequency=task=5',
      ]),
    );
    expect(accountingIn(conf(true))).toBe(true);
    for (const without of [conf(false), conf()]) {
      expect(without).not.toMatch(/Accounting|JobAcctGather/);
      expect(accountingIn(without)).toBe(false);
    }
    // The machine's own copy names the socket by its path on the machine.
    expect(slurmConf({ plan, clusterDir: C, addresses, mungeSocket: `${C}/etc/slurm/munge/munge.socket`, accounting: true })).toContain(
      `AccountingStoragePass=${C}/etc/slurm/munge/munge.socket`,
    );
  });

  it('tells an accounting change (slurmctld and slurmrestd restart) from a node change', () => {
    expect(accountingLines(conf(true))).not.toBe(accountingLines(conf(false)));
    expect(accountingLines(conf(false))).toBe('');
    expect(nodeLines(conf(true))).toBe(nodeLines(conf(false)));
  });
});

describe("the controller's MariaDB and slurmdbd", () => {
  const run = controllerAccounting(C, 'abc123');

  it("runs MariaDB on the host's own loopback, its files in the host's /var/spool, with the small buffers", () => {
    const [mariadbd, args] = run.mariadbd;
    expect(mariadbd).toBe('/usr/sbin/mariadbd');
    expect(args).toEqual(
      expect.arrayContaining([
        '--no-defaults',
        '--bind-address=127.0.0.1',
        '--port=6830',
        '--datadir=/var/spool/slurm-accounting/data',
        '--socket=/var/spool/slurm-accounting/run/mysqld.sock',
        '--user=mysql',
        '--skip-log-bin',
        '--innodb-buffer-pool-size=32M',
        // The caches of engines slurmdbd does not use, the redo log buffer and the tablespace's growth small too.
        '--aria-pagecache-buffer-size=4M',
        '--key-buffer-size=1M',
        '--innodb-log-buffer-size=2M',
        '--innodb-autoextend-increment=4',
      ]),
    );
    expect(run.install).toEqual([
      '/usr/bin/mariadb-install-db',
      ['--no-defaults', '--datadir=/var/spool/slurm-accounting/data', '--user=mysql', '--skip-test-db'],
    ]);
    // The client over the socket as the host sees it, whatever the length of the cloud's folder (a socket path has
    // at most 107 characters).
    expect(run.database[0]).toBe('mariadb');
    expect(run.database[1].slice(0, 5)).toEqual(['--no-defaults', '-S', '/var/spool/slurm-accounting/run/mysqld.sock', '-u', 'root']);
    expect(run.database[1].at(-1)).toContain("IDENTIFIED BY 'abc123'");
    expect(() => controllerAccounting(C, "x'; DROP DATABASE mysql; --")).toThrow(/letters and digits/);
  });

  it('gives slurmdbd its port, the database, the munge socket and the JWT key as the host sees them', () => {
    expect(run.slurmdbd).toEqual(['/usr/sbin/slurmdbd', ['-D']]);
    expect(run.conf.split('\n')).toEqual(
      expect.arrayContaining([
        `AuthInfo=socket=${HOST_MUNGE_SOCKET}`,
        `AuthAltParameters=jwt_key=${C}/jwt.key`,
        'DbdAddr=127.0.0.1',
        'DbdPort=6819',
        'SlurmUser=root',
        'StorageHost=127.0.0.1',
        'StoragePort=6830',
        'StoragePass=abc123',
        'PidFile=/var/spool/slurm-accounting/slurmdbd.pid',
        'LogFile=/var/spool/slurm-accounting/slurmdbd.log',
      ]),
    );
  });

  it("keeps its files in the controller's spool folder on this machine, slurmdbd.conf beside slurm.conf", () => {
    const machine = accountingOnMachine(C, `${C}/hosts/manager`);
    expect(machine).toMatchObject({
      data: `${C}/hosts/manager/spool/slurm-accounting/data`,
      socket: `${C}/hosts/manager/spool/slurm-accounting/run/mysqld.sock`,
      conf: `${C}/etc/slurm/slurmdbd.conf`,
    });
    expect(accountingLogs(machine)).toEqual({
      mariadbd: `${C}/hosts/manager/spool/slurm-accounting/run/mysqld.log`,
      slurmdbd: `${C}/hosts/manager/spool/slurm-accounting/slurmdbd.log`,
    });
  });
});

describe("slurmdbd's port in /proc's socket table", () => {
  const header = '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode';
  const row = (local: string, remote: string, state: string) =>
    `   0: ${local} ${remote} ${state} 00000000:00000000 00:00000000 00000000     0        0 12345 1 0000000000000000 100 0 0 10 0`;

  it('finds a socket listening on the port, at any address, and nothing else', () => {
    expect(listensOn([header, row('0100007F:1AA3', '00000000:0000', '0A')].join('\n'), 6819)).toBe(true);
    expect(listensOn([header, row('00000000:1AA3', '00000000:0000', '0A')].join('\n'), 6819)).toBe(true);
    expect(
      listensOn([header, row('00000000000000000000000000000000:1AA3', '00000000000000000000000000000000:0000', '0A')].join('\n'), 6819),
    ).toBe(true);
    // A connection from the port, another port listening, no socket at all.
    expect(listensOn([header, row('0100007F:1AA3', '0100007F:D431', '01')].join('\n'), 6819)).toBe(false);
    expect(listensOn([header, row('0100007F:1AA4', '00000000:0000', '0A')].join('\n'), 6819)).toBe(false);
    expect(listensOn(header, 6819)).toBe(false);
    expect(listensOn('', 6819)).toBe(false);
  });
});
