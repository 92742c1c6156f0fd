/**
 * A host's processes are those in its network namespace (whatever they are: daemons, job steps, sshd sessions):
 * /proc/<pid>/ns/net against the namespace's inode. That is what is counted, measured and killed.
 */
import { readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { sleep, sleepSync } from './exec';

export const netnsPath = (name: string): string => `/run/netns/${name}`;

export function netnsInode(name: string): number | undefined {
  try {
    return statSync(netnsPath(name)).ino;
  } catch {
    return undefined;
  }
}

/** Every process's network namespace inode, read once (one /proc walk serves all hosts of an observation). */
export function processTable(): Map<number, number> {
  const table = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const link = readlinkSync(`/proc/${entry}/ns/net`);
      const inode = /net:\[(\d+)\]/.exec(link)?.[1];
      if (inode) table.set(Number(entry), Number(inode));
    } catch {
      /* gone, or a kernel thread */
    }
  }
  return table;
}

export function pidsIn(inode: number | undefined, table = processTable()): number[] {
  if (inode === undefined) return [];
  return [...table].filter(([, ino]) => ino === inode).map(([pid]) => pid);
}

export function commOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** Resident memory in KiB. */
export function rssKb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

export function signal(pids: number[], sig: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, sig);
    } catch {
      /* already gone */
    }
  }
}

/** Still there and not a zombie (a dying process leaves its namespaces before it is gone). */
function exists(pid: number): boolean {
  try {
    return !/^State:\s+[ZX]/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

/** SIGTERM, then SIGKILL after `graceMs`, until no process is left in the namespaces (or 10 s more passed). */
export async function killNamespaces(inodes: number[], graceMs = 3_000, keep: (pid: number) => boolean = () => false): Promise<void> {
  const signalled = new Set<number>();
  const left = () => {
    const table = processTable();
    const pids = inodes.flatMap((inode) => pidsIn(inode, table)).filter((pid) => !keep(pid));
    for (const pid of pids) signalled.add(pid);
    return pids;
  };
  signal(left(), 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (left().length && Date.now() < deadline) await sleep(100);
  for (let i = 0; i < 100 && left().length; i++) {
    signal(left(), 'SIGKILL');
    await sleep(100);
  }
  for (let i = 0; i < 50 && [...signalled].some(exists); i++) await sleep(100);
}

export function killNamespacesSync(inodes: number[]): void {
  const signalled = new Set<number>();
  const left = () => {
    const table = processTable();
    const pids = inodes.flatMap((inode) => pidsIn(inode, table));
    for (const pid of pids) signalled.add(pid);
    return pids;
  };
  for (let i = 0; i < 100 && left().length; i++) {
    signal(left(), 'SIGKILL');
    sleepSync(50);
  }
  for (let i = 0; i < 100 && [...signalled].some(exists); i++) sleepSync(50);
}

export function pidAlive(pid: number | undefined, comm: string, inode: number | undefined): boolean {
  if (!pid || inode === undefined) return false;
  try {
    const link = readlinkSync(`/proc/${pid}/ns/net`);
    if (link !== `net:[${inode}]`) return false;
    // A zombie is gone for us.
    if (/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'))) return false;
    return commOf(pid) === comm;
  } catch {
    return false;
  }
}
