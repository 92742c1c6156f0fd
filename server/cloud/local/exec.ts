/**
 * Every external command of the local cloud: argument arrays (never a shell), a time limit, no input. The
 * synchronous form is for the process-exit clean-up, where nothing asynchronous runs any more.
 */
import { execFile, execFileSync } from 'node:child_process';

export interface RunOptions {
  /** ms; every command has one. */
  timeout?: number;
  env?: Record<string, string>;
}

const DEFAULT_TIMEOUT = 15_000;

export class CommandError extends Error {
  constructor(
    readonly command: string,
    readonly stderr: string,
    message: string,
  ) {
    super(message);
  }
}

const describe = (command: string, args: string[]): string => [command, ...args].join(' ');

export function run(command: string, args: string[], options: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      {
        timeout: options.timeout ?? DEFAULT_TIMEOUT,
        killSignal: 'SIGKILL',
        env: { ...process.env, ...options.env },
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error) {
          const why = error.killed
            ? `timed out after ${options.timeout ?? DEFAULT_TIMEOUT} ms`
            : `exit ${String(error.code ?? error.signal)}`;
          reject(
            new CommandError(command, stderr, `${describe(command, args)}: ${why}${stderr.trim() ? `: ${stderr.trim().slice(-500)}` : ''}`),
          );
        } else resolve(stdout);
      },
    );
  });
}

/** run() that answers undefined instead of failing (a probe). */
export const probe = (command: string, args: string[], options?: RunOptions): Promise<string | undefined> =>
  run(command, args, options).catch(() => undefined);

export function runSync(command: string, args: string[], options: RunOptions = {}): string | undefined {
  try {
    return execFileSync(command, args, {
      timeout: options.timeout ?? DEFAULT_TIMEOUT,
      killSignal: 'SIGKILL',
      env: { ...process.env, ...options.env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch {
    return undefined;
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** A pause for synchronous clean-up code (process exit). */
export function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
