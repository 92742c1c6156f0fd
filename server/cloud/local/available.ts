/**
 * Whether this machine can run the local cloud, and if not what it lacks and how to get it (light: vitest.config.ts
 * and the gateway's start-up ask it). What the local cloud runs is named by the Debian package that brings it, so
 * that `npm start` can install exactly what is missing (install.ts) and the start-up line can name the command.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { jwtPluginDir } from '../../slurm/plugins';

const PATH = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin'];

interface Need {
  package: string;
  /** Commands looked for on PATH. */
  commands?: string[];
  /** Files at these paths (the daemons, started by path). */
  files?: string[];
  /** Slurm's JWT plugins, in whichever plugin folder the architecture has. */
  jwt?: true;
}

/**
 * Everything the local cloud starts or calls, by Debian package (bookworm's names; `.ci/run` installs the same for
 * CI). slurm-wlm-jwt-plugin brings auth_jwt, slurm-wlm-basic-plugins (a dependency of slurmctld) rest_auth_jwt.
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
  { package: 'slurm-wlm-jwt-plugin', jwt: true },
];

export interface MachineFacts {
  linux: boolean;
  root: boolean;
  /** Network, UTS and mount namespaces in this kernel. */
  namespaces: boolean;
  /** apt-get and dpkg: Debian or a derivative, where the packages below can be installed. */
  apt: boolean;
  /** The Debian packages whose files are absent, in NEEDS' order. */
  missing: string[];
}

export type LocalCloudAvailability = { ok: true; facts: MachineFacts } | { ok: false; why: string; facts: MachineFacts };

/** The Debian packages of NEEDS whose commands or files this machine lacks. */
export function missingPackages(
  exists: (path: string) => boolean = existsSync,
  jwt: () => boolean = () => jwtPluginDir() !== undefined,
): string[] {
  const onPath = (command: string) => PATH.some((dir) => exists(join(dir, command)));
  return NEEDS.filter(
    (need) => !(need.commands ?? []).every(onPath) || !(need.files ?? []).every(exists) || (need.jwt === true && !jwt()),
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
  const packages = facts.missing.join(' ');
  if (!facts.root) {
    const why = facts.missing.length
      ? `the local cloud needs root and the Debian packages ${packages}: run \`npm start\` as root, which installs them${facts.apt ? '' : ' on Debian'}`
      : 'the local cloud needs root: run `npm start` as root';
    return { ok: false, why, facts };
  }
  if (!facts.missing.length) return { ok: true, facts };
  if (!facts.apt)
    return {
      ok: false,
      why: `missing the Debian packages ${packages}, and this machine has no apt-get: real clusters need Debian (or a derivative)`,
      facts,
    };
  return { ok: false, why: `missing the Debian packages ${packages}: \`${aptInstall(facts.missing)}\`, then restart`, facts };
}

export function localCloudAvailable(): LocalCloudAvailability {
  return availabilityOf(machineFacts());
}
