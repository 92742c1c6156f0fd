import { spawn, spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bufferedTransport, rfbHandshake } from '../../graphics/test-rfb';
import { rotateVncPassword } from '../../graphics/vnc-password';
import { DESKTOP, SIMULATED_SESSION, sessionCommand, sessionScript, shellQuote } from './script';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs a session script in a folder of its own with PATH = `path` (folders of stub programs); answers its end. */
function run(script: string, path: string[]): { status: number | null; stderr: string; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'hpc-gscript-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'session.sh'), `#!/bin/bash\n${script}`);
  const done = spawnSync('/bin/bash', ['session.sh'], {
    cwd: dir,
    env: { PATH: path.join(':'), HOME: dir },
    encoding: 'utf8',
    timeout: 10_000,
  });
  return { status: done.status, stderr: done.stderr, dir };
}

/** A folder holding stub programs of these names (each exits 0) and the shell tools the script uses. */
function stubs(...names: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'hpc-gstub-'));
  dirs.push(dir);
  for (const name of names) {
    writeFileSync(join(dir, name), '#!/bin/sh\nexit 0\n');
    chmodSync(join(dir, name), 0o755);
  }
  return dir;
}

describe('the session script', () => {
  it('makes a private folder, a random password file and Xvnc on a Unix socket only, and holds no password', () => {
    const text = sessionScript({ name: 'Desktop', launch: DESKTOP });
    expect(text).toMatch(/^umask 077$/m);
    expect(text).toContain('mkdir -p graphics && chmod 700 graphics');
    expect(text).toContain('head -c 8 /dev/urandom > graphics/vnc.passwd');
    for (const flag of [
      '-displayfd 3',
      '-rfbport -1',
      '-rfbunixpath graphics/vnc.sock',
      '-rfbunixmode 0600',
      '-SecurityTypes VncAuth',
      '-PasswordFile "$PWD/graphics/vnc.passwd"',
      '-desktop "$app"',
      '-geometry 1280x800',
      '-AlwaysShared=0',
      '-NeverShared=1',
      '-DisconnectClients=1',
    ])
      expect(text).toContain(flag);
    expect(text).toContain('export DISPLAY=":$display"');
    expect(text).toContain('twm -f graphics/twmrc >graphics/twm.log 2>&1 &');
    expect(text).toContain('echo RandomPlacement');
    // Its desktop: a terminal in the background, and the session lasts while Xvnc does.
    expect(text.trimEnd().split('\n').slice(-2)).toEqual(['xterm -geometry 100x32+40+40 &', 'wait "$xvnc"']);
    expect(text).not.toMatch(/vncpasswd|-passwd\s|password=/i);
    expect(spawnSync('/bin/bash', ['-n'], { input: text }).status).toBe(0);
  });

  it('runs an application as its last command: its end is the session’s', () => {
    const text = sessionScript({ name: 'VMD', launch: 'vmd -dispdev win' });
    expect(text.trimEnd().split('\n').slice(-4)).toEqual(['{', 'vmd -dispdev win', '} &', 'wait "$!"']);
    expect(text).toContain("command -v 'vmd'");
  });

  it('quotes the application’s name: it is text, never run', () => {
    const name = `It's "$(touch pwned)" \`touch pwned\``;
    expect(shellQuote(name)).toBe(`'It'\\''s "$(touch pwned)" \`touch pwned\`'`);
    const ended = run(sessionScript({ name, launch: null }), ['/usr/bin', '/bin']);
    expect(ended.status).toBe(127);
    expect(ended.stderr).toBe(`graphics session: ${name} is not installed on ${hostname()}\n`);
    expect(existsSync(join(ended.dir, 'pwned'))).toBe(false);
  });

  it('fails with one line on standard error when Xvnc or the application is missing', () => {
    const noXvnc = run(sessionScript({ name: 'Desktop', launch: DESKTOP }), ['/usr/bin/nonexistent']);
    expect(noXvnc.status).toBe(127);
    expect(noXvnc.stderr).toBe(`graphics session: the display server Xvnc (TigerVNC) is not installed on ${hostname()}\n`);
    const noApp = run(sessionScript({ name: 'VMD', launch: 'vmd -dispdev win' }), [stubs('Xvnc'), '/usr/bin', '/bin']);
    expect(noApp.status).toBe(127);
    expect(noApp.stderr).toBe(`graphics session: VMD is not installed on ${hostname()} (no vmd there)\n`);
    // Nothing was started or made.
    expect(existsSync(join(noApp.dir, 'graphics'))).toBe(false);
  });

  it('is the simulator’s long wait on a simulated cluster', () => {
    expect(sessionCommand({ name: 'Desktop', launch: DESKTOP }, 'simulator')).toBe(SIMULATED_SESSION);
    expect(sessionCommand({ name: 'Desktop', launch: DESKTOP }, 'slurm')).toBe(sessionScript({ name: 'Desktop', launch: DESKTOP }));
  });
});

