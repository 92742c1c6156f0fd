/** Whether this machine can run the local cloud (light: vitest.config.ts and the gateway's start-up ask it). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { jwtPluginDir } from '../../slurm/plugins';

const SBIN = ['/usr/sbin/slurmctld', '/usr/sbin/slurmd', '/usr/sbin/slurmrestd', '/usr/sbin/munged', '/usr/sbin/mungekey', '/usr/sbin/sshd'];
const TOOLS = ['ip', 'unshare', 'nsenter', 'mount', 'umount', 'hostname', 'sinfo', 'scontrol', 'ssh-keygen'];
const PATH = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin'];

const onPath = (tool: string): boolean => PATH.some((dir) => existsSync(join(dir, tool)));

export function localCloudAvailable(): { ok: true } | { ok: false; why: string } {
  if (process.platform !== 'linux') return { ok: false, why: 'the local cloud runs on Linux only' };
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return { ok: false, why: 'the local cloud needs root' };
  if (!existsSync('/proc/self/ns/net') || !existsSync('/proc/self/ns/uts') || !existsSync('/proc/self/ns/mnt')) {
    return { ok: false, why: 'this kernel has no network, UTS or mount namespaces' };
  }
  const tools = TOOLS.filter((t) => !onPath(t));
  if (tools.length) return { ok: false, why: `missing commands: ${tools.join(', ')} (Debian packages iproute2, util-linux, slurm-client, openssh-client)` };
  const daemons = SBIN.filter((f) => !existsSync(f));
  if (daemons.length) return { ok: false, why: `missing ${daemons.join(', ')} (Debian packages slurm-wlm, slurmrestd, munge, openssh-server)` };
  if (!jwtPluginDir()) {
    return { ok: false, why: "missing Slurm's JWT plugins (Debian package slurm-wlm-jwt-plugin)" };
  }
  return { ok: true };
}
