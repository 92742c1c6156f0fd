/**
 * Commands on a site's machine over SSH (ssh2): one connection per piece of work, each command a bash script fed on
 * stdin (no quoting of arguments through a remote shell), as root or, for another user, through `sudo -n`. Every
 * failure is a MachineError whose `reason` the console translates for users and whose `detail` is plain English for
 * the logs.
 *
 *   const machine = await connectMachine(access);
 *   try { const out = await machine.script('hostname'); } finally { machine.close(); }
 */
import { Client, type ConnectConfig } from 'ssh2';

export interface MachineAccess {
  address: string;
  port: number;
  user: string;
  /** OpenSSH or PEM private key text. */
  privateKey: string;
}

export type MachineErrorReason =
  /** No TCP answer at address:port, or no SSH handshake in time. */
  | 'unreachable'
  /** The machine refused the key (or the key cannot be read). */
  | 'key_refused'
  /** The user is not root and `sudo -n true` fails. */
  | 'not_root'
  | 'no_slurmd'
  | 'no_munged'
  /** NodeJoin.sharedPath is not a folder on the machine. */
  | 'no_shared_path'
  /** One of NodeJoin.accounts is not a user on the machine. */
  | 'no_account'
  /** The machine cannot open a TCP connection to slurmctld's port. */
  | 'controller_unreachable'
  /** A command failed: `detail` holds the command's last lines of output. */
  | 'command_failed';

export class MachineError extends Error {
  constructor(
    readonly reason: MachineErrorReason,
    readonly detail: string,
    /** What the machine lacks, for the words of the refusal: the missing accounts, the missing folder. */
    readonly subject?: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'MachineError';
  }
}

export interface ScriptResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface MachineSession {
  readonly access: MachineAccess;
  /** Whether commands go through `sudo -n` (a user other than root). */
  readonly sudo: boolean;
  /** Runs a bash script as root; answers its exit status and output, whatever the status. */
  run(script: string, timeoutMs?: number): Promise<ScriptResult>;
  /** run(), but a non-zero status is a MachineError `command_failed` (`what` names it) with the last lines of stderr. */
  script(script: string, what?: string, timeoutMs?: number): Promise<string>;
  close(): void;
}

export const CONNECT_TIMEOUT_MS = 10_000;
export const COMMAND_TIMEOUT_MS = 30_000;

/** The last lines of a command's output, for a detail. */
export const lastLines = (text: string, lines = 8): string => text.trim().split('\n').slice(-lines).join('\n');

const where = (access: MachineAccess): string => `${access.address}:${access.port}`;

function connectError(access: MachineAccess, error: Error & { level?: string; code?: string }): MachineError {
  if (error.level === 'client-authentication') return new MachineError('key_refused', `${access.user}@${where(access)} refused the key`);
  if (error.level === 'client-timeout' || error.message.includes('Timed out'))
    return new MachineError('unreachable', `no SSH answer from ${where(access)} within ${CONNECT_TIMEOUT_MS / 1000} s`);
  return new MachineError('unreachable', `cannot reach ${where(access)}: ${error.code ?? error.message}`);
}

/** One exec channel: the script on stdin, with a time limit (the channel is closed and the command signalled). */
function exec(client: Client, command: string, script: string, timeoutMs: number): Promise<ScriptResult> {
  return new Promise((resolve, reject) => {
    client.exec(command, (error, stream) => {
      if (error) return reject(new MachineError('command_failed', `cannot run a command: ${error.message}`));
      let stdout = '';
      let stderr = '';
      let settled = false;
      const timer = setTimeout(() => {
        if (settled) return;
        settled = true;
        try {
          stream.signal('KILL');
        } catch {
          /* the server may not take signals */
        }
        stream.close();
        reject(
          new MachineError('command_failed', `a command did not end within ${timeoutMs / 1000} s${stderr ? `: ${lastLines(stderr)}` : ''}`),
        );
      }, timeoutMs);
      stream.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      stream.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      stream.on('close', (code: number | null, signal?: string) => {
        clearTimeout(timer);
        if (settled) return;
        settled = true;
        resolve({ code: code ?? (signal ? 128 : 255), stdout, stderr });
      });
      stream.end(script);
    });
  });
}

/**
 * Opens an SSH connection (10 s for the TCP connection and the handshake) and checks the user may act as root: root
 * itself, or `sudo -n true` succeeds (else `not_root`).
 */
export async function connectMachine(access: MachineAccess): Promise<MachineSession> {
  const client = new Client();
  const config: ConnectConfig = {
    host: access.address,
    port: access.port,
    username: access.user,
    privateKey: access.privateKey,
    readyTimeout: CONNECT_TIMEOUT_MS,
    // Only the key: no agent, no password or keyboard prompts.
    tryKeyboard: false,
    keepaliveInterval: 5_000,
    keepaliveCountMax: 3,
  };
  await new Promise<void>((resolve, reject) => {
    client.once('ready', () => resolve());
    client.once('error', (error: Error & { level?: string; code?: string }) => reject(connectError(access, error)));
    try {
      client.connect(config);
    } catch (error) {
      // ssh2 throws at once on a key it cannot parse.
      reject(new MachineError('key_refused', `the private key cannot be used: ${error instanceof Error ? error.message : String(error)}`));
    }
  }).catch((error: unknown) => {
    client.end();
    throw error;
  });
  // An error after the handshake (the connection dropped) fails the command under way, not the process.
  client.on('error', () => undefined);
  const sudo = access.user !== 'root';
  const bash = sudo ? 'sudo -n /bin/bash -s' : '/bin/bash -s';
  const session: MachineSession = {
    access,
    sudo,
    run: (script, timeoutMs = COMMAND_TIMEOUT_MS) =>
      exec(client, bash, `export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LC_ALL=C\n${script}\n`, timeoutMs),
    async script(script, what = 'a command', timeoutMs) {
      const result = await session.run(script, timeoutMs);
      if (result.code !== 0)
        throw new MachineError(
          'command_failed',
          `${what} failed on ${where(access)} (exit ${result.code})${result.stderr.trim() ? `: ${lastLines(result.stderr)}` : ''}`,
        );
      return result.stdout;
    },
    close: () => client.end(),
  };
  try {
    const check = await exec(client, sudo ? 'sudo -n true' : 'id -u', '', COMMAND_TIMEOUT_MS);
    if (check.code !== 0 || (!sudo && check.stdout.trim() !== '0'))
      throw new MachineError(
        'not_root',
        `${access.user} on ${where(access)} is not root and cannot use sudo without a password${check.stderr.trim() ? `: ${lastLines(check.stderr, 2)}` : ''}`,
      );
  } catch (error) {
    client.end();
    throw error;
  }
  return session;
}

/** Connects, runs `work`, and closes the connection whatever happens. */
export async function withMachine<T>(access: MachineAccess, work: (machine: MachineSession) => Promise<T>): Promise<T> {
  const machine = await connectMachine(access);
  try {
    return await work(machine);
  } finally {
    machine.close();
  }
}

/** A value in single quotes for a bash script. */
export const quote = (value: string): string => `'${value.replaceAll("'", `'\\''`)}'`;
