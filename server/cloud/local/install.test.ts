/**
 * `npm start` installing what the local cloud lacks: what is missing, what is installed, what is said, and what
 * happens when apt-get fails, for HPC_CLOUD unset (auto) and local. The machine is injected: no apt runs here.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { availabilityOf, missingPackages, type MachineFacts } from './available';
import { holdServices, installOnFirstUse, releaseLeftoverHold, runShowing, servicesIn, type AptRun, type InstallHost } from './install';

const AUTO = readConfig({}).cloud;
const LOCAL = readConfig({ HPC_CLOUD: 'local' }).cloud;
const DEBIAN_ROOT: MachineFacts = { linux: true, root: true, namespaces: true, apt: true, missing: [] };
const LACKING = ['slurmrestd', 'munge', 'openssh-server'];
const ok = (output = ''): AptRun => ({ code: 0, interrupted: false, output });
const failed = (output: string, code = 100): AptRun => ({ code, interrupted: false, output });

/** A machine that lacks `missing` until an `apt-get install` answers 0; apt-get answers as scripted. */
function machine(facts: Partial<MachineFacts>, script: { update?: AptRun; install?: AptRun; stillMissing?: string[] } = {}) {
  let current: MachineFacts = { ...DEBIAN_ROOT, missing: LACKING, ...facts };
  const said: string[] = [];
  const apt: { args: string[]; env: Record<string, string>; held: boolean }[] = [];
  const disabled: string[][] = [];
  let held = false;
  let holds = 0;
  let leftoverChecks = 0;
  const host: InstallHost = {
    facts: () => current,
    log: (line) => said.push(line),
    apt: async (args, env) => {
      apt.push({ args, env, held });
      if (args.includes('update')) return script.update ?? ok('Get:1 http://deb.debian.org/debian bookworm InRelease [151 kB]\n');
      const run = script.install ?? ok('Setting up munge (0.5.15-2) ...\n');
      if (run.code === 0) current = { ...current, missing: script.stillMissing ?? [] };
      return run;
    },
    holdServices: () => {
      held = true;
      holds += 1;
      return () => {
        held = false;
      };
    },
    releaseLeftoverHold: () => {
      leftoverChecks += 1;
    },
    disableServices: async (packages) => {
      disabled.push([...packages]);
      return ['munge', 'ssh'];
    },
  };
  return { host, said, apt, disabled, held: () => held, holds: () => holds, leftoverChecks: () => leftoverChecks };
}

