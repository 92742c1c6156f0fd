/**
 * A real TigerVNC `Xvnc` for the graphics proxy's tests (ADR 0062), started as a session's job starts it: in a
 * temporary folder (mode 0700) with a password file of its own (0600), listening on a Unix socket only. Needs Debian's
 * tigervnc-standalone-server (`.ci/run` installs it): tests use `describe.skipIf(!xvncAvailable())`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { newVncPassword, obfuscatedPassword } from './vnc-password';

const XVNC = '/usr/bin/Xvnc';

export function xvncAvailable(): boolean {
  return existsSync(XVNC);
}

export interface Xvnc {
  socketPath: string;
  passwordPath: string;
  /** Ends Xvnc (SIGTERM) as the end of its session's job does; resolves once it has exited. */
  stop(): Promise<void>;
}

export async function startXvnc(geometry = '800x600'): Promise<Xvnc> {
  const dir = mkdtempSync(join(tmpdir(), 'hpc-xvnc-'));
  const socketPath = join(dir, 'vnc.sock');
  const passwordPath = join(dir, 'vnc.passwd');
  writeFileSync(passwordPath, obfuscatedPassword(newVncPassword()), { mode: 0o600 });
  // -displayfd 3: Xvnc picks a free display and writes its number on fd 3 once it is up.
  const child = spawn(
    XVNC,
    [
      ...['-displayfd', '3', '-rfbport', '-1', '-rfbunixpath', socketPath, '-rfbunixmode', '0600'],
      ...['-SecurityTypes', 'VncAuth', '-PasswordFile', passwordPath, '-geometry', geometry, '-depth', '24'],
    ],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
  );
  let said = '';
  child.stderr?.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Xvnc did not start in 15 s: ${said}`)), 15_000);
      (child.stdio[3] as Readable).on('data', () => {
        clearTimeout(timer);
        resolve();
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Xvnc exited (${code}): ${said}`));
      });
    });
    if (!existsSync(socketPath)) throw new Error(`Xvnc has no socket at ${socketPath}: ${said}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { socketPath, passwordPath, stop };
}
