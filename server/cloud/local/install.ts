/**
 * `npm start` on a Debian machine as root installs the Debian packages the local cloud lacks (ADR 0047, "First use"),
 * so that a fresh machine gives real clusters. Only server/main.ts calls it: test gateways (startGateway) never
 * install, and HPC_CLOUD_INSTALL=0 turns it off. The packages' maintainer scripts would start munge, sshd, slurmctld
 * and slurmd as the machine's services and enable them at boot; the local cloud starts its own daemons per host, so a
 * policy-rc.d keeps them from starting while apt runs and the new packages' services are disabled afterwards.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { CloudSettings } from '../../config';
import { availabilityOf, machineFacts, type MachineFacts } from './available';
import { probe } from './exec';

export interface AptRun {
  /** apt-get's exit code; null when it ended by a signal. */
  code: number | null;
  /** Ended because this process was asked to stop (Ctrl-C, SIGTERM) while it ran. */
  interrupted: boolean;
  /** What it printed (both streams), for the line that says why it failed. */
  output: string;
}

/** The machine, injected so that the decision is tested without root, apt or a network. */
export interface InstallHost {
  facts(): MachineFacts;
  log(line: string): void;
  /** Runs apt-get showing its lines as they come. */
  apt(args: string[], env: Record<string, string>): Promise<AptRun>;
  /** Keeps maintainer scripts from starting services until the answer is called. */
  holdServices(): () => void;
  /** Undoes a hold whose process ended without (a crash mid-install). */
  releaseLeftoverHold(): void;
  /** Keeps these packages' services from starting with the machine; answers the services disabled. */
  disableServices(packages: readonly string[]): Promise<string[]>;
}

export type FirstUse =
  | { done: 'nothing' }
  | { done: 'installed'; packages: string[] }
  /**
   * stop: start-up ends with `why` (HPC_CLOUD=local, or interrupted); else the simulated cloud runs, or the local
   * cloud without Slurm's accounting when only its optional packages are missing (./available.ts).
   */
  | { done: 'failed'; packages: string[]; why: string; stop: boolean };

const APT_ENV = { DEBIAN_FRONTEND: 'noninteractive' };
/** A machine that has just booted is often running unattended-upgrades: wait for its lock rather than fail. */
const LOCK_WAIT = ['-o', 'DPkg::Lock::Timeout=120'];

export async function installOnFirstUse(settings: CloudSettings, host: InstallHost = thisMachine()): Promise<FirstUse> {
  if (settings.setting === 'simulated' || !settings.install) return { done: 'nothing' };
  host.releaseLeftoverHold();
  const facts = host.facts();
  // Not root, not Debian, no namespaces: nothing to install here; the start-up line says what is missing.
  if (!facts.linux || !facts.namespaces || !facts.root || !facts.apt || !facts.missing.length) return { done: 'nothing' };
  const packages = facts.missing;
  host.log(`Installing Debian packages for real clusters: ${packages.join(' ')} (apt-get; HPC_CLOUD_INSTALL=0 turns this off)`);
  let why: string | undefined;
  let interrupted = false;
  const release = host.holdServices();
  try {
    const update = await host.apt([...LOCK_WAIT, 'update'], APT_ENV);
    interrupted = update.interrupted;
    if (update.code !== 0) why = reasonOf(update);
    else if (!interrupted) {
      const install = await host.apt([...LOCK_WAIT, 'install', '-y', '--no-install-recommends', ...packages], APT_ENV);
      interrupted = install.interrupted;
      if (install.code !== 0) why = reasonOf(install, update);
    }
  } finally {
    release();
  }
  // Also after a failure: some of the packages may be installed by then.
  const disabled = await host.disableServices(packages);
  if (disabled.length)
    host.log(`Kept their services from starting with the machine (${disabled.join(', ')}): the local cloud starts its own daemons.`);
  if (interrupted) return { done: 'failed', packages, why: 'interrupted while installing', stop: true };
  const after = availabilityOf(host.facts());
  if (!why) {
    if (after.ok) return { done: 'installed', packages };
    why = `installed, but ${after.why}`;
  } else if (after.ok) {
    // Only what the local cloud can run without is missing.
    const left = host.facts().missing;
    host.log(
      `Could not install the Debian packages ${left.join(' ')}: ${why}. Real clusters run without Slurm's accounting (their jobs show no figures of what they used).`,
    );
    return { done: 'failed', packages, why, stop: false };
  }
  if (settings.setting === 'local') return { done: 'failed', packages, why, stop: true };
  host.log(`Could not install the Debian packages for real clusters: ${why}. Running the simulated cloud.`);
  return { done: 'failed', packages, why, stop: false };
}

const MIRROR_SYMPTOMS = /Failed to fetch|Unable to fetch|Unable to locate package|has no installation candidate/;

/** Why apt-get failed, in one line: its first error, or the mirror it could not reach when that is the cause. */
export function reasonOf(failed: AptRun, update?: AptRun): string {
  const lines = (run: AptRun | undefined) => (run?.output ?? '').split('\n').map((line) => line.trim());
  const error = lines(failed)
    .find((line) => line.startsWith('E: '))
    ?.slice(3);
  const unreachable = [...lines(update), ...lines(failed)]
    .map((line) => /^[WE]: Failed to fetch (.*)$/.exec(line)?.[1])
    .find((url) => url !== undefined);
  if (unreachable && (!error || MIRROR_SYMPTOMS.test(error)))
    return `the package mirror cannot be reached (${unreachable.replace(/\s+/g, ' ')})`;
  if (error) return error;
  return failed.code === null ? 'apt-get was killed' : `apt-get ended with exit code ${failed.code}`;
}