describe('npm start installs what the local cloud lacks', () => {
  it('installs exactly the missing packages with apt-get, saying so first, with no service started, then takes the local cloud', async () => {
    const m = machine({});
    const result = await installOnFirstUse(AUTO, m.host);
    expect(result).toEqual({ done: 'installed', packages: LACKING });
    expect(m.said[0]).toBe(
      'Installing Debian packages for real clusters: slurmrestd munge openssh-server (apt-get; HPC_CLOUD_INSTALL=0 turns this off)',
    );
    expect(m.apt.map((run) => run.args.filter((arg) => !arg.startsWith('-o') && !arg.startsWith('DPkg')))).toEqual([
      ['update'],
      ['install', '-y', '--no-install-recommends', 'slurmrestd', 'munge', 'openssh-server'],
    ]);
    // Non-interactive, and while apt runs the packages' scripts may start no service (policy-rc.d).
    expect(m.apt.every((run) => run.env.DEBIAN_FRONTEND === 'noninteractive' && run.held)).toBe(true);
    expect(m.held()).toBe(false);
    // The services the packages enabled at boot are disabled, and the log says which.
    expect(m.disabled).toEqual([LACKING]);
    expect(m.said[1]).toBe('Kept their services from starting with the machine (munge, ssh): the local cloud starts its own daemons.');
    expect(m.said).toHaveLength(2);
  });

  it('installs for HPC_CLOUD=local too', async () => {
    const m = machine({ missing: ['slurm-wlm-jwt-plugin'] });
    expect(await installOnFirstUse(LOCAL, m.host)).toEqual({ done: 'installed', packages: ['slurm-wlm-jwt-plugin'] });
  });

  it('does nothing when nothing is missing, and never for the simulated cloud or with HPC_CLOUD_INSTALL=0', async () => {
    const complete = machine({ missing: [] });
    expect(await installOnFirstUse(AUTO, complete.host)).toEqual({ done: 'nothing' });
    expect(complete.apt).toEqual([]);
    expect(complete.said).toEqual([]);
    expect(complete.holds()).toBe(0);

    for (const settings of [
      readConfig({ HPC_CLOUD: 'simulated' }).cloud,
      readConfig({ HPC_CLOUD_INSTALL: '0' }).cloud,
      readConfig({ HPC_CLOUD: 'local', HPC_CLOUD_INSTALL: '0' }).cloud,
    ]) {
      const m = machine({});
      expect(await installOnFirstUse(settings, m.host)).toEqual({ done: 'nothing' });
      expect(m.apt).toEqual([]);
      expect(m.said).toEqual([]);
      expect(m.disabled).toEqual([]);
    }
  });

  it('a crash mid-install is mended on the next start, even when nothing is left to install', async () => {
    const m = machine({ missing: [] });
    await installOnFirstUse(AUTO, m.host);
    expect(m.leftoverChecks()).toBe(1);
  });

  it('does not install when not root, not on Debian or without namespaces; the start-up line says what is missing and the command', async () => {
    for (const facts of [{ root: false }, { apt: false }, { namespaces: false }, { linux: false, missing: [] }]) {
      const m = machine(facts);
      expect(await installOnFirstUse(AUTO, m.host)).toEqual({ done: 'nothing' });
      expect(m.apt).toEqual([]);
      expect(m.holds()).toBe(0);
    }
    const lacking = { ...DEBIAN_ROOT, missing: LACKING };
    expect(availabilityOf({ ...lacking, root: false })).toMatchObject({
      ok: false,
      why: 'the local cloud needs root and the Debian packages slurmrestd munge openssh-server: run `npm start` as root, which installs them',
    });
    expect(availabilityOf({ ...lacking, root: false, missing: [] })).toMatchObject({
      ok: false,
      why: 'the local cloud needs root: run `npm start` as root',
    });
    expect(availabilityOf({ ...lacking, apt: false })).toMatchObject({
      ok: false,
      why: 'missing the Debian packages slurmrestd munge openssh-server, and this machine has no apt-get: real clusters need Debian (or a derivative)',
    });
    // Root on Debian with the install turned off or failed: the command that gets them.
    expect(availabilityOf(lacking)).toMatchObject({
      ok: false,
      why: 'missing the Debian packages slurmrestd munge openssh-server: `apt-get install -y --no-install-recommends slurmrestd munge openssh-server`, then restart',
    });
    expect(availabilityOf({ ...lacking, missing: [] })).toMatchObject({ ok: true });
  });

  it('another apt holding the lock: auto says why in one line and runs the simulated cloud; local stops with the reason', async () => {
    const locked = failed(
      'Reading package lists...\nE: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 4242 (apt-get)\nE: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process using it?\n',
    );
    const why = 'Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 4242 (apt-get)';

    const auto = machine({}, { install: locked });
    expect(await installOnFirstUse(AUTO, auto.host)).toEqual({ done: 'failed', packages: LACKING, why, stop: false });
    expect(auto.said.at(-1)).toBe(`Could not install the Debian packages for real clusters: ${why}. Running the simulated cloud.`);
    expect(auto.held()).toBe(false);

    const local = machine({}, { install: locked });
    expect(await installOnFirstUse(LOCAL, local.host)).toEqual({ done: 'failed', packages: LACKING, why, stop: true });
    expect(local.said.join('\n')).not.toContain('simulated');
    expect(local.held()).toBe(false);
  });

  it('no network to the mirror: says that the mirror cannot be reached, not that a package is unknown', async () => {
    const update = ok(
      "Err:1 http://deb.debian.org/debian bookworm InRelease\n  Temporary failure resolving 'deb.debian.org'\n" +
        "W: Failed to fetch http://deb.debian.org/debian/dists/bookworm/InRelease  Temporary failure resolving 'deb.debian.org'\n" +
        'W: Some index files failed to download. They have been ignored, or old ones used instead.\n',
    );
    const install = failed('Reading package lists...\nE: Unable to locate package slurmrestd\n');
    const m = machine({}, { update, install });
    const result = await installOnFirstUse(AUTO, m.host);
    expect(result).toMatchObject({
      done: 'failed',
      stop: false,
      why: "the package mirror cannot be reached (http://deb.debian.org/debian/dists/bookworm/InRelease Temporary failure resolving 'deb.debian.org')",
    });
    // Packages partly installed before a failure keep no service either.
    expect(m.disabled).toEqual([LACKING]);
  });

  it('a failed apt-get update installs nothing and says its error', async () => {
    const m = machine({}, { update: failed('E: Could not get lock /var/lib/apt/lists/lock. It is held by process 7 (apt-get)\n') });
    expect(await installOnFirstUse(LOCAL, m.host)).toMatchObject({
      done: 'failed',
      stop: true,
      why: 'Could not get lock /var/lib/apt/lists/lock. It is held by process 7 (apt-get)',
    });
    expect(m.apt.map((run) => run.args.at(-1))).toEqual(['update']);
  });

  it('an apt-get that says nothing useful: its exit code', async () => {
    const m = machine({}, { install: failed('', 1) });
    expect(await installOnFirstUse(AUTO, m.host)).toMatchObject({ why: 'apt-get ended with exit code 1' });
  });

  it('installed, but the machine still lacks something: says what, as a failure', async () => {
    const m = machine({}, { stillMissing: ['slurm-wlm-jwt-plugin'] });
    const result = await installOnFirstUse(LOCAL, m.host);
    expect(result).toMatchObject({ done: 'failed', stop: true });
    expect(result.done === 'failed' && result.why).toBe(
      'installed, but missing the Debian packages slurm-wlm-jwt-plugin: `apt-get install -y --no-install-recommends slurm-wlm-jwt-plugin`, then restart',
    );
  });

  it("installs Slurm's accounting packages with the rest, yet runs the local cloud without them", async () => {
    const accounting = ['slurmdbd', 'mariadb-server'];
    expect(availabilityOf({ ...DEBIAN_ROOT, missing: accounting })).toMatchObject({ ok: true });
    expect(availabilityOf({ ...DEBIAN_ROOT, missing: ['munge', ...accounting] })).toMatchObject({
      ok: false,
      why: 'missing the Debian packages munge: `apt-get install -y --no-install-recommends munge`, then restart',
    });
    expect(availabilityOf({ ...DEBIAN_ROOT, root: false, missing: accounting })).toMatchObject({
      ok: false,
      why: 'the local cloud needs root: run `npm start` as root',
    });

    const m = machine({ missing: accounting });
    expect(await installOnFirstUse(LOCAL, m.host)).toEqual({ done: 'installed', packages: accounting });
    expect(m.apt.at(-1)!.args.slice(-2)).toEqual(accounting);
    expect(m.disabled).toEqual([accounting]);
  });

  it("a failed install of only the accounting's packages goes on with the local cloud, even for HPC_CLOUD=local, and says so", async () => {
    const accounting = ['slurmdbd', 'mariadb-server'];
    const why = 'Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 4242 (apt-get)';
    for (const settings of [AUTO, LOCAL]) {
      const m = machine({ missing: accounting }, { install: failed(`E: ${why}\n`) });
      expect(await installOnFirstUse(settings, m.host)).toEqual({ done: 'failed', packages: accounting, why, stop: false });
      expect(m.said.at(-1)).toBe(
        `Could not install the Debian packages slurmdbd mariadb-server: ${why}. Real clusters run without Slurm's accounting (their jobs show no figures of what they used).`,
      );
      expect(m.said.join('\n')).not.toContain('simulated');
    }
    // With a package it needs missing too, the failure is the same as before.
    const m = machine({ missing: ['munge', ...accounting] }, { install: failed(`E: ${why}\n`) });
    expect(await installOnFirstUse(LOCAL, m.host)).toMatchObject({ done: 'failed', stop: true });
  });

  it('Ctrl-C while apt-get runs stops start-up, even for auto', async () => {
    const m = machine({}, { install: { code: null, interrupted: true, output: '' } });
    expect(await installOnFirstUse(AUTO, m.host)).toMatchObject({ done: 'failed', stop: true, why: 'interrupted while installing' });
    expect(m.held()).toBe(false);
  });
});

