/**
 * The sshd harness itself: ssh and scp log in with its ecdsa key, and stop() leaves no user, process nor folder.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSshd, sshdAvailable, type Sshd } from './sshd';

const run = promisify(execFile);

describe.skipIf(!sshdAvailable())('startSshd', () => {
  let sshd: Sshd | undefined;
  beforeAll(async () => {
    sshd = await startSshd();
  });
  afterAll(async () => {
    await sshd?.stop();
  });

  it('lets ssh log in with the ecdsa key and scp copy a file there and back', async () => {
    const s = sshd!;
    const { stdout } = await run('ssh', [...s.sshOptions, '-i', s.ecdsaKeyFile, '-p', String(s.port), `${s.user}@${s.host}`, 'whoami']);
    expect(stdout.trim()).toBe(s.user);
    const local = mkdtempSync(join(tmpdir(), 'hpc-scp-'));
    try {
      writeFileSync(join(local, 'up.txt'), 'payload');
      await run('scp', [...s.sshOptions, '-i', s.ecdsaKeyFile, '-P', String(s.port), join(local, 'up.txt'), `${s.user}@${s.host}:up.txt`]);
      await run('scp', [
        ...s.sshOptions,
        '-i',
        s.ecdsaKeyFile,
        '-P',
        String(s.port),
        `${s.user}@${s.host}:up.txt`,
        join(local, 'down.txt'),
      ]);
      expect(readFileSync(join(local, 'down.txt'), 'utf8')).toBe('payload');
    } finally {
      rmSync(local, { recursive: true, force: true });
    }
  });

  it('stop() removes the user, its home and sshd', async () => {
    const s = await startSshd();
    const home = execFileSync('getent', ['passwd', s.user], { encoding: 'utf8' }).split(':')[5]!;
    expect(existsSync(home)).toBe(true);
    await s.stop();
    expect(() => execFileSync('id', ['-u', s.user], { stdio: 'ignore' })).toThrow();
    expect(existsSync(home)).toBe(false);
    expect(existsSync(s.ecdsaKeyFile)).toBe(false);
    await expect(
      run('ssh', [...s.sshOptions, '-o', 'ConnectTimeout=3', '-i', s.ecdsaKeyFile, '-p', String(s.port), `${s.user}@${s.host}`, 'true']),
    ).rejects.toThrow();
  });
});