// ---- This machine ----

const POLICY = '/usr/sbin/policy-rc.d';
const MARK = 'hpc-console-install pid=';

function thisMachine(): InstallHost {
  return {
    facts: machineFacts,
    log: (line) => console.log(line),
    apt: (args, env) => runShowing('apt-get', args, env),
    holdServices: () => holdServices(),
    releaseLeftoverHold: () => {
      if (process.getuid?.() === 0) releaseLeftoverHold();
    },
    disableServices,
  };
}

/** Runs a command with its lines on this console, indented; a Ctrl-C or SIGTERM is passed on to it, not taken. */
export function runShowing(
  command: string,
  args: string[],
  env: Record<string, string>,
  shown: { write(text: string): unknown } = process.stdout,
): Promise<AptRun> {
  return new Promise((resolve) => {
    let output = '';
    let interrupted = false;
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    // apt's progress and its errors alike, in the order they come; a line cut between two chunks waits for its end.
    const show = (stream: NodeJS.ReadableStream) => {
      let partial = '';
      const lines = (text: string) => {
        for (const line of text.split('\n')) {
          shown.write(`  ${line}\n`);
          output = (output + line + '\n').slice(-1_000_000);
        }
      };
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const whole = (partial + chunk).split('\n');
        partial = whole.pop() ?? '';
        if (whole.length) lines(whole.join('\n'));
      });
      stream.on('end', () => {
        if (partial) lines(partial);
      });
    };
    show(child.stdout);
    show(child.stderr);
    const pass = (signal: NodeJS.Signals) => {
      interrupted = true;
      child.kill(signal);
    };
    process.on('SIGINT', pass);
    process.on('SIGTERM', pass);
    let settled = false;
    const done = (code: number | null, extra = '') => {
      if (settled) return;
      settled = true;
      process.off('SIGINT', pass);
      process.off('SIGTERM', pass);
      resolve({ code, interrupted, output: output + extra });
    };
    child.on('error', (error) => done(127, `\nE: ${command}: ${error.message}`));
    child.on('close', (code) => done(code));
  });
}

/**
 * Puts a policy-rc.d that refuses every service start in place (an existing one is set aside and put back). It names
 * this process, so that a start after a crash mid-install (releaseLeftoverHold) puts the machine's own back.
 */
export function holdServices(policy = POLICY, pid = process.pid): () => void {
  releaseLeftoverHold(policy);
  const saved = `${policy}.hpc-console-saved`;
  const had = existsSync(policy);
  if (had) renameSync(policy, saved);
  writeFileSync(
    policy,
    `#!/bin/sh\n# ${MARK}${pid}: no service starts while npm start installs Debian packages for real clusters.\nexit 101\n`,
    { mode: 0o755 },
  );
  return () => {
    rmSync(policy, { force: true });
    if (had) renameSync(saved, policy);
  };
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Removes a hold whose process is gone and puts back what it set aside. */
export function releaseLeftoverHold(policy = POLICY, isAlive = alive): void {
  const saved = `${policy}.hpc-console-saved`;
  let text: string | undefined;
  try {
    text = readFileSync(policy, 'utf8');
  } catch {
    text = undefined;
  }
  const holder = text === undefined ? undefined : new RegExp(`${MARK}(\\d+)`).exec(text)?.[1];
  if (holder !== undefined) {
    if (isAlive(Number(holder))) return;
    rmSync(policy, { force: true });
  }
  if (!existsSync(policy) && existsSync(saved)) renameSync(saved, policy);
}

/** The systemd units (not templates) and init scripts in a package's file list (`dpkg-query -L`). */
export function servicesIn(files: string): { units: string[]; scripts: string[] } {
  const lines = files.split('\n').map((line) => line.trim());
  return {
    units: lines
      .map((file) => /^\/(?:usr\/)?lib\/systemd\/system\/([^/@]+\.(?:service|socket))$/.exec(file)?.[1])
      .filter((unit) => unit !== undefined),
    scripts: lines.map((file) => /^\/etc\/init\.d\/([^/]+)$/.exec(file)?.[1]).filter((script) => script !== undefined),
  };
}

/** Units and init scripts that these packages installed, disabled at boot (systemctl, else update-rc.d). */
async function disableServices(packages: readonly string[]): Promise<string[]> {
  const units: string[] = [];
  const scripts: string[] = [];
  for (const name of packages) {
    const found = servicesIn((await probe('dpkg-query', ['-L', name])) ?? '');
    units.push(...found.units);
    scripts.push(...found.scripts);
  }
  if (existsSync('/usr/bin/systemctl') || existsSync('/bin/systemctl')) {
    if (!units.length || (await probe('systemctl', ['disable', '--quiet', ...units], { timeout: 60_000 })) === undefined) return [];
    return [...new Set(units.map((unit) => unit.replace(/\.(service|socket)$/, '')))];
  }
  const disabled: string[] = [];
  for (const script of scripts)
    if ((await probe('update-rc.d', [script, 'disable'], { timeout: 60_000 })) !== undefined) disabled.push(script);
  return disabled;
}