describe('what the local cloud needs, by Debian package', () => {
  const everything = (path: string) => !path.startsWith('/usr/local');
  it('names the package of each missing command, daemon or plugin', () => {
    expect(missingPackages(everything, () => true)).toEqual([]);
    expect(
      missingPackages(
        (path) => everything(path) && path !== '/usr/sbin/slurmrestd' && !path.endsWith('/ssh-keygen'),
        () => false,
      ),
    ).toEqual(['openssh-client', 'slurmrestd', 'slurm-wlm-jwt-plugin', 'slurmdbd']);
    expect(
      missingPackages(
        () => false,
        () => false,
      ),
    ).toEqual([
      'iproute2',
      'util-linux',
      'mount',
      'hostname',
      'openssh-client',
      'slurm-client',
      'slurmctld',
      'slurmd',
      'slurmrestd',
      'munge',
      'openssh-server',
      'slurm-wlm-jwt-plugin',
      'slurmdbd',
      'mariadb-server',
    ]);
  });

  it("names Slurm's accounting packages by their daemons, client and storage plugin", () => {
    const without = (...gone: string[]) =>
      missingPackages(
        (path) => everything(path) && !gone.some((g) => path.endsWith(g)),
        () => true,
      );
    expect(without('/usr/sbin/mariadbd')).toEqual(['mariadb-server']);
    expect(without('/mariadb-install-db')).toEqual(['mariadb-server']);
    expect(without('/mariadb')).toEqual(['mariadb-server']);
    expect(without('/usr/sbin/slurmdbd')).toEqual(['slurmdbd']);
    expect(missingPackages(everything, (file) => file !== 'accounting_storage_mysql.so')).toEqual(['slurmdbd']);
  });

  it('HPC_CLOUD_INSTALL: on unless 0; anything else stops start-up', () => {
    expect(readConfig({}).cloud.install).toBe(true);
    expect(readConfig({ HPC_CLOUD_INSTALL: '1' }).cloud.install).toBe(true);
    expect(readConfig({ HPC_CLOUD_INSTALL: '0' }).cloud.install).toBe(false);
    expect(() => readConfig({ HPC_CLOUD_INSTALL: 'yes' })).toThrow(
      'HPC_CLOUD_INSTALL: 1 (install what the local cloud lacks, the default) or 0, not "yes"',
    );
  });
});

