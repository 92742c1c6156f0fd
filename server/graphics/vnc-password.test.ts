/**
 * The session's VNC password file (ADR 0062): the same bytes as TigerVNC's `vncpasswd -f`, rewritten in place (owner
 * and mode kept), never created, and each password new.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newVncPassword, obfuscatedPassword, rotateVncPassword, writeVncPassword } from './vnc-password';

const dir = mkdtempSync(join(tmpdir(), 'vnc-password-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the VNC password file', () => {
  it('holds what vncpasswd -f writes (a known vector; and the tool itself where TigerVNC is installed)', () => {
    expect(obfuscatedPassword('hunter22').toString('hex')).toBe('8575a4063bc0cf12');
    if (!existsSync('/usr/bin/vncpasswd')) {
      console.warn(
        'vnc-password: /usr/bin/vncpasswd is not installed (Debian package tigervnc-tools): compared with the known vector only',
      );
      return;
    }
    for (const password of ['a', 'hunter22', 'longerthan8chars', newVncPassword()])
      expect(obfuscatedPassword(password).equals(execFileSync('vncpasswd', ['-f'], { input: `${password}\n` }))).toBe(true);
  });

  it('is rewritten in place: its mode stays, its old content goes, and a missing file is not created', () => {
    const path = join(dir, 'vnc.passwd');
    writeFileSync(path, Buffer.alloc(16, 7), { mode: 0o600 });
    const password = rotateVncPassword(path);
    expect(readFileSync(path).equals(obfuscatedPassword(password))).toBe(true);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(() => writeVncPassword(join(dir, 'missing'), 'x')).toThrow();
    expect(existsSync(join(dir, 'missing'))).toBe(false);
  });

  it('is a new password of 8 readable characters each time', () => {
    const seen = new Set(Array.from({ length: 200 }, () => newVncPassword()));
    expect(seen.size).toBe(200);
    for (const password of seen) expect(password).toMatch(/^[a-km-np-zA-HJ-NP-Z2-9]{8}$/);
  });
});
