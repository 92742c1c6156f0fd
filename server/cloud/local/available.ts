/**
 * Whether this machine can run the local cloud, and if not what it lacks and how to get it (light: vitest.config.ts
 * and the gateway's start-up ask it). What the local cloud runs is named by the Debian package that brings it, so
 * that `npm start` can install exactly what is missing (install.ts) and the start-up line can name the command.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PLUGIN_DIRS } from '../../slurm/plugins';

const PATH = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin'];

interface Need {
  package: string;
  /** Commands looked for on PATH. */
  commands?: string[];
  /** Files at these paths (the daemons, started by path). */
  files?: string[];
  /** Slurm plugins, in whichever plugin folder the architecture has. */
  plugins?: string[];
  /** What the local cloud runs without: installed with the rest, but their absence does not keep it from running. */
  optional?: true;
}

/**
 * Everything the local cloud starts or calls, by Debian package (bookworm's names; `.ci/run` installs the same for
 * CI). slurm-wlm-jwt-plugin brings auth_jwt, slurm-wlm-basic-plugins (a dependency of slurmctld) rest_auth_jwt.
 * Slurm's accounting (slurmdbd, whose dependency slurm-wlm-mysql-plugin brings its storage plugin, on MariaDB:
 * ./accounting.ts) is optional, as in the test harness: a cluster without it runs and schedules the same, only its
 * jobs show no figures of what they used, so its absence (a failed install, HPC_CLOUD_INSTALL=0) is no reason to fall
 * back to the simulated cloud.
 */
const NEEDS: readonly Need[] = [
  { package: 'iproute2', commands: ['ip'] },
  { package: 'util-linux', commands: ['unshare', 'nsenter'] },
  { package: 'mount', commands: ['mount', 'umount'] },
  { package: 'hostname', commands: ['hostname'] },
  { package: 'openssh-client', commands: ['ssh-keygen'] },
  { package: 'slurm-client', commands: ['sinfo', 'scontrol'] },
  { package: 'slurmctld', files: ['/usr/sbin/slurmctld'] },
  { package: 'slurmd', files: ['/usr/sbin/slurmd'] },
  { package: 'slurmrestd', files: ['/usr/sbin/slurmrestd'] },
  { package: 'munge', files: ['/usr/sbin/munged', '/usr/sbin/mungekey'] },
  { package: 'openssh-server', files: ['/usr/sbin/sshd'] },
  { package: 'slurm-wlm-jwt-plugin', plugins: ['auth_jwt.so', 'rest_auth_jwt.so'] },
  { package: 'slurmdbd', files: ['/usr/sbin/slurmdbd'], plugins: ['accounting_storage_mysql.so'], optional: true },
  { package: 'mariadb-server', commands: ['mariadb', 'mariadb-install-db'], files: ['/usr/sbin/mariadbd'], optional: true },
];

const OPTIONAL = new Set(NEEDS.filter((need) => need.optional).map((need) => need.package));

/** The packages of `packages` the local cloud cannot run without. */
export const requiredOf = (packages: readonly string[]): string[] => packages.filter((p) => !OPTIONAL.has(p));

export interface MachineFacts {
  linux: boolean;
  root: boolean;
  /** Network, UTS and mount namespaces in this kernel. */
  namespaces: boolean;
  /** apt-get and dpkg: Debian or a derivative, where the packages below can be installed. */
  apt: boolean;
  /** The Debian packages whose files are absent, in NEEDS' order (the optional ones too: npm start installs them). */
  missing: string[];
}

export type LocalCloudAvailability = { ok: true; facts: MachineFacts } | { ok: false; why: string; facts: MachineFacts };

/** The Debian packages of NEEDS whose commands, files or plugins this machine lacks. */
export function missingPackages(
  exists: (path: string) => boolean = existsSync,
  plugin: (file: string) => boolean = (file) => PLUGIN_DIRS.some((dir) => exists(join(dir, file))),
): string[] {
  const onPath = (command: string) => PATH.some((dir) => exists(join(dir, command)));
  return NEEDS.filter(
    (need) => !(need.commands ?? []).every(onPath) || !(need.files ?? []).every(exists) || !(need.plugins ?? []).every(plugin),
  ).map((need) => need.package);
}

export function machineFacts(): MachineFacts {
  const linux = process.platform === 'linux';
  return {
    linux,
    root: typeof process.getuid === 'function' && process.getuid() === 0,
    namespaces: ['net', 'uts', 'mnt'].every((ns) => existsSync(`/proc/self/ns/${ns}`)),
    apt: existsSync('/usr/bin/apt-get') && existsSync('/usr/bin/dpkg'),
    missing: linux ? missingPackages() : [],
  };
}

/** The command that installs these packages, as the start-up line and install.ts say it. */
export const aptInstall = (packages: readonly string[]): string => `apt-get install -y --no-install-recommends ${packages.join(' ')}`;

/** Whether the local cloud can run on a machine of these facts, and if not, what it lacks and what to do, in a line. */
export function availabilityOf(facts: MachineFacts): LocalCloudAvailability {
  if (!facts.linux) return { ok: false, why: 'the local cloud runs on Linux only', facts };
  if (!facts.namespaces) return { ok: false, why: 'this kernel has no network, UTS or mount namespaces', facts };
  const missing = requiredOf(facts.missing);
  const packages = missing.join(' ');
  if (!facts.root) {
    const why = missing.length
      ? `the local cloud needs root and the Debian packages ${packages}: run \`npm start\` as root, which installs them${facts.apt ? '' : ' on Debian'}`
      : 'the local cloud needs root: run `npm start` as root';
    return { ok: false, why, facts };
  }
  if (!missing.length) return { ok: true, facts };
  if (!facts.apt)
    return {
      ok: false,
      why: `missing the Debian packages ${packages}, and this machine has no apt-get: real clusters need Debian (or a derivative)`,
      facts,
    };
  return { ok: false, why: `missing the Debian packages ${packages}: \`${aptInstall(missing)}\`, then restart`, facts };
}

export function localCloudAvailable(): LocalCloudAvailability {
  return availabilityOf(machineFacts());
}
