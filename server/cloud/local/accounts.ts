/**
 * The cluster's /etc/passwd, /etc/group, /etc/shadow and /etc/hosts: the machine's system accounts (root, the daemon
 * accounts, munge, sshd, nobody: uid below 1000, and 65534) and the plan's users, each with a group of the same
 * number and its home (/home/<name> unless the plan says another). Written in place (same inode): the hosts bind these files, and a bind mount pins
 * the inode a rename would leave behind.
 */
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { UserPlan } from '../types';

const isSystem = (id: number): boolean => id < 1000 || id === 65534;

/** A user's home on the hosts. */
export const homeOf = (user: UserPlan): string => user.home ?? `/home/${user.name}`;

function lines(file: string): string[][] {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => l.split(':'));
  } catch {
    return [];
  }
}

export interface AccountFiles {
  passwd: string;
  group: string;
  shadow: string;
}

/** Refuses users whose name or number is a system account's. */
export function accountFiles(users: UserPlan[]): AccountFiles {
  const passwd = lines('/etc/passwd').filter((f) => isSystem(Number(f[2])));
  const group = lines('/etc/group').filter((f) => isSystem(Number(f[2])));
  const systemNames = new Set(passwd.map((f) => f[0]));
  const systemGroups = new Set(group.map((f) => f[0]));
  const shadow = lines('/etc/shadow').filter((f) => systemNames.has(f[0]));
  for (const name of systemNames) if (!shadow.some((f) => f[0] === name)) shadow.push([name!, '*', '', '0', '99999', '7', '', '', '']);
  const ids = new Set([...passwd.map((f) => Number(f[2])), ...group.map((f) => Number(f[2]))]);
  for (const user of users) {
    if (systemNames.has(user.name) || systemGroups.has(user.name))
      throw new Error(`the cluster user '${user.name}' has the name of a system account`);
    if (ids.has(user.uid) || isSystem(user.uid))
      throw new Error(`the cluster user '${user.name}' has uid ${user.uid}, a system account's number`);
    if (/[:\n]/.test(user.passwordCrypt)) throw new Error(`the cluster user '${user.name}' has an invalid password hash`);
    ids.add(user.uid);
  }
  const days = Math.floor(Date.now() / 86_400_000);
  const text = (rows: string[][]) => `${rows.map((r) => r.join(':')).join('\n')}\n`;
  return {
    passwd: text([...passwd, ...users.map((u) => [u.name, 'x', String(u.uid), String(u.uid), '', homeOf(u), '/bin/bash'])]),
    group: text([...group, ...users.map((u) => [u.name, 'x', String(u.uid), ''])]),
    shadow: text([...shadow, ...users.map((u) => [u.name, u.passwordCrypt, String(days), '0', '99999', '7', '', '', ''])]),
  };
}

/** Writes the file in place when it exists (keeps its inode), else creates it. */
export function writeInPlace(file: string, text: string, mode: number): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  writeFileSync(file, text, { mode });
  chmodSync(file, mode);
}

export function writeAccounts(etcDir: string, users: UserPlan[]): void {
  const files = accountFiles(users);
  writeInPlace(join(etcDir, 'passwd'), files.passwd, 0o644);
  writeInPlace(join(etcDir, 'group'), files.group, 0o644);
  writeInPlace(join(etcDir, 'shadow'), files.shadow, 0o640);
}

/**
 * Where homes are on the hosts and on this machine: a folder of the machine (`dir`) seen on the hosts at `path`, or
 * none (`dir` undefined: another cluster's folder, whose own apply makes the homes in it).
 */
export interface HomeRoot {
  path: string;
  dir?: string;
}

/**
 * A home per user whose home is right in one of the roots (the deepest that holds it), owned by it (kept when the user
 * leaves the plan: its files are the user's).
 */
export function makeHomes(roots: HomeRoot[], users: UserPlan[]): void {
  for (const root of roots) if (root.dir) mkdirSync(root.dir, { recursive: true, mode: 0o755 });
  for (const user of users) {
    const home = homeOf(user);
    const root = roots.filter((r) => home.startsWith(`${r.path}/`)).sort((a, b) => b.path.length - a.path.length)[0];
    const name = root && relative(root.path, home);
    // Only a home right in a root: /home/<tenant>/<name> is a tenant's, whose folder is bound there.
    if (!root?.dir || !name || name.includes('/')) continue;
    const folder = join(root.dir, name);
    if (!existsSync(folder)) mkdirSync(folder, { mode: 0o700 });
    chownSync(folder, user.uid, user.uid);
  }
}

export function hostsFile(entries: { address: string; hostName: string }[]): string {
  return [
    '127.0.0.1\tlocalhost',
    '::1\tlocalhost ip6-localhost ip6-loopback',
    ...entries.map((e) => `${e.address}\t${e.hostName}`),
    '',
  ].join('\n');
}
