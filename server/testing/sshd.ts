/**
 * A real OpenSSH server for tests and benchmarks (ADR 0034): its own sshd on a free port of 127.0.0.1,
 * with a fresh host key and config in a temporary folder, and a temporary Unix user with a password and key pairs.
 * Needs root and /usr/sbin/sshd (`.ci/run` installs openssh-server): tests use `describe.skipIf(!sshdAvailable())`.
 *
 *   const sshd = await startSshd();          // in beforeAll
 *   ... ssh2 / ssh / scp to sshd.endpoint as sshd.user with sshd.password or sshd.ecdsaKey(File) ...
 *   await sshd.stop();                       // in afterAll (also done at process exit if forgotten)
 *
 * stop() ends sshd and every process of the user, removes the user with its home and the temporary folder.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';
import { endProcess, killNow, processesOf, rootWith } from './processes';

const SSHD = '/usr/sbin/sshd';

export interface Sshd {
  host: string;
  port: number;
  /** `host:port`, the form of HPC_SSH_ENDPOINT. */
  endpoint: string;
  user: string;
  password: string;
  /** ecdsa-sha2-nistp521 private key (OpenSSH format text), authorised for `user`. */
  ecdsaKey: string;
  /** The same key as a file (mode 0600), for `ssh -i` / `scp -i`. */
  ecdsaKeyFile: string;
  /** ssh-rsa private key (OpenSSH format text), authorised for `user`. */
  rsaKey: string;
  rsaKeyFile: string;
  /** A DSA (ssh-dss) private key: a type the web terminal refuses. Not authorised. */
  otherKey: string;
  /** An ssh-ed25519 private key: also refused by the web terminal. Not authorised. */
  ed25519Key: string;
  /** Options for the `ssh`/`scp` command line that trust this server without a known_hosts entry. */
  sshOptions: string[];
  stop: () => Promise<void>;
}

/** Whether startSshd() can run here: root, and Debian's sshd installed. */
export function sshdAvailable(): boolean {
  return rootWith(SSHD);
}

function portAccepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function keyPair(dir: string, name: string, type: string, bits?: number): string {
  const file = join(dir, name);
  execFileSync('ssh-keygen', ['-q', '-t', type, ...(bits ? ['-b', String(bits)] : []), '-N', '', '-C', name, '-f', file]);
  return file;
}

/** Synchronous, so that it also runs from process.on('exit'). Safe to call twice. */
function cleanUp(child: ChildProcess | undefined, user: string | undefined, dir: string): void {
  killNow(child);
  if (user) {
    for (const pid of processesOf(user)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
    try {
      execFileSync('id', ['-u', user], { stdio: 'ignore' });
      execFileSync('userdel', ['-r', '-f', user], { stdio: 'ignore' });
    } catch {
      /* no such user (already removed) */
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

export async function startSshd(): Promise<Sshd> {
  if (!sshdAvailable()) throw new Error('startSshd needs root and /usr/sbin/sshd (apt-get install openssh-server)');
  const host = '127.0.0.1';
  const dir = mkdtempSync(join(tmpdir(), 'hpc-sshd-'));
  // 12 characters: the cluster account name rule (ShortName, 3-12) the terminal's login accepts.
  const user = `hpcterm${randomBytes(3).toString('hex').slice(0, 5)}`;
  const password = randomBytes(18).toString('base64url');
  let child: ChildProcess | undefined;
  let userCreated = false;
  const atExit = (): void => cleanUp(child, userCreated ? user : undefined, dir);
  process.on('exit', atExit);
  try {
    // sshd's privilege separation folder (created by the package's service, absent in a container).
    mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
    const hostKey = keyPair(dir, 'host_ed25519', 'ed25519');
    const ecdsaKeyFile = keyPair(dir, 'user_ecdsa', 'ecdsa', 521);
    const rsaKeyFile = keyPair(dir, 'user_rsa', 'rsa', 3072);
    const dsaFile = keyPair(dir, 'user_dsa', 'dsa');
    const ed25519File = keyPair(dir, 'user_ed25519', 'ed25519');

    execFileSync('useradd', ['-m', '-s', '/bin/bash', user], { stdio: 'ignore' });
    userCreated = true;
    execFileSync('chpasswd', [], { input: `${user}:${password}\n` });
    const home = execFileSync('getent', ['passwd', user], { encoding: 'utf8' }).split(':')[5]!;
    const sshDir = join(home, '.ssh');
    mkdirSync(sshDir, { recursive: true, mode: 0o700 });
    const authorised = [ecdsaKeyFile, rsaKeyFile].map((f) => readFileSync(`${f}.pub`, 'utf8').trim()).join('\n');
    writeFileSync(join(sshDir, 'authorized_keys'), `${authorised}\n`, { mode: 0o600 });
    execFileSync('chown', ['-R', `${user}:`, sshDir]);

    const port = await freePort();
    const config = join(dir, 'sshd_config');
    writeFileSync(
      config,
      [
        `ListenAddress ${host}:${port}`,
        `HostKey ${hostKey}`,
        `PidFile ${join(dir, 'sshd.pid')}`,
        'UsePAM no',
        'PasswordAuthentication yes',
        'KbdInteractiveAuthentication no',
        'PubkeyAuthentication yes',
        'PermitRootLogin no',
        `AllowUsers ${user}`,
        'AuthorizedKeysFile %h/.ssh/authorized_keys',
        'StrictModes no',
        'LogLevel ERROR',
        'PrintMotd no',
        'PrintLastLog no',
        'UseDNS no',
        'MaxStartups 100',
        'MaxSessions 50',
        'Subsystem sftp internal-sftp',
        // As Debian's and Red Hat's sshd_config: the client's locale is taken (the web terminal sends LANG).
        'AcceptEnv LANG LC_*',
        '',
      ].join('\n'),
    );
    let stderr = '';
    child = spawn(SSHD, ['-D', '-e', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    const started = child;
    const deadline = Date.now() + 20_000;
    while (!(await portAccepts(host, port))) {
      if (started.exitCode !== null || started.signalCode !== null) throw new Error(`sshd exited: ${stderr}`);
      if (Date.now() > deadline) throw new Error(`sshd did not listen on ${host}:${port} within 20 s: ${stderr}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    for (const f of [ecdsaKeyFile, rsaKeyFile]) chmodSync(f, 0o600);
    const stop = async (): Promise<void> => {
      process.off('exit', atExit);
      await endProcess(started);
      cleanUp(started, user, dir);
    };
    return {
      host,
      port,
      endpoint: `${host}:${port}`,
      user,
      password,
      ecdsaKey: readFileSync(ecdsaKeyFile, 'utf8'),
      ecdsaKeyFile,
      rsaKey: readFileSync(rsaKeyFile, 'utf8'),
      rsaKeyFile,
      otherKey: readFileSync(dsaFile, 'utf8'),
      ed25519Key: readFileSync(ed25519File, 'utf8'),
      sshOptions: [
        '-o',
        'StrictHostKeyChecking=no',
        '-o',
        'UserKnownHostsFile=/dev/null',
        '-o',
        'LogLevel=ERROR',
        '-o',
        'BatchMode=yes',
        '-o',
        'IdentitiesOnly=yes',
      ],
      stop,
    };
  } catch (error) {
    process.off('exit', atExit);
    cleanUp(child, userCreated ? user : undefined, dir);
    throw error;
  }
}