describe("apt-get's lines on the console", () => {
  it('shows every line as it comes, indented, and keeps them for the reason', async () => {
    const shown: string[] = [];
    const run = await runShowing(
      'sh',
      ['-c', 'echo "Get:1 http://deb.debian.org"; echo "E: Could not get lock" >&2; printf "no newline"; exit 100'],
      { DEBIAN_FRONTEND: 'noninteractive' },
      { write: (text) => shown.push(text) },
    );
    expect(run).toMatchObject({ code: 100, interrupted: false });
    expect(run.output).toContain('E: Could not get lock\n');
    expect(shown.sort()).toEqual(['  E: Could not get lock\n', '  Get:1 http://deb.debian.org\n', '  no newline\n']);
  });

  it('a command that cannot start is a failure with its reason, not an exception', async () => {
    const run = await runShowing('/nonexistent/apt-get', ['update'], {}, { write: () => true });
    expect(run.code).toBe(127);
    expect(run.output).toMatch(/E: \/nonexistent\/apt-get: .*ENOENT/);
  });
});

describe('the services the packages brought, disabled at boot', () => {
  it('finds the units and init scripts in dpkg-query -L, not the templates', () => {
    const listing = [
      '/.',
      '/etc/init.d/ssh',
      '/lib/systemd/system/rescue-ssh.target',
      '/lib/systemd/system/ssh.service',
      '/lib/systemd/system/ssh.socket',
      '/lib/systemd/system/ssh@.service',
      '/usr/sbin/sshd',
    ].join('\n');
    expect(servicesIn(listing)).toEqual({ units: ['ssh.service', 'ssh.socket'], scripts: ['ssh'] });
    expect(servicesIn('/usr/lib/systemd/system/munge.service\n')).toEqual({ units: ['munge.service'], scripts: [] });
  });
});

describe('keeping the packages from starting services while apt runs (policy-rc.d)', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const policyIn = () => {
    dir = mkdtempSync(join(tmpdir(), 'hpc-policy-'));
    return join(dir, 'policy-rc.d');
  };

  it('refuses every start while held and leaves no trace after', () => {
    const policy = policyIn();
    const release = holdServices(policy, 4242);
    expect(readFileSync(policy, 'utf8')).toMatch(/^#!\/bin\/sh\n[\s\S]*exit 101\n$/);
    expect(statSync(policy).mode & 0o111).not.toBe(0);
    release();
    expect(existsSync(policy)).toBe(false);
  });

  it("sets the machine's own policy aside and puts it back", () => {
    const policy = policyIn();
    writeFileSync(policy, '#!/bin/sh\nexit 0\n', { mode: 0o755 });
    const release = holdServices(policy, 4242);
    expect(readFileSync(policy, 'utf8')).toContain('exit 101');
    release();
    expect(readFileSync(policy, 'utf8')).toBe('#!/bin/sh\nexit 0\n');
    expect(existsSync(`${policy}.hpc-console-saved`)).toBe(false);
  });

  it("a hold whose process died is removed and the machine's policy put back; a live one's is kept", () => {
    const policy = policyIn();
    writeFileSync(policy, '#!/bin/sh\nexit 0\n');
    holdServices(policy, 4242); // never released: the process crashed
    releaseLeftoverHold(policy, () => true);
    expect(readFileSync(policy, 'utf8')).toContain('exit 101');
    releaseLeftoverHold(policy, (pid) => pid !== 4242);
    expect(readFileSync(policy, 'utf8')).toBe('#!/bin/sh\nexit 0\n');
    // Someone else's policy is never touched.
    releaseLeftoverHold(policy, () => false);
    expect(readFileSync(policy, 'utf8')).toBe('#!/bin/sh\nexit 0\n');
  });
});