const XVNC = '/usr/bin/Xvnc';

/** An RFB connection to the display's socket: its handshake's result, and whether the server closed it since. */
async function viewer(socketPath: string, password: string) {
  const socket = connect(socketPath);
  const transport = bufferedTransport((bytes) => socket.write(bytes));
  const state = { closed: false };
  socket.on('data', (bytes: Buffer) => transport.push(bytes));
  socket.on('close', () => (state.closed = true));
  socket.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  return { result: await rfbHandshake(transport, password), state, socket };
}

const until = async (what: string, probe: () => boolean, withinMs = 15_000) => {
  const deadline = Date.now() + withinMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe.skipIf(!existsSync(XVNC))('the session script on this machine (TigerVNC installed)', () => {
  it('shows its display on the socket: the rotated password opens it, the old one does not, a second viewer takes over', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hpc-gsession-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'session.sh'), `#!/bin/bash\n${sessionScript({ name: 'Sleepy (app)', launch: 'sleep 30' })}`);
    const child = spawn('/bin/bash', ['session.sh'], { cwd: dir, env: { PATH: '/usr/bin:/bin', HOME: dir }, stdio: 'ignore' });
    const ended = new Promise<number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ? 128 : code)));
    try {
      const socketPath = join(dir, 'graphics', 'vnc.sock');
      await until('the display socket', () => existsSync(socketPath));
      const password = rotateVncPassword(join(dir, 'graphics', 'vnc.passwd'));
      const first = await viewer(socketPath, password);
      expect(first.result).toEqual({ ok: true, width: 1280, height: 800, name: 'Sleepy (app)' });
      const again = rotateVncPassword(join(dir, 'graphics', 'vnc.passwd'));
      const stale = await viewer(socketPath, password);
      expect(stale.result).toMatchObject({ ok: false });
      stale.socket.destroy();
      const second = await viewer(socketPath, again);
      expect(second.result).toMatchObject({ ok: true, name: 'Sleepy (app)' });
      await until('the first viewer to be put out', () => first.state.closed);
      expect(second.state.closed).toBe(false);
      second.socket.destroy();
      // Ended (as Slurm ends a job), the display goes with it.
      child.kill('SIGTERM');
      await ended;
      await until('the socket to go', () => !existsSync(socketPath));
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 30_000);

  it('ends with its application, with its exit status, and leaves no display behind', () => {
    for (const [launch, status] of [
      ['sleep 0.3', 0],
      ['sh -c "exit 3"', 3],
    ] as const) {
      const ended = run(sessionScript({ name: 'App', launch }), ['/usr/bin', '/bin']);
      expect(ended.status, launch).toBe(status);
      expect(ended.stderr, launch).toBe('');
      expect(existsSync(join(ended.dir, 'graphics', 'vnc.sock')), launch).toBe(false);
    }
  });
});
